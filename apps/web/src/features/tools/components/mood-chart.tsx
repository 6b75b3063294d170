import { MOOD_LABELS, type JournalEntry } from '@wellbeing/shared/schemas/tools';
import { daysBetween, formatCalendarDay, formatShortDay, localDayMinus, localDay } from '../utils/local-date';
import { LineChart } from './line-chart';

/** Mood (1–5) across the chosen window, one point per day with an entry. */
export function MoodChart({ entries, days }: { entries: readonly JournalEntry[]; days: number }) {
  const from = localDayMinus(days - 1);
  const to = localDay();
  const span = Math.max(1, daysBetween(from, to));
  const middle = localDayMinus(Math.round((days - 1) / 2));
  const inRange = entries.filter((e) => e.date >= from && e.date <= to);
  const points = inRange.map((e) => ({ x: daysBetween(from, e.date) / span, y: e.mood, label: `${formatCalendarDay(e.date)}: ${MOOD_LABELS[e.mood]} (${e.mood})` }));
  const average = inRange.length > 0 ? inRange.reduce((sum, e) => sum + e.mood, 0) / inRange.length : 0;
  const summary =
    inRange.length === 0
      ? `No entries in the last ${days} days.`
      : `${inRange.length} ${inRange.length === 1 ? 'entry' : 'entries'} in the last ${days} days; average mood ${average.toFixed(1)} out of 5, lowest ${Math.min(...inRange.map((e) => e.mood))}, highest ${Math.max(...inRange.map((e) => e.mood))}.`;
  return (
    <LineChart
      title={`Your mood over the last ${days} days`}
      summary={summary}
      points={points}
      yMin={1}
      yMax={5}
      yTicks={[1, 2, 3, 4, 5].map((value) => ({ value, label: MOOD_LABELS[value]! }))}
      xTicks={[
        { x: 0, label: formatShortDay(from) },
        { x: daysBetween(from, middle) / span, label: formatShortDay(middle) },
        { x: 1, label: 'Today' },
      ]}
      labelWidth={72}
      testId="mood-chart"
    />
  );
}

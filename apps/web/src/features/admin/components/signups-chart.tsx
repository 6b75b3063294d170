import { useElementSize } from '@mantine/hooks';
import { useId } from 'react';
import { formatShortDay } from '../../../lib/format-date';
import { plural } from '../utils/format';

const HEIGHT = 220;
const PAD = { top: 16, right: 8, bottom: 36, left: 36 };
/** Drawn no narrower than this (the box scrolls no further: a 360 px phone leaves about 300 px). */
const MIN_WIDTH = 240;
/** Room one week's label needs ("27 Nov" at 12 px is about 40 px wide), so neighbours never touch. */
const LABEL_ROOM = 52;

/** A nice upper bound for the axis: 1, 2, 5, 10, 20, 50… at least the largest value. */
function axisMax(value: number): number {
  if (value <= 4) return Math.max(value, 1);
  const magnitude = 10 ** Math.floor(Math.log10(value));
  return ([1, 2, 5, 10].map((m) => m * magnitude).find((m) => m >= value) ?? value);
}

/** Every how many weeks a label fits, when each week has `slot` pixels. */
export function labelEvery(slot: number): number {
  return Math.max(1, Math.ceil(LABEL_ROOM / Math.max(slot, 1)));
}

/**
 * New sign-ups per week as a bar chart, drawn with plain SVG at the real width of its box, so its labels stay
 * 12 px on a phone (a fixed drawing scaled down to 300 px made them 6 px). The numbers are also in a table for
 * screen readers (the drawing itself is hidden from them), and each bar names its week on hover.
 */
export function SignupsChart({ weeks }: { weeks: { weekStart: string; count: number }[] }) {
  const titleId = useId();
  const { ref, width: measured } = useElementSize();
  const width = Math.max(measured, MIN_WIDTH);
  const max = axisMax(Math.max(0, ...weeks.map((w) => w.count)));
  const plotW = width - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const slot = plotW / Math.max(1, weeks.length);
  const barW = Math.max(4, slot * 0.64);
  const ticks = max <= 4 ? Array.from({ length: max + 1 }, (_, i) => i) : [0, max / 2, max];
  const y = (v: number) => PAD.top + plotH - (v / max) * plotH;
  const total = weeks.reduce((a, w) => a + w.count, 0);
  const every = labelEvery(slot);
  // Counted from the newest week, so this week is always labelled.
  const labelled = (i: number) => (weeks.length - 1 - i) % every === 0;

  return (
    <figure style={{ margin: 0 }} data-testid="signups-chart">
      <figcaption id={titleId} style={{ fontWeight: 600, marginBottom: 8 }}>
        New sign-ups per week (last {weeks.length} weeks: {plural(total, 'person', 'people')})
      </figcaption>
      <div ref={ref} style={{ width: '100%' }}>
        <svg viewBox={`0 0 ${width} ${HEIGHT}`} width={width} height={HEIGHT} role="presentation" aria-hidden="true" focusable="false" style={{ display: 'block', maxWidth: '100%' }}>
          {ticks.map((t) => (
            <g key={t}>
              <line className="harbour-chart-grid" x1={PAD.left} x2={width - PAD.right} y1={y(t)} y2={y(t)} stroke="var(--mantine-color-default-border)" strokeWidth={1} />
              <text className="harbour-chart-label" x={PAD.left - 6} y={y(t) + 4} textAnchor="end" fontSize={12} fill="var(--mantine-color-dimmed)">
                {Number.isInteger(t) ? t : t.toFixed(1)}
              </text>
            </g>
          ))}
          {weeks.map((w, i) => {
            const x = PAD.left + i * slot + (slot - barW) / 2;
            const h = (w.count / max) * plotH;
            return (
              <g key={w.weekStart}>
                <rect className="harbour-chart-mark" x={x} y={PAD.top + plotH - h} width={barW} height={Math.max(h, w.count > 0 ? 1 : 0)} rx={3} fill="var(--harbour-graphic)">
                  <title>{`Week of ${formatShortDay(w.weekStart)}: ${plural(w.count, 'sign-up')}`}</title>
                </rect>
                {labelled(i) ? (
                  // Centred under its bar, but kept inside the drawing: this week's bar is at the right edge.
                  <text className="harbour-chart-label" x={Math.min(x + barW / 2, width - LABEL_ROOM / 2)} y={HEIGHT - PAD.bottom + 18} textAnchor="middle" fontSize={12} fill="var(--mantine-color-dimmed)">
                    {formatShortDay(w.weekStart)}
                  </text>
                ) : null}
              </g>
            );
          })}
        </svg>
      </div>
      <table className="visually-hidden" aria-labelledby={titleId}>
        <thead>
          <tr>
            <th scope="col">Week starting</th>
            <th scope="col">Sign-ups</th>
          </tr>
        </thead>
        <tbody>
          {weeks.map((w) => (
            <tr key={w.weekStart}>
              <td>{formatShortDay(w.weekStart)}</td>
              <td>{w.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

import { plural } from '../utils/format';

const BAR_W = 14;
const GAP = 4;
const H = 28;

/** How many ratings gave 1 to 5 stars, as five small bars; the numbers are its accessible name. */
export function RatingDistribution({ distribution }: { distribution: readonly number[] }) {
  const max = Math.max(1, ...distribution);
  const label = distribution.map((n, i) => `${i + 1} ${i === 0 ? 'star' : 'stars'}: ${n}`).join(', ');
  const width = distribution.length * (BAR_W + GAP) - GAP;
  return (
    <svg viewBox={`0 0 ${width} ${H + 14}`} width={width} height={H + 14} role="img" aria-label={label} data-testid="rating-distribution">
      <title>{label}</title>
      {distribution.map((n, i) => {
        const h = n === 0 ? 1 : Math.max(2, (n / max) * H);
        return (
          <g key={i}>
            <rect className={n === 0 ? 'harbour-chart-empty' : 'harbour-chart-mark'} x={i * (BAR_W + GAP)} y={H - h} width={BAR_W} height={h} rx={2} fill={n === 0 ? 'var(--mantine-color-default-border)' : 'var(--mantine-color-yellow-7)'}>
              <title>{`${i + 1}★: ${plural(n, 'rating')}`}</title>
            </rect>
            <text className="harbour-chart-label" x={i * (BAR_W + GAP) + BAR_W / 2} y={H + 12} textAnchor="middle" fontSize={10} fill="var(--mantine-color-dimmed)">
              {i + 1}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

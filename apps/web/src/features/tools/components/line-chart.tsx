import { useElementSize } from '@mantine/hooks';
import { useId } from 'react';

export interface ChartPoint {
  /** Position along the time axis, 0 (start) to 1 (end). */
  x: number;
  y: number;
  /** Read by screen readers and shown as a tooltip, e.g. "Sat 21 Nov: Good (4)". */
  label: string;
}

export interface ChartTick {
  value: number;
  label: string;
}

interface LineChartProps {
  title: string;
  /** A sentence summing the chart up, for people who cannot see it (the list or table beside it has the detail). */
  summary: string;
  points: readonly ChartPoint[];
  yMin: number;
  yMax: number;
  yTicks: readonly ChartTick[];
  /** Labels along the time axis, at positions 0–1. */
  xTicks: readonly { x: number; label: string }[];
  /** Width kept for the y labels, in pixels. */
  labelWidth?: number;
  height?: number;
  testId?: string;
}

/**
 * A small line chart in plain SVG (no chart library), drawn at the real width of its box so the text stays
 * readable on a 360 px phone. Colours come from theme variables, so it holds its contrast in both schemes; in forced
 * colours its classes take the system's (styles/base.css).
 */
export function LineChart({ title, summary, points, yMin, yMax, yTicks, xTicks, labelWidth = 40, height = 220, testId }: LineChartProps) {
  const { ref, width: measured } = useElementSize();
  const id = useId();
  const width = Math.max(measured, 240);
  const pad = { top: 12, right: 16, bottom: 28, left: labelWidth };
  const plotWidth = width - pad.left - pad.right;
  const plotHeight = height - pad.top - pad.bottom;
  const xOf = (x: number) => pad.left + Math.min(1, Math.max(0, x)) * plotWidth;
  const yOf = (y: number) => pad.top + (1 - (y - yMin) / (yMax - yMin || 1)) * plotHeight;
  const sorted = points.toSorted((a, b) => a.x - b.x);
  const path = sorted.map((p, i) => `${i === 0 ? 'M' : 'L'}${xOf(p.x).toFixed(1)},${yOf(p.y).toFixed(1)}`).join(' ');

  return (
    <div ref={ref} style={{ width: '100%' }} data-testid={testId}>
      <svg width={width} height={height} role="img" aria-labelledby={`${id}-title ${id}-desc`} style={{ display: 'block', maxWidth: '100%', overflow: 'visible' }}>
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{summary}</desc>
        {yTicks.map((tick) => (
          <g key={tick.value}>
            <line className="harbour-chart-grid" x1={pad.left} x2={width - pad.right} y1={yOf(tick.value)} y2={yOf(tick.value)} stroke="var(--mantine-color-default-border)" strokeDasharray="3 4" />
            <text className="harbour-chart-label" x={pad.left - 6} y={yOf(tick.value)} dy="0.32em" textAnchor="end" fontSize={12} fill="var(--mantine-color-dimmed)">
              {tick.label}
            </text>
          </g>
        ))}
        {xTicks.map((tick, i) => (
          <text
            key={`${tick.label}-${i}`}
            className="harbour-chart-label"
            x={xOf(tick.x)}
            y={height - 8}
            textAnchor={tick.x <= 0.02 ? 'start' : tick.x >= 0.98 ? 'end' : 'middle'}
            fontSize={12}
            fill="var(--mantine-color-dimmed)"
          >
            {tick.label}
          </text>
        ))}
        {sorted.length > 1 ? <path className="harbour-chart-mark" d={path} fill="none" stroke="var(--harbour-graphic)" strokeWidth={2} strokeLinejoin="round" /> : null}
        {sorted.map((p, i) => (
          <circle key={i} className="harbour-chart-mark" cx={xOf(p.x)} cy={yOf(p.y)} r={4.5} fill="var(--harbour-graphic)" stroke="var(--mantine-color-body)" strokeWidth={1.5}>
            <title>{p.label}</title>
          </circle>
        ))}
      </svg>
    </div>
  );
}

// The benchmark's results: one row per figure, printed as a table and written as JSON.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cores, canPin, root } from './util.mjs';

/**
 * A row: `value` is what was measured, `baseline` what it is compared with in the same run (when there is
 * one), `ratio` value ÷ baseline (median of the per-round ratios), `target` the rule in words, `pass` true,
 * false, or null for rows that only inform (no target) and for figures that could not be measured (`status`
 * says which: 'info', 'skip' or 'todo').
 */
export function createReport() {
  const rows = [];
  return {
    rows,
    add(row) {
      rows.push({ section: '', unit: '', baseline: null, baselineUnit: null, ratio: null, target: '—', pass: null, note: '', ...row });
    },
    /** A figure that could not be measured because something failed: a FAIL, with the reason. */
    error(section, figure, error) {
      rows.push({ section, figure, value: null, unit: '', baseline: null, ratio: null, target: 'measured', pass: false, note: `error: ${error instanceof Error ? error.message : String(error)}`.slice(0, 300) });
    },
  };
}

const fmtNumber = (v) => {
  if (v === null || v === undefined) return '—';
  if (typeof v === 'string') return v;
  if (!Number.isFinite(v)) return String(v);
  if (Math.abs(v) >= 1000) return Math.round(v).toLocaleString('en-GB');
  if (Math.abs(v) >= 100) return v.toFixed(0);
  if (Math.abs(v) >= 10) return v.toFixed(1);
  return String(Number(v.toFixed(2)));
};
const fmt = (v, unit) => (v === null || v === undefined ? '—' : `${fmtNumber(v)}${unit ? ` ${unit}` : ''}`);

export function resultText(row) {
  if (row.pass === true) return 'pass';
  if (row.pass === false) return 'FAIL';
  return row.status === 'todo' ? 'TODO' : row.status === 'skip' ? 'skipped' : 'info';
}

export function tableLines(rows, { markdown = false } = {}) {
  const header = ['figure', 'value', 'baseline', 'ratio', 'target', 'result'];
  const body = rows.map((r) => [
    r.figure,
    fmt(r.value, r.unit),
    fmt(r.baseline, r.baselineUnit ?? r.unit),
    r.ratio === null || r.ratio === undefined ? '—' : r.ratio.toFixed(2),
    r.target,
    resultText(r),
  ]);
  if (markdown) {
    const esc = (s) => String(s).replace(/\|/g, '\\|');
    return [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`, ...body.map((cells) => `| ${cells.map(esc).join(' | ')} |`)];
  }
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((cells) => String(cells[i]).length)));
  const line = (cells) => cells.map((c, i) => String(c).padEnd(widths[i])).join(' | ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('-|-'), ...body.map(line)];
}

export function printReport(report) {
  process.stdout.write(`\n${tableLines(report.rows).join('\n')}\n`);
  const notes = report.rows.filter((r) => r.note);
  if (notes.length) {
    process.stdout.write('\nNotes:\n');
    for (const r of notes) process.stdout.write(`  - ${r.figure}: ${r.note}\n`);
  }
}

export function writeReport(report, { file, startedAt, options }) {
  const out = path.join(root, 'bench/results', file);
  mkdirSync(path.dirname(out), { recursive: true });
  const doc = {
    at: new Date().toISOString(),
    durationSeconds: Math.round((Date.now() - startedAt) / 1000),
    machine: { cores, node: process.version, platform: `${os.platform()} ${os.release()}`, cpu: os.cpus()[0]?.model, pinned: canPin },
    options,
    passes: report.rows.every((r) => r.pass !== false),
    results: report.rows,
    table: tableLines(report.rows, { markdown: true }).join('\n'),
  };
  writeFileSync(out, `${JSON.stringify(doc, null, 2)}\n`);
  return out;
}

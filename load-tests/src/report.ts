/** One measured figure: the product's number, its baseline from the same run, and the target. */
export interface Figure {
  figure: string;
  /** The product's number (NaN when it could not be measured). */
  value: number;
  unit: string;
  baseline: string;
  baselineValue: number;
  /** Human-readable target, e.g. "ratio >= 0.40"; empty for a figure that is only reported. */
  target: string;
  pass: boolean;
  /** Why a figure is missing (the measurement failed). */
  error?: string;
}

export const fmt = (n: number, digits = 0): string =>
  Number.isFinite(n) ? n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits }) : 'n/a';

/** The value at percentile `p` (nearest rank) of `values`; NaN for none. */
export const percentile = (values: readonly number[], p: number): number => {
  if (!values.length) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
/** The median (the lower of the middle two of an even count); NaN for none. */
export const median = (values: readonly number[]): number => percentile(values, 50);

/** The row of a figure that could not be measured: no value, failed, with the first line of the error. */
export const failedFigure = (figure: string, unit: string, error: unknown): Figure => ({
  figure,
  value: Number.NaN,
  unit,
  baseline: 'n/a',
  baselineValue: Number.NaN,
  target: '',
  pass: false,
  error: (error instanceof Error ? error.message : String(error)).split('\n')[0]!,
});

export const ratioOf = (f: Figure): number => (f.baselineValue > 0 ? f.value / f.baselineValue : Number.NaN);

/** A figure without a target (a p99 beside its p50, say) is reported only. */
/** Decimals a value is shown with: milliseconds and small rates (images/s) get one. */
const digitsOf = (f: Figure) => (f.unit === 'ms' || f.unit === 'images/s' ? 1 : 0);

const verdict = (f: Figure) => (f.error ? 'ERROR' : !f.target ? 'reported' : f.pass ? 'pass' : 'MISSED');

function cells(f: Figure): string[] {
  const digits = digitsOf(f);
  return [
    f.figure,
    `${fmt(f.value, digits)} ${f.unit}`,
    f.baseline,
    `${fmt(f.baselineValue, digits)} ${f.unit === 'ms' ? 'ms' : f.unit.replace(/^events/, 'rows')}`,
    fmt(ratioOf(f), 2),
    f.target || '(none)',
    verdict(f),
  ];
}

const header = ['figure', 'value', 'baseline (what it is)', 'baseline value', 'ratio', 'target', 'pass/fail'];

/** A plain-text table for the terminal. */
export function textTable(figures: readonly Figure[]): string {
  const rows = [header, ...figures.map(cells)];
  const widths = header.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  const line = (r: string[]) => r.map((c, i) => c.padEnd(widths[i]!)).join(' | ');
  const rule = widths.map((w) => '-'.repeat(w)).join('-+-');
  return [line(rows[0]!), rule, ...rows.slice(1).map(line)].join('\n');
}

/** The same table as markdown, for the README. */
export function markdownTable(figures: readonly Figure[]): string {
  const line = (r: string[]) => `| ${r.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...figures.map((f) => line(cells(f)))].join('\n');
}

/** Prints one figure the moment it is measured. */
export function printFigure(f: Figure): void {
  const status = verdict(f);
  const extra = f.error ? ` (${f.error})` : '';
  console.log(
    `\n>> ${f.figure}: ${fmt(f.value, digitsOf(f))} ${f.unit}; baseline ${f.baseline}: ${fmt(f.baselineValue, digitsOf(f))}; ` +
      `ratio ${fmt(ratioOf(f), 2)}; ${f.target ? `target ${f.target}` : 'no target'}: ${status}${extra}\n`,
  );
}

export const note = (text: string): void => console.log(`   ${text}`);

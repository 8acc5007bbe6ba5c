/** Small helpers the benchmark scripts share: quantiles and plain-text tables. */
export interface Table {
  title: string;
  head: string[];
  rows: string[][];
}

export const quantile = (values: readonly number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))] ?? NaN;
export const average = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
export const ms = (value: number) => `${value.toFixed(1)} ms`;

export function printTable({ title, head, rows }: Table): void {
  const all = [head, ...rows];
  const widths = head.map((_, column) => Math.max(...all.map((row) => (row[column] ?? '').length)));
  console.log(`\n${title}\n`);
  for (const row of all)
    console.log(row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  '));
}

/** One table for every section: a figure, its budget and whether it holds. */

export type Status = "ok" | "over" | "info" | "n/a" | "error";

export type Row = {
  section: string;
  name: string;
  value: string;
  budget: string;
  status: Status;
};

export const row = (section: string, name: string, value: string, budget: string, status: Status): Row => ({
  section,
  name,
  value,
  budget,
  status,
});

/** Budget check helpers: a row that is `ok` when the value is within the limit. */
export function atMost(
  section: string,
  name: string,
  value: number,
  limit: number,
  format: (n: number) => string,
): Row {
  return row(section, name, format(value), `<= ${format(limit)}`, value <= limit ? "ok" : "over");
}

export function atLeast(
  section: string,
  name: string,
  value: number,
  limit: number,
  format: (n: number) => string,
): Row {
  return row(section, name, format(value), `>= ${format(limit)}`, value >= limit ? "ok" : "over");
}

export const info = (section: string, name: string, value: string): Row => row(section, name, value, "-", "info");

export const notAvailable = (section: string, name: string, reason: string): Row =>
  row(section, name, "n/a", reason, "n/a");

/** KB here is 1,000 bytes (the stricter reading of the budgets). */
export const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
export const ms = (value: number) => `${Math.round(value)} ms`;
export const ms1 = (value: number) => `${value.toFixed(1)} ms`;
export const seconds = (value: number) => `${(value / 1000).toFixed(2)} s`;
export const mb = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;
export const int = (value: number) => String(Math.round(value));
export const fixed = (digits: number) => (value: number) => value.toFixed(digits);

export function formatTable(rows: Row[]): string {
  const headers = ["section", "figure", "value", "budget", "status"];
  const cells = rows.map((r) => [r.section, r.name, r.value, r.budget, r.status]);
  const widths = headers.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (values: string[]) =>
    values
      .map((v, i) => v.padEnd(widths[i]!))
      .join("  ")
      .trimEnd();
  return [line(headers), line(widths.map((w) => "-".repeat(w))), ...cells.map(line)].join("\n");
}

/** The same table as Markdown, for BENCHMARKS.md. */
export function formatMarkdown(rows: Row[]): string {
  const lines = ["| section | figure | value | budget | status |", "|---|---|---|---|---|"];
  for (const r of rows)
    lines.push(`| ${r.section} | ${r.name} | ${r.value} | ${r.budget.replace(/\|/g, "\\|")} | ${r.status} |`);
  return lines.join("\n");
}

// The numbers behind a KPI chart, kept apart from drawing so they can be tested and reused by
// its table and CSV: whether there is anything to draw, Pareto order with cumulative shares,
// and the CSV text.

export interface KpiSeries {
  key: string;
  label: string;
  values: (number | null)[];
  /** A CSS colour or a theme variable ('--bs-success' or 'var(--bs-success)'); the palette's otherwise. */
  color?: string;
}

/** Labels, series and (Pareto only) the cumulative share of each category, in percent. */
export interface KpiData {
  labels: string[];
  series: KpiSeries[];
  cumulative: number[] | null;
}

const finite = (v: number | null | undefined): v is number => typeof v === 'number' && Number.isFinite(v);

/** Something to draw: at least one category and one value that is a number other than 0. */
export function hasData(labels: readonly string[], series: readonly KpiSeries[]): boolean {
  return labels.length > 0 && series.some((s) => s.values.slice(0, labels.length).some((v) => finite(v) && v !== 0));
}

/** Rounds to two decimals, so 1/3 reads 33.33 in the table and the CSV, not 33.333333333333336. */
const round2 = (v: number) => Math.round(v * 100) / 100;

/**
 * Pareto order: categories by their total over all series, largest first (ties keep their
 * order), and the running total as a share of the whole (the last one is 100). Missing values
 * count as 0.
 */
export function paretoData(labels: readonly string[], series: readonly KpiSeries[]): KpiData {
  const totals = labels.map((_, i) => series.reduce((sum, s) => sum + (finite(s.values[i]) ? s.values[i] : 0), 0));
  const order = labels.map((_, i) => i).sort((a, b) => totals[b] - totals[a]);
  const whole = totals.reduce((sum, t) => sum + t, 0);
  let running = 0;
  const cumulative = order.map((i) => {
    running += totals[i];
    return whole > 0 ? round2((running / whole) * 100) : 0;
  });
  return {
    labels: order.map((i) => labels[i]),
    series: series.map((s) => ({ ...s, values: order.map((i) => s.values[i] ?? null) })),
    cumulative,
  };
}

/** The data as drawn: Pareto-ordered for a Pareto chart, as given otherwise. */
export function chartData(kind: 'bar' | 'line' | 'pareto', labels: string[], series: KpiSeries[]): KpiData {
  return kind === 'pareto' ? paretoData(labels, series) : { labels, series, cumulative: null };
}

/** A text cell that a spreadsheet would run as a formula gets a leading apostrophe (OWASP CSV injection). */
function textCell(text: string): string {
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  // RFC 4180 §2.6–2.7: a field with a comma, quote or line break is quoted, its quotes doubled.
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const numberCell = (v: number | null | undefined) => (finite(v) ? String(v) : '');

/**
 * The chart's table as CSV (RFC 4180: CRLF line ends, quoted fields where needed): a header row
 * (the category header, each series, then the cumulative share when there is one), then a row
 * per category. Values are plain numbers, without units; a missing value is an empty field.
 */
export function buildCsv(categoryHeader: string, data: KpiData, cumulativeHeader?: string): string {
  const header = [categoryHeader, ...data.series.map((s) => s.label)];
  if (data.cumulative && cumulativeHeader !== undefined) header.push(cumulativeHeader);
  const rows = data.labels.map((label, i) => {
    const cells = [textCell(label), ...data.series.map((s) => numberCell(s.values[i]))];
    if (data.cumulative && cumulativeHeader !== undefined) cells.push(numberCell(data.cumulative[i]));
    return cells.join(',');
  });
  return [header.map(textCell).join(','), ...rows].join('\r\n') + '\r\n';
}

/**
 * A few words on what the chart shows now, for its image label: the last category with a value
 * and each series' value there ("May: Planned 85%, Unplanned 15%"); for a Pareto chart, its
 * largest category. Empty when nothing has a value.
 */
export function chartSummary(data: KpiData, format: (v: number) => string, pareto: boolean): string {
  const indexes = data.labels.map((_, i) => i);
  const withValue = indexes.filter((i) => data.series.some((s) => finite(s.values[i])));
  const at = pareto ? withValue[0] : withValue[withValue.length - 1];
  if (at === undefined) return '';
  const parts = data.series.flatMap((s) => {
    const v = s.values[at];
    return finite(v) ? [data.series.length > 1 ? `${s.label} ${format(v)}` : format(v)] : [];
  });
  return `${data.labels[at]}: ${parts.join(', ')}`;
}

// The equipment register as CSV, in the columns the app's export writes and its import reads
// (features/assets/csv): shared by the plant's export and the company archive.
import { loadPapa } from '../lib/csvRead';
import type { Equipment } from './assets';

export const CSV_COLUMNS = [
  'tag',
  'name',
  'description',
  'criticality',
  'parentTag',
  'manufacturer',
  'model',
  'serial',
  'installDate',
  'location',
  'status',
  'meters',
  'equipmentClass',
] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];

/** The equipment as CSV text, by tag, with parents named by tag; opens in spreadsheets as UTF-8. */
export async function equipmentToCsv(items: readonly Equipment[]): Promise<string> {
  const Papa = await loadPapa();
  const tagOf = new Map(items.map((e) => [e.id, e.tag]));
  const data = [...items]
    .sort((a, b) => a.tag.localeCompare(b.tag, 'en', { numeric: true }))
    .map((e) => [
      e.tag,
      e.name,
      e.description,
      String(e.criticality),
      e.parent ? (tagOf.get(e.parent) ?? '') : '',
      e.manufacturer,
      e.model,
      e.serial,
      e.installDate ?? '',
      e.location,
      e.status,
      e.meters.map((m) => `${m.name}:${m.unit}`).join(';'),
      e.equipmentClass ?? '',
    ]);
  return `\uFEFF${Papa.unparse({ fields: [...CSV_COLUMNS], data }, { newline: '\r\n', escapeFormulae: true })}\r\n`;
}

// The company archive: everything a company keeps in Torque, in one zip an admin downloads.
//   manifest.json        what it is, when it was made and by whom, how many documents of each kind
//   json/{kind}.jsonl    every document exactly (one `{"path", "data"}` per line; Firestore's own
//                        types tagged: {"$timestamp"}, {"$geopoint"}, {"$ref"}, {"$bytes"}), for re-import
//   csv/{kind}.csv       the same documents for a spreadsheet: the document's place (site, plant, …,
//                        id) then one column per field (maps as dotted names, lists as JSON)
//   csv/equipment-{site}-{plant}.csv and csv/parts.csv   in the columns of the app's own exports
//   attachments.csv      the index of the files in Storage (the uploads ledger), and, when asked
//   files/…              the files themselves
// Where the data lives is COMPANY_TREE: the export walks it, one collection of one parent at a
// time. Pure: the export service, its page and the tests share it.
import { foldText } from '../lib/keywords';

/** A collection of the company's tree: the archive's name for it, its id, and the collections under each document. */
export interface ArchiveCollection {
  kind: string;
  id: string;
  children?: readonly ArchiveCollection[];
  /** A collection of named documents (settings): read by name, never listed. */
  ids?: readonly string[];
}

const leaf = (kind: string, id = kind): ArchiveCollection => ({ kind, id });

/** The collections under the company root `users/{c}/companies/{c}`. */
export const COMPANY_TREE: readonly ArchiveCollection[] = [
  {
    kind: 'sites',
    id: 'sites',
    children: [
      {
        kind: 'plants',
        id: 'plants',
        children: [
          { kind: 'equipment', id: 'equipment', children: [leaf('readings'), leaf('lastReadings')] },
          { kind: 'workOrders', id: 'workRequests', children: [leaf('workHistory', 'history'), leaf('timeEntries')] },
          leaf('otherCosts'),
          leaf('maintenancePlans'),
          leaf('pmCompliance'),
          leaf('workStats'),
          leaf('meters'),
          leaf('stops'),
          leaf('runStates'),
          leaf('downtimeStats'),
          leaf('scheduleWeeks'),
          leaf('crewDays'),
          leaf('shutdowns'),
          { kind: 'plantSettings', id: 'settings', ids: ['schedule', 'crew'] },
        ],
      },
      { kind: 'storerooms', id: 'storerooms', children: [leaf('stock'), leaf('reservations'), leaf('movements')] },
      leaf('purchaseOrders'),
      leaf('serviceContracts'),
    ],
  },
  leaf('parts'),
  leaf('vendors'),
  {
    kind: 'procedures',
    id: 'procedures',
    children: [leaf('procedureRevisions', 'revisions'), leaf('procedureProposals', 'proposals')],
  },
  {
    kind: 'jobPlans',
    id: 'jobPlans',
    children: [leaf('jobPlanRevisions', 'revisions'), leaf('jobPlanProposals', 'proposals')],
  },
  leaf('uploads'),
  leaf('uploadMonths'),
  { kind: 'companySettings', id: 'settings', ids: ['kpis', 'failureCodes'] },
  leaf('exports'),
];

/**
 * Outside the company root: the company record `users/{c}` (kind `company`), its members and
 * e-mail choices under it, and the invitations and request portals that name the company.
 */
export const OWNER_COLLECTIONS = [leaf('members'), leaf('mailPrefs')] as const;
export const NAMED_COLLECTIONS = [
  { kind: 'invites', id: 'invites', field: 'companyUID' },
  { kind: 'portals', id: 'portals', field: 'company' },
] as const;

/** Every kind the archive can hold, in the order it is written. */
export const ARCHIVE_KINDS: readonly string[] = [
  'company',
  ...OWNER_COLLECTIONS.map((c) => c.kind),
  ...NAMED_COLLECTIONS.map((c) => c.kind),
  ...(function walk(nodes: readonly ArchiveCollection[]): string[] {
    return nodes.flatMap((n) => [n.kind, ...walk(n.children ?? [])]);
  })(COMPANY_TREE),
];

export const ARCHIVE_FORMAT = 'torque-company-archive';
export const ARCHIVE_VERSION = 1;

export interface ArchiveManifest {
  format: typeof ARCHIVE_FORMAT;
  version: number;
  company: string;
  companyName: string;
  /** ISO time the export finished. */
  madeAt: string;
  madeBy: { uid: string; name: string };
  /** Documents of each kind (kinds with none are left out). */
  counts: Record<string, number>;
  /** The files of the attachments index that are in the archive too (0: the index alone). */
  files: number;
  /** SHA-256 (hex) of every other file of the archive, by name: a damaged or edited file shows. */
  checksums: Record<string, string>;
}

/** A Firestore value as the archive's JSON holds it (Firestore's own types tagged). */
export type ArchiveValue =
  | null
  | boolean
  | number
  | string
  | ArchiveValue[]
  | { $timestamp: { seconds: number; nanoseconds: number } }
  | { $geopoint: { latitude: number; longitude: number } }
  | { $ref: string }
  | { $bytes: string }
  | { [field: string]: ArchiveValue };

export interface ArchiveDocument {
  /** The document's full path. */
  path: string;
  data: Record<string, ArchiveValue>;
}

const isTagged = (v: object, tag: string): boolean => Object.keys(v).length === 1 && tag in v;

/** A value as one CSV cell: times as ISO text, lists and maps as JSON, nothing as empty. */
export function cellOf(value: ArchiveValue | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'object') return String(value);
  if (Array.isArray(value)) return JSON.stringify(value.map(plainOf));
  if (isTagged(value, '$timestamp')) {
    const t = (value as { $timestamp: { seconds: number; nanoseconds: number } }).$timestamp;
    return new Date(t.seconds * 1000 + Math.floor(t.nanoseconds / 1e6)).toISOString();
  }
  if (isTagged(value, '$geopoint')) {
    const g = (value as { $geopoint: { latitude: number; longitude: number } }).$geopoint;
    return `${g.latitude},${g.longitude}`;
  }
  if (isTagged(value, '$ref')) return (value as { $ref: string }).$ref;
  if (isTagged(value, '$bytes')) return (value as { $bytes: string }).$bytes;
  return JSON.stringify(plainOf(value));
}

/** A value with its tags read as a person would (times as ISO text), for JSON inside a cell. */
function plainOf(value: ArchiveValue): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(plainOf);
  if (['$timestamp', '$geopoint', '$ref', '$bytes'].some((tag) => isTagged(value, tag))) return cellOf(value);
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plainOf(v)]));
}

/** The fields of a document as CSV columns: maps spread as dotted names (a tagged value is one cell). */
export function flatFields(data: Record<string, ArchiveValue>, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(data)) {
    const name = prefix + key;
    const isMap =
      value !== null &&
      typeof value === 'object' &&
      !Array.isArray(value) &&
      !['$timestamp', '$geopoint', '$ref', '$bytes'].some((tag) => isTagged(value, tag));
    if (isMap && Object.keys(value).length)
      Object.assign(out, flatFields(value as Record<string, ArchiveValue>, `${name}.`));
    else out[name] = cellOf(value);
  }
  return out;
}

/**
 * A document's place as columns: the ids of the collections it is under that vary (site, plant,
 * equipment, …) and its own id, named by collection: `users/c/companies/c/sites/north/plants/pm1/
 * equipment/p1` → { site: 'north', plant: 'pm1', id: 'p1' }.
 */
export function placeOf(path: string): Record<string, string> {
  const parts = path.split('/');
  const place: Record<string, string> = {};
  const singular: Record<string, string> = {
    sites: 'site',
    plants: 'plant',
    equipment: 'equipment',
    workRequests: 'order',
    storerooms: 'storeroom',
    procedures: 'procedure',
  };
  // Skip users/{c}/companies/{c}; name each parent by its collection; the last pair is the id.
  const start = parts[2] === 'companies' ? 4 : 2;
  for (let i = start; i + 1 < parts.length - 1; i += 2) place[singular[parts[i]] ?? parts[i]] = parts[i + 1];
  place.id = parts[parts.length - 1];
  return place;
}

/** The rows of a kind as a table: its place columns, then every field any document has, sorted. */
export function tableOf(docs: readonly ArchiveDocument[]): { fields: string[]; rows: string[][] } {
  const placed = docs.map((d) => ({ place: placeOf(d.path), fields: flatFields(d.data) }));
  const placeColumns = [...new Set(placed.flatMap((p) => Object.keys(p.place)))];
  const fieldColumns = [...new Set(placed.flatMap((p) => Object.keys(p.fields)))]
    .filter((f) => !placeColumns.includes(f))
    .sort((a, b) => a.localeCompare(b, 'en'));
  return {
    fields: [...placeColumns, ...fieldColumns],
    rows: placed.map((p) => [
      ...placeColumns.map((c) => p.place[c] ?? ''),
      ...fieldColumns.map((c) => p.fields[c] ?? ''),
    ]),
  };
}

/** One document as a line of `json/{kind}.jsonl`. */
export const jsonLine = (doc: ArchiveDocument): string => `${JSON.stringify(doc)}\n`;

/** A name made safe for a file inside the archive: "Paper machine 1" → "paper-machine-1". */
export function fileSlug(text: string): string {
  return (
    foldText(text)
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'x'
  );
}

/** "torque-acme-paper-2026-11-28.zip": the company and the day (the device's). */
export function archiveFileName(companyName: string, today = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `torque-${fileSlug(companyName)}-${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}.zip`;
}

export function archiveManifest(input: Omit<ArchiveManifest, 'format' | 'version'>): ArchiveManifest {
  return { format: ARCHIVE_FORMAT, version: ARCHIVE_VERSION, ...input };
}

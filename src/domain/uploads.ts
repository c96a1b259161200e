// Where an uploaded file goes, and the month its bytes count in (the upload allowance).
//
// Every file is announced before it is sent: a reservation in Firestore names the place, the
// size and the uploader, and moves the company's figures for the month by exactly that size in
// the same batch (firestore.rules checks both, and the allowance). Storage accepts an object only
// where a reservation of the same uploader and size names it (storage.rules), so no file is ever
// stored that was not counted. Pure: the service, the uploads saga and the tests share it.

/** The folders that hold files, by the Firestore collection of the thing they belong to. */
export const UPLOAD_KINDS = ['equipment', 'workRequests', 'serviceContracts', 'procedures', 'parts'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/** A folder's place: the company, and the site, plant and item ('' where the kind has none). */
export interface UploadPlace {
  company: string;
  kind: UploadKind;
  site: string;
  plant: string;
  item: string;
}

/** What a reservation stores (users/{company}/companies/{company}/uploads/{storedName}). */
export interface UploadReservation {
  kind: UploadKind;
  site: string;
  plant: string;
  item: string;
  /** Bytes of the file, as Storage will measure it. */
  size: number;
  /** uid of the uploader (Storage requires the same). */
  by: string;
  /** The month ('YYYY-MM', UTC) whose figures it counts in. */
  month: string;
}

/** A company's uploads in one month: bytes and files reserved, and the last file counted. */
export interface UploadMonth {
  month: string;
  bytes: number;
  files: number;
}

/** An object name as the client makes it (storage.rules and firestore.rules use the same pattern). */
export const STORED_NAME = /^[0-9a-z]{1,20}-[A-Za-z0-9._-]{1,179}$/;

const ID = '[A-Za-z0-9_-]{1,128}';
const FOLDERS: [UploadKind, RegExp][] = [
  [
    'equipment',
    new RegExp(`^users/(${ID})/companies/(${ID})/sites/(${ID})/plants/(${ID})/equipment/(${ID})/attachments$`),
  ],
  [
    'workRequests',
    new RegExp(`^users/(${ID})/companies/(${ID})/sites/(${ID})/plants/(${ID})/workRequests/(${ID})/attachments$`),
  ],
  [
    'serviceContracts',
    new RegExp(`^users/(${ID})/companies/(${ID})/sites/(${ID})/serviceContracts/(${ID})/attachments$`),
  ],
  ['procedures', new RegExp(`^users/(${ID})/companies/(${ID})/procedures/(${ID})/attachments$`)],
  ['parts', new RegExp(`^users/(${ID})/companies/(${ID})/parts/(${ID})/attachments$`)],
];

/**
 * The place of an attachments folder, or null for a path that is not one of a company's own
 * folders (the company segment must be the company uid, as the rules require).
 */
export function placeOfFolder(folder: string): UploadPlace | null {
  for (const [kind, pattern] of FOLDERS) {
    const m = pattern.exec(folder);
    if (!m) continue;
    const [, uid, company, ...rest] = m;
    if (uid !== company) return null;
    // The company's own libraries: no site or plant.
    if (kind === 'procedures' || kind === 'parts') return { company, kind, site: '', plant: '', item: rest[0] };
    if (kind === 'serviceContracts') return { company, kind, site: rest[0], plant: '', item: rest[1] };
    return { company, kind, site: rest[0], plant: rest[1], item: rest[2] };
  }
  return null;
}

/** The Storage folder of a place (placeOfFolder's inverse). */
export function folderOf(p: UploadPlace): string {
  const root = `users/${p.company}/companies/${p.company}`;
  switch (p.kind) {
    case 'procedures':
    case 'parts':
      return `${root}/${p.kind}/${p.item}/attachments`;
    case 'serviceContracts':
      return `${root}/sites/${p.site}/serviceContracts/${p.item}/attachments`;
    default:
      return `${root}/sites/${p.site}/plants/${p.plant}/${p.kind}/${p.item}/attachments`;
  }
}

/** The month an upload made at `at` counts in: 'YYYY-MM' in UTC, as the rules compute it. */
export function uploadMonthOf(at: Date): string {
  return `${at.getUTCFullYear()}-${String(at.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** The first moment of the month after `at` (UTC), when the allowance starts again. */
export function nextUploadMonth(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1));
}

// Makes the company archive (domain/companyArchive.ts): reads every document from the server,
// then writes the manifest, one JSON-lines and one CSV file per kind, the equipment of each plant
// and the parts catalogue in the columns of the app's own CSV exports, the attachments' index
// and, when asked, the files; the zip is made in a worker. Progress is reported all along.
import {
  type ArchiveDocument,
  type ArchiveManifest,
  archiveManifest,
  type ArchiveValue,
  cellOf,
  fileSlug,
  jsonLine,
  placeOf,
  tableOf,
} from '../../../domain/companyArchive';
import type { PartUnit, PartValues } from '../../../domain/inventory';
import { folderOf, UPLOAD_KINDS, type UploadKind } from '../../../domain/uploads';
import { loadPapa } from '../../../lib/csvRead';
import { zipWriter } from '../../../lib/zip/zip';
import type { Equipment, EquipmentStatus } from '../../../domain/assets';
import { readCompany, readStoredFile } from '../../../services/firebase/companyArchive';
import { equipmentToCsv } from '../../../domain/equipmentCsv';
import { partsToCsv } from '../../../domain/partsCsv';

export type ArchivePhase =
  | { step: 'reading'; documents: number; done: number; known: number }
  | { step: 'files'; done: number; total: number }
  | { step: 'packing' };

export interface ArchiveResult {
  blob: Blob;
  manifest: ArchiveManifest;
}

/** CSV text that opens in spreadsheets as UTF-8, cells that look like formulas made safe. */
async function csvText(fields: readonly string[], rows: readonly string[][]): Promise<string> {
  const Papa = await loadPapa();
  return `\uFEFF${Papa.unparse({ fields: [...fields], data: rows as string[][] }, { newline: '\r\n', escapeFormulae: true })}\r\n`;
}

const text = (d: Record<string, ArchiveValue>, field: string) => cellOf(d[field]);

/** An equipment document as the app's equipment CSV reads it. */
function asEquipment(doc: ArchiveDocument): Equipment {
  const d = doc.data;
  const meters = Array.isArray(d.meters) ? d.meters : [];
  return {
    id: placeOf(doc.path).id,
    tag: text(d, 'tag'),
    name: text(d, 'name'),
    description: text(d, 'description'),
    criticality: Number(d.criticality ?? 0),
    parent: typeof d.parent === 'string' ? d.parent : null,
    manufacturer: text(d, 'manufacturer'),
    model: text(d, 'model'),
    serial: text(d, 'serial'),
    installDate: text(d, 'installDate') || null,
    location: text(d, 'location'),
    status: text(d, 'status') as EquipmentStatus,
    equipmentClass: text(d, 'equipmentClass') || null,
    meters: meters.map((m) => {
      const meter = (m ?? {}) as Record<string, ArchiveValue>;
      return { id: text(meter, 'id'), name: text(meter, 'name'), unit: text(meter, 'unit') };
    }),
    createdAt: text(d, 'createdAt') || null,
    createdBy: text(d, 'createdBy'),
    updatedAt: text(d, 'updatedAt') || null,
    updatedBy: text(d, 'updatedBy'),
  };
}

/** A part document as the app's parts CSV reads it. */
function asPart(doc: ArchiveDocument): PartValues {
  const d = doc.data;
  return {
    number: text(d, 'number'),
    description: text(d, 'description'),
    unit: text(d, 'unit') as PartUnit,
    category: text(d, 'category'),
    manufacturer: text(d, 'manufacturer'),
    manufacturerNumber: text(d, 'manufacturerNumber'),
    vendor: text(d, 'vendor'),
    unitCost: Number(d.unitCost ?? 0),
    fits: [],
    archived: d.archived === true,
  };
}

/** SHA-256 of the bytes, as hex. */
async function sha256(bytes: Uint8Array): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>));
  return [...digest].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export interface BuildOptions {
  company: string;
  companyName: string;
  madeBy: { uid: string; name: string };
  /** Put the attached files in the archive too (else their index alone). */
  withFiles: boolean;
  onPhase: (phase: ArchivePhase) => void;
  signal?: AbortSignal;
}

export const ATTACHMENT_COLUMNS = [
  'storagePath',
  'fileName',
  'kind',
  'site',
  'plant',
  'item',
  'size',
  'by',
  'at',
  'inArchive',
];

export async function buildArchive(options: BuildOptions): Promise<ArchiveResult> {
  const { company, withFiles, onPhase, signal } = options;
  const byKind = new Map<string, ArchiveDocument[]>();
  const counts = await readCompany(company, {
    signal,
    onDocument: (kind, doc) => {
      const list = byKind.get(kind);
      if (list) list.push(doc);
      else byKind.set(kind, [doc]);
    },
    onProgress: (p) => onPhase({ step: 'reading', ...p }),
  });

  const writer = zipWriter();
  signal?.addEventListener('abort', () => writer.cancel(), { once: true });
  // Every file goes in with its checksum, which the manifest lists (the import checks them).
  const checksums: Record<string, string> = {};
  const zip = {
    async add(name: string, data: Uint8Array | string) {
      const bytes = typeof data === 'string' ? new TextEncoder().encode(data) : data;
      checksums[name] = await sha256(bytes);
      writer.add(name, bytes);
    },
    finish: () => writer.finish(),
    cancel: () => writer.cancel(),
  };
  try {
    for (const [kind, docs] of byKind) {
      await zip.add(`json/${kind}.jsonl`, docs.map(jsonLine).join(''));
      const table = tableOf(docs);
      await zip.add(`csv/${kind}.csv`, await csvText(table.fields, table.rows));
    }
    // The equipment of each plant and the catalogue, as the app's own CSV exports have them.
    const plants = new Map<string, ArchiveDocument[]>();
    for (const doc of byKind.get('equipment') ?? []) {
      const { site, plant } = placeOf(doc.path);
      const key = `${site}/${plant}`;
      plants.set(key, [...(plants.get(key) ?? []), doc]);
    }
    for (const [key, docs] of plants) {
      const [site, plant] = key.split('/');
      await zip.add(
        `csv/equipment-${fileSlug(site)}-${fileSlug(plant)}.csv`,
        await equipmentToCsv(docs.map(asEquipment)),
      );
    }
    const parts = byKind.get('parts') ?? [];
    if (parts.length) await zip.add('csv/parts.csv', await partsToCsv(parts.map(asPart)));

    // The attachments' index (from the uploads ledger) and, when asked, the files.
    const uploads = byKind.get('uploads') ?? [];
    const rows: string[][] = [];
    let files = 0;
    for (const [index, doc] of uploads.entries()) {
      const d = doc.data;
      const kind = text(d, 'kind') as UploadKind;
      const stored = placeOf(doc.path).id;
      if (!UPLOAD_KINDS.includes(kind)) continue;
      const path = `${folderOf({ company, kind, site: text(d, 'site'), plant: text(d, 'plant'), item: text(d, 'item') })}/${stored}`;
      let inArchive = '';
      if (withFiles) {
        if (signal?.aborted) throw new DOMException('The export was stopped.', 'AbortError');
        onPhase({ step: 'files', done: index, total: uploads.length });
        const bytes = await readStoredFile(path);
        if (bytes) {
          await zip.add(`files/${path}`, bytes);
          files++;
          inArchive = 'yes';
        } else inArchive = 'removed';
      }
      rows.push([
        path,
        stored.replace(/^[0-9a-z]+-/, ''),
        kind,
        text(d, 'site'),
        text(d, 'plant'),
        text(d, 'item'),
        text(d, 'size'),
        text(d, 'by'),
        text(d, 'at'),
        inArchive,
      ]);
    }
    await zip.add('attachments.csv', await csvText(ATTACHMENT_COLUMNS, rows));

    const manifest = archiveManifest({
      company,
      companyName: options.companyName,
      madeAt: new Date().toISOString(),
      madeBy: options.madeBy,
      counts,
      files,
      checksums,
    });
    writer.add('manifest.json', `${JSON.stringify(manifest, null, 2)}\n`);
    onPhase({ step: 'packing' });
    return { blob: await zip.finish(), manifest };
  } catch (error) {
    zip.cancel();
    throw error;
  }
}

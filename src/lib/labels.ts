// A label's QR code: what it holds (written by the label pages) and what a scan of it means (read
// by the scanner), in one place. An equipment label holds the address of the equipment's page,
// naming its plant, so a phone whose saved plant is another one switches to the label's
// (PlantGate); a part label holds the address of the part's page (the catalogue is the
// company's, so no plant is named).

/** The address an equipment label's QR code opens. */
export const equipmentUrl = (id: string, at: { site: string; plant: string } | null, origin = window.location.origin) =>
  `${origin}/app/assets/equipment/${encodeURIComponent(id)}${at ? `?site=${encodeURIComponent(at.site)}&plant=${encodeURIComponent(at.plant)}` : ''}`;

/** The address a part label's QR code opens. */
export const partUrl = (id: string, origin = window.location.origin) =>
  `${origin}/app/inventory/parts/${encodeURIComponent(id)}`;

/** What a scanned code is. */
export type LabelRead =
  /** One of our equipment labels: the equipment's id and, when named, its plant. */
  | { kind: 'equipment'; id: string; site: string | null; plant: string | null; path: string }
  /** One of our part labels: the part's id. */
  | { kind: 'part'; id: string; path: string }
  /** A label of another Torque address (another deployment): opens nothing. */
  | { kind: 'elsewhere'; host: string }
  /** A web address that is not a label. */
  | { kind: 'link'; host: string }
  /** Any other text (a serial number, another system's code), shown as it is. */
  | { kind: 'text'; text: string };

const EQUIPMENT_PATH = /^\/app\/assets\/equipment\/([^/]+)$/;
const PART_PATH = /^\/app\/inventory\/parts\/([^/]+)$/;
const ID = /^[A-Za-z0-9_-]{1,128}$/;

/** The id a path's last segment names, when it is a well-formed one. */
function idIn(match: RegExpExecArray | null): string | null {
  if (!match) return null;
  try {
    const id = decodeURIComponent(match[1]);
    return ID.test(id) ? id : null;
  } catch {
    return null;
  }
}

/** What the text of a scanned code is, for a page at `origin` (e.g. https://torque.example.com). */
export function readLabel(text: string, origin: string): LabelRead {
  const trimmed = text.trim();
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return { kind: 'text', text: trimmed.slice(0, 200) };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { kind: 'text', text: trimmed.slice(0, 200) };
  const equipment = idIn(EQUIPMENT_PATH.exec(url.pathname));
  const part = equipment ? null : idIn(PART_PATH.exec(url.pathname));
  if (!equipment && !part) return { kind: 'link', host: url.host };
  if (url.origin !== origin) return { kind: 'elsewhere', host: url.host };
  if (part) return { kind: 'part', id: part, path: `/app/inventory/parts/${encodeURIComponent(part)}` };
  const id = equipment!;
  const site = url.searchParams.get('site');
  const plant = url.searchParams.get('plant');
  const named = site && plant && ID.test(site) && ID.test(plant);
  return {
    kind: 'equipment',
    id,
    site: named ? site : null,
    plant: named ? plant : null,
    path: `/app/assets/equipment/${encodeURIComponent(id)}${named ? `?site=${encodeURIComponent(site)}&plant=${encodeURIComponent(plant)}` : ''}`,
  };
}

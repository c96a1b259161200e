// An equipment label's QR code: what it holds (written by the labels page) and what a scan of it
// means (read by the scanner), in one place. It holds the address of the equipment's page, naming
// its plant, so a phone whose saved plant is another one switches to the label's (PlantGate).

/** The address a label's QR code opens. */
export const equipmentUrl = (id: string, at: { site: string; plant: string } | null, origin = window.location.origin) =>
  `${origin}/app/assets/equipment/${encodeURIComponent(id)}${at ? `?site=${encodeURIComponent(at.site)}&plant=${encodeURIComponent(at.plant)}` : ''}`;

/** What a scanned code is. */
export type LabelRead =
  /** One of our equipment labels: the equipment's id and, when named, its plant. */
  | { kind: 'equipment'; id: string; site: string | null; plant: string | null; path: string }
  /** An equipment label of another Torque address (another deployment): opens nothing. */
  | { kind: 'elsewhere'; host: string }
  /** A web address that is not an equipment label. */
  | { kind: 'link'; host: string }
  /** Any other text (a serial number, another system's code), shown as it is. */
  | { kind: 'text'; text: string };

const EQUIPMENT_PATH = /^\/app\/assets\/equipment\/([^/]+)$/;
const ID = /^[A-Za-z0-9_-]{1,128}$/;

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
  const match = EQUIPMENT_PATH.exec(url.pathname);
  let id: string | null = null;
  try {
    id = match ? decodeURIComponent(match[1]) : null;
  } catch {
    id = null;
  }
  if (!id || !ID.test(id)) return { kind: 'link', host: url.host };
  if (url.origin !== origin) return { kind: 'elsewhere', host: url.host };
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

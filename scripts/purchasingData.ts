// The demo's purchasing: a vendor for each preferred vendor the demo's parts name (with a contact,
// an address, a phone and a lead time), and on the first site a few purchase orders as the app
// writes them — one sent to the vendor and waiting for its goods, one approved, one draft, one
// cancelled. None has been received yet, so the stock ledger stays the inventory seed's.
// Deterministic for a day.
import { type PoLine, type PoStatus } from '../src/domain/purchasing';
import { DEMO_PARTS } from './inventoryData.ts';
import { randomFrom } from './seedRandom.ts';

const VENDORS: Record<string, { contact: string; phone: string; leadTimeDays: number }> = {
  'Nordic Bearings': { contact: 'Karin Lund', phone: '+46 31 555 0140', leadTimeDays: 5 },
  'Flow Parts': { contact: 'Sales desk', phone: '+44 161 555 0199', leadTimeDays: 7 },
  'Drive Supply': { contact: 'Marco Testa', phone: '+39 02 5550 1822', leadTimeDays: 4 },
  'Hydraulic Centre': { contact: 'Ana Sousa', phone: '+351 21 555 0107', leadTimeDays: 3 },
  'Air Systems': { contact: 'Service team', phone: '+49 89 5550 4411', leadTimeDays: 10 },
  'Lube Direct': { contact: 'Order line', phone: '+34 91 555 0133', leadTimeDays: 2 },
  'Electro Wholesale': { contact: 'Counter', phone: '+33 1 55 50 12 12', leadTimeDays: 1 },
  'Mill Supplies': { contact: 'Piet de Vries', phone: '+31 20 555 0175', leadTimeDays: 14 },
};

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** The vendors the demo parts name, by id. */
export function demoVendors(): {
  id: string;
  name: string;
  contact: string;
  email: string;
  phone: string;
  leadTimeDays: number;
}[] {
  const names = [...new Set(DEMO_PARTS.map((p) => p.vendor))].sort();
  return names.map((name) => {
    const known = VENDORS[name] ?? { contact: '', phone: '', leadTimeDays: 7 };
    return { id: slug(name), name, email: `orders@${slug(name)}.example`, ...known };
  });
}

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** The vendors and the first site's purchase orders, as documents. */
export function purchasingDocuments(
  uid: string,
  site: string,
  who: { uid: string; name: string },
  now: Date,
): [string, Record<string, unknown>][] {
  const random = randomFrom(Number(now.toISOString().slice(0, 10).replaceAll('-', '')) + 4040);
  const company = `users/${uid}/companies/${uid}`;
  const yearAgo = new Date(now.getTime() - 360 * 86_400_000);
  const docs: [string, Record<string, unknown>][] = demoVendors().map(({ id, ...v }) => [
    `${company}/vendors/${id}`,
    { ...v, archived: false, createdAt: yearAgo, createdBy: uid, updatedAt: yearAgo, updatedBy: uid },
  ]);
  const vendors = new Map(demoVendors().map((v) => [v.name, v]));
  const line = (partId: string, quantity: number): PoLine => {
    const p = DEMO_PARTS.find((x) => x.id === partId)!;
    return {
      partId,
      number: p.number,
      description: p.description,
      unit: p.unit,
      quantity,
      unitCost: p.unitCost,
      received: 0,
    };
  };
  const order = (daysAgo: number, status: PoStatus, vendorName: string, lines: PoLine[], note = '') => {
    const at = new Date(now.getTime() - daysAgo * 86_400_000);
    const day = at.toISOString().slice(0, 10).replaceAll('-', '');
    const code = Array.from({ length: 4 }, () => ALPHABET[Math.floor(random() * 32)]).join('');
    const vendor = vendors.get(vendorName)!;
    docs.push([
      `${company}/sites/${site}/purchaseOrders/PO-${day}-${code}`,
      {
        vendorId: vendor.id,
        vendorName: vendor.name,
        store: 'main',
        status,
        lines,
        open: lines.length,
        note,
        lastReceipt: null,
        lastLine: null,
        approvedBy: ['approved', 'ordered'].includes(status) ? uid : null,
        createdAt: at,
        createdBy: who.uid,
        createdByName: who.name,
        updatedAt: at,
        updatedBy: who.uid,
      },
    ]);
  };
  order(12, 'cancelled', 'Drive Supply', [line('belt-spa-1250', 4)], 'Ordered twice by mistake.');
  order(3, 'ordered', 'Nordic Bearings', [line('brg-6310', 4), line('brg-22220', 2)]);
  order(1, 'approved', 'Hydraulic Centre', [line('hose-hyd-12', 6)]);
  order(0, 'draft', 'Electro Wholesale', [line('fuse-gg-63', 20), line('cont-3rt-37', 2)]);
  return docs;
}

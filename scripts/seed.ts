#!/usr/bin/env node
// Seeds the running emulators with the demo company: an admin and an editor, and its asset
// register (two sites, three plants, a few hundred pieces of equipment: scripts/plantData.ts), its
// work orders (320 over the last 12 months, every status, with history: scripts/workData.ts), its
// preventive maintenance (about 40 plans in paper machine 1 and a few in the other plants, with a
// year of preventive orders and meter readings: scripts/plansData.ts) and its annual service
// contracts (one of each of the 24 categories, with visit orders: scripts/contractsData.ts), and
// each plant's work-figures rollup of all those orders (scripts/statsData.ts).
// Safe to run again (existing accounts are reused, records rewritten under fixed ids). Uses the emulators' REST APIs; the
// Firestore emulator accepts `Authorization: Bearer owner` as an admin that bypasses the rules.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Role } from '../src/domain/statusMachine';
import { contractDocuments, demoContracts, type SeedVisitOrderData } from './contractsData.ts';
import { DEMO_PLANS } from './planCatalogue.ts';
import { planDocuments, planHistory, type SeedPmOrder } from './plansData.ts';
import { demoProcedures } from './proceduresData.ts';
import { demoJobPlans } from './jobPlansData.ts';
import { demoShutdownDocument } from './shutdownsData.ts';
import { DEMO_SITES, summaryOf, type SeedItem } from './plantData.ts';
import { workStatsDocuments } from './statsData.ts';
import { demoStops, downtimeDocuments } from './downtimeData.ts';
import { DEMO_FAILURE_EXTENSIONS } from './failureCodesData.ts';
import { DEMO_PARTS, demoFits, inventoryDocuments } from './inventoryData.ts';
import { purchasingDocuments } from './purchasingData.ts';
import { otherCostDocuments } from './otherCostsData.ts';
import { demoPortalDocument } from './portalData.ts';
import { frozenWeekDocuments } from './scheduleWeeksData.ts';
import { operatingUnits } from '../src/domain/assets';
import { crewDayId } from '../src/domain/board';
import { addDays, dayOf, mondayOf } from '../src/lib/days';
import { demoWorkOrders, workDocuments, type Person, type SeedOrder } from './workData.ts';

/** The parts of .firebaserc and firebase.json the script reads. */
interface Firebaserc {
  projects: { default: string };
}
interface FirebaseJson {
  emulators: Record<'auth' | 'firestore', { host?: string; port: number }>;
}

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const firebaseJson = JSON.parse(readFileSync(path.join(ROOT, 'firebase.json'), 'utf8')) as FirebaseJson;
const rc = JSON.parse(readFileSync(path.join(ROOT, '.firebaserc'), 'utf8')) as Firebaserc;
const PROJECT = process.env.GCLOUD_PROJECT || rc.projects.default;
const hostOf = (name: keyof FirebaseJson['emulators']) => {
  const e = firebaseJson.emulators[name];
  return `http://${e.host ?? '127.0.0.1'}:${e.port}`;
};
const AUTH = process.env.FIREBASE_AUTH_EMULATOR_HOST
  ? `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`
  : hostOf('auth');
const FIRESTORE = process.env.FIRESTORE_EMULATOR_HOST
  ? `http://${process.env.FIRESTORE_EMULATOR_HOST}`
  : hostOf('firestore');

/** A demo account: its role in the company, name and email. */
export interface DemoAccount {
  role: Role;
  displayName: string;
  email: string;
}

/** A demo account as seeded, with its Auth uid. */
export interface SeededAccount extends DemoAccount {
  uid: string;
}

export const DEMO_PASSWORD = 'torque-demo';
export const DEMO_ACCOUNTS: DemoAccount[] = [
  { role: 'admin', displayName: 'Alex Admin', email: 'admin@demo.torque.test' },
  { role: 'editor', displayName: 'Eve Editor', email: 'editor@demo.torque.test' },
];

/** A document to write: its path and its fields. */
export type SeedDocument = readonly [path: string, data: object];

async function call<T>(url: string, body?: object, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(url, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json().catch(() => ({}))) as { error?: { message?: string } };
  if (!response.ok) {
    const error = Object.assign(new Error(json.error?.message ?? `${response.status} ${response.statusText}`), {
      status: response.status,
    });
    throw error;
  }
  return json as T;
}

const identity = (method: string) => `${AUTH}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=demo-api-key`;

/** The account's uid, creating it (with its display name) if it does not exist yet. */
async function ensureAccount({ email, displayName }: DemoAccount): Promise<string> {
  try {
    const { localId, idToken } = await call<{ localId: string; idToken: string }>(identity('signUp'), {
      email,
      password: DEMO_PASSWORD,
      returnSecureToken: true,
    });
    await call(identity('update'), { idToken, displayName, returnSecureToken: false });
    return localId;
  } catch (error) {
    if (!(error instanceof Error && error.message.includes('EMAIL_EXISTS'))) throw error;
    const { localId } = await call<{ localId: string }>(identity('signInWithPassword'), {
      email,
      password: DEMO_PASSWORD,
      returnSecureToken: true,
    });
    return localId;
  }
}

/** A value as the Firestore REST API takes it. */
type RestValue =
  | { nullValue: null }
  | { timestampValue: string }
  | { arrayValue: { values: RestValue[] } }
  | { booleanValue: boolean }
  | { integerValue: string }
  | { doubleValue: number }
  | { mapValue: { fields: RestFields } }
  | { stringValue: string };
type RestFields = Record<string, RestValue>;
/** A field's value as the seed writes it: objects are maps, Dates timestamps, arrays arrays. */
type FieldValue = string | number | boolean | null | undefined | object;

/** A JavaScript value as a Firestore REST value. */
function toValue(value: FieldValue): RestValue {
  if (value === null) return { nullValue: null };
  if (value instanceof Date) return { timestampValue: value.toISOString() };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(toValue) } };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number')
    return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  if (typeof value === 'object') return { mapValue: { fields: toFields(value) } };
  return { stringValue: String(value) };
}
const toFields = (object: object): RestFields =>
  Object.fromEntries((Object.entries(object) as [string, FieldValue][]).map(([k, v]) => [k, toValue(v)]));

async function writeDoc(docPath: string, data: object) {
  const url = `${FIRESTORE}/v1/projects/${PROJECT}/databases/(default)/documents/${docPath}`;
  const response = await fetch(url, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
    body: JSON.stringify({ fields: toFields(data) }),
  });
  if (!response.ok) throw new Error(`writing ${docPath}: ${response.status} ${await response.text()}`);
}

/**
 * Writes (replaces) many documents, 500 to a commit, `parallel` commits at a time. `docs` is a
 * list of [path, data].
 */
export async function writeDocs(docs: readonly SeedDocument[], { parallel = 1 }: { parallel?: number } = {}) {
  const base = `projects/${PROJECT}/databases/(default)/documents`;
  const commit = async (slice: readonly SeedDocument[]) => {
    const writes = slice.map(([docPath, data]) => ({
      update: { name: `${base}/${docPath}`, fields: toFields(data) },
    }));
    const response = await fetch(`${FIRESTORE}/v1/${base}:commit`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
      body: JSON.stringify({ writes }),
    });
    if (!response.ok)
      throw new Error(`committing ${writes.length} documents: ${response.status} ${await response.text()}`);
  };
  const slices: (readonly SeedDocument[])[] = [];
  for (let i = 0; i < docs.length; i += 500) slices.push(docs.slice(i, i + 500));
  let next = 0;
  const worker = async () => {
    while (next < slices.length) await commit(slices[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(parallel, slices.length) }, worker));
}

/** Deletes documents (paths), 500 to a commit (the bench undoes its generated orders with it). */
export async function deleteDocs(paths: readonly string[]) {
  const base = `projects/${PROJECT}/databases/(default)/documents`;
  for (let i = 0; i < paths.length; i += 500) {
    const writes = paths.slice(i, i + 500).map((p) => ({ delete: `${base}/${p}` }));
    const response = await fetch(`${FIRESTORE}/v1/${base}:commit`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
      body: JSON.stringify({ writes }),
    });
    if (!response.ok)
      throw new Error(`deleting ${writes.length} documents: ${response.status} ${await response.text()}`);
  }
}

/** One answer of a batchGet: the document found, or the name of one missing. */
interface BatchGetItem {
  found?: { name: string };
  missing?: string;
}

/** Which of `paths` exist (a Set of them), read with the rules bypassed. */
export async function existingDocs(paths: readonly string[]): Promise<Set<string>> {
  const base = `projects/${PROJECT}/databases/(default)/documents`;
  const found = new Set<string>();
  for (let i = 0; i < paths.length; i += 300) {
    const response = await fetch(`${FIRESTORE}/v1/${base}:batchGet`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
      body: JSON.stringify({ documents: paths.slice(i, i + 300).map((p) => `${base}/${p}`) }),
    });
    if (!response.ok) throw new Error(`reading ${paths.length} documents: ${response.status} ${await response.text()}`);
    const text = await response.text();
    // A JSON array of { found: { name } } or { missing: name } (one object per line in some servers).
    const items = JSON.parse(text.trim().startsWith('[') ? text : `[${text.trim().split('\n').join(',')}]`) as (
      BatchGetItem | BatchGetItem[]
    )[];
    for (const item of items.flat()) if (item.found) found.add(item.found.name.slice(base.length + 1));
  }
  return found;
}

/** What seedPlant writes: the company (`uid`), who created it, the site, the plant and its equipment. */
export interface SeedPlantOptions {
  uid: string;
  createdBy?: string;
  site: string;
  siteName: string;
  plant: string;
  plantName: string;
  equipment: readonly SeedItem[];
  at?: Date;
}

/** The plant key the app saves under `__theme_selected_plant`. */
export interface SeededPlantKey {
  uid: string;
  company: string;
  site: string;
  plant: string;
}

/**
 * One site and one plant of company `uid` with its equipment (`[{ id, input }]`, parents first):
 * each equipment document with exactly its 16 fields, and the plant's `equipments` summary to
 * match. Returns the plant key the app saves under `__theme_selected_plant`.
 */
export async function seedPlant({
  uid,
  createdBy = uid,
  site,
  siteName,
  plant,
  plantName,
  equipment,
  at = new Date(),
}: SeedPlantOptions): Promise<SeededPlantKey> {
  const sitePath = `users/${uid}/companies/${uid}/sites/${site}`;
  const plantPath = `${sitePath}/plants/${plant}`;
  await writeDocs([[sitePath, { name: siteName, archived: false, createdAt: at, createdBy }]]);
  await writeDocs(
    equipment.map(({ id, input }): SeedDocument => [
      `${plantPath}/equipment/${id}`,
      { ...input, createdAt: at, createdBy, updatedAt: at, updatedBy: createdBy },
    ]),
  );
  await writeDocs([
    [
      plantPath,
      {
        name: plantName,
        archived: false,
        createdAt: at,
        createdBy,
        equipments: equipment.map(({ id, input }) => summaryOf(id, input)),
      },
    ],
  ]);
  return { uid, company: uid, site, plant };
}

/** The demo company's sites, plants and equipment. */
export async function seedAssets(adminUid: string, at?: Date): Promise<number> {
  let count = 0;
  for (const site of DEMO_SITES)
    for (const plant of site.plants) {
      const equipment = plant.equipment();
      count += equipment.length;
      await seedPlant({
        uid: adminUid,
        site: site.id,
        siteName: site.name,
        plant: plant.id,
        plantName: plant.name,
        equipment,
        at,
      });
    }
  return count;
}

/**
 * The demo company's work orders and their history, raised by the demo admin and editor
 * (`accounts`: [{ uid, role, displayName }]). Returns the orders written.
 */
export async function seedWork(
  adminUid: string,
  accounts: readonly SeededAccount[],
  now = new Date(),
): Promise<SeedOrder[]> {
  const person = (role: Role): Person => {
    const a = accounts.find((x) => x.role === role)!;
    return { uid: a.uid, name: a.displayName };
  };
  const { orders } = demoWorkOrders({ admin: person('admin'), editor: person('editor') }, now);
  await writeDocs(workDocuments(adminUid, orders), { parallel: 2 });
  return orders;
}

/** People as the data scripts name them: { admin, editor } of { uid, name }. */
const peopleOf = (accounts: readonly SeededAccount[]) =>
  Object.fromEntries(
    (['admin', 'editor'] as const).map((role) => {
      const a = accounts.find((x) => x.role === role)!;
      return [role, { uid: a.uid, name: a.displayName }];
    }),
  ) as { admin: Person; editor: Person };

/**
 * Weekly crew hours per craft of the demo plants (`settings/schedule`), so the weekly
 * schedule and the plans' 12-week forecast compare their hours with a capacity.
 */
export const DEMO_CAPACITY: Record<string, Record<string, number>> = {
  pm1: { Mechanical: 80, Electrical: 40, Instrumentation: 16, Lubrication: 20 },
  pm2: { Mechanical: 60, Electrical: 32, Instrumentation: 12, Lubrication: 16 },
  conv: { Mechanical: 40, Electrical: 16, Instrumentation: 8, Lubrication: 8 },
};

/**
 * The planner's board's crew in each demo plant: the admin (mechanical, lubrication) and the
 * editor (mechanical, electrical, instrumentation), 8 h on weekdays; hot work only on weekdays;
 * and next week the editor is on a half-day course on Wednesday.
 */
function crewDocuments(plantPath: string, people: { admin: Person; editor: Person }, now: Date): SeedDocument[] {
  const weekdays = [1, 2, 3, 4, 5];
  const wednesday = addDays(mondayOf(dayOf(now)), 9);
  return [
    [
      `${plantPath}/settings/crew`,
      {
        people: {
          [people.admin.uid]: { crafts: ['Mechanical', 'Lubrication'], hours: 8, days: weekdays },
          [people.editor.uid]: { crafts: ['Mechanical', 'Electrical', 'Instrumentation'], hours: 8, days: weekdays },
        },
        permitDays: { 'HWP-FM': weekdays, 'HWP-CM': weekdays, 'HWP-FG': weekdays },
        updatedAt: now,
        updatedBy: people.admin.uid,
      },
    ],
    [
      `${plantPath}/crewDays/${crewDayId(people.editor.uid, wednesday)}`,
      {
        uid: people.editor.uid,
        day: wednesday,
        kind: 'training',
        hours: 4,
        note: 'Vibration analysis course',
        updatedAt: now,
        updatedBy: people.admin.uid,
      },
    ],
  ];
}

/** Each craft's labour rate per hour (the company's currency), the same in every plant. */
export const DEMO_RATES: Record<string, number> = {
  Mechanical: 58,
  Electrical: 64,
  Instrumentation: 70,
  Lubrication: 45,
};

/** What seedPlans wrote: the counts, the orders written and each plant's plans ({ id, title }). */
export interface SeededPlans {
  plans: number;
  orders: number;
  readings: number;
  due: number;
  documents: number;
  written: SeedPmOrder[];
  byPlant: Record<string, { id: string; title: string }[]>;
}

/**
 * The demo plants' maintenance plans with a year of history (their preventive orders and history,
 * meter readings and last readings) and the schedule capacity. Returns the counts, and the
 * orders written (`written`).
 */
export async function seedPlans(
  adminUid: string,
  accounts: readonly SeededAccount[],
  now = new Date(),
): Promise<SeededPlans> {
  const people = peopleOf(accounts);
  const docs: SeedDocument[] = [];
  const counts = { plans: 0, orders: 0, readings: 0, due: 0 };
  const written: SeedPmOrder[] = [];
  /** Each plant's plans ({ id, title }): the procedures library links one. */
  const byPlant: SeededPlans['byPlant'] = {};
  for (const site of DEMO_SITES)
    for (const p of site.plants) {
      const key = { site: site.id, plant: p.id };
      const history = planHistory({
        plant: { ...key, equipment: p.equipment() },
        specs: DEMO_PLANS[p.id],
        people,
        now,
      });
      docs.push(...planDocuments(adminUid, key, history));
      docs.push([
        `users/${adminUid}/companies/${adminUid}/sites/${site.id}/plants/${p.id}/settings/schedule`,
        { capacity: DEMO_CAPACITY[p.id], rates: DEMO_RATES, updatedAt: now, updatedBy: adminUid },
      ]);
      docs.push(
        ...crewDocuments(`users/${adminUid}/companies/${adminUid}/sites/${site.id}/plants/${p.id}`, people, now),
      );
      byPlant[p.id] = history.plans.map((x) => ({ id: x.id, title: x.data.title }));
      counts.plans += history.plans.length;
      counts.orders += history.orders.length;
      written.push(...history.orders);
      counts.readings += history.readings.length;
      counts.due += history.due.length;
    }
  await writeDocs(docs, { parallel: 4 });
  return { ...counts, documents: docs.length, written, byPlant };
}

/** What seedContracts wrote: the counts, and the visit orders written. */
export interface SeededContracts {
  contracts: number;
  orders: number;
  documents: number;
  written: SeedOrder<SeedVisitOrderData>[];
}

/**
 * The demo sites' service contracts and the work orders of their visits. Returns the counts, and
 * the orders written (`written`).
 */
export async function seedContracts(
  adminUid: string,
  accounts: readonly SeededAccount[],
  now = new Date(),
): Promise<SeededContracts> {
  const result = demoContracts({ sites: DEMO_SITES, people: peopleOf(accounts), now });
  const docs = contractDocuments(adminUid, result);
  await writeDocs(docs, { parallel: 2 });
  return {
    contracts: result.contracts.length,
    orders: result.orders.length,
    documents: docs.length,
    written: result.orders,
  };
}

function splitName(name: string) {
  const i = name.indexOf(' ');
  return i < 0 ? { firstName: name, lastName: '' } : { firstName: name.slice(0, i), lastName: name.slice(i + 1) };
}

/** The demo company's name (docs/design.md §3: asked at registration, renamed by admins). */
export const DEMO_COMPANY_NAME = 'Northfield Paper Mill';

/** What `seed()` wrote: the accounts (admin first), with the counts of what the company has. */
export type SeedResult = SeededAccount[] & {
  equipment: number;
  procedures: number;
  workOrders: number;
  stops: number;
  plans: SeededPlans;
  contracts: SeededContracts;
};

export async function seed(): Promise<SeedResult> {
  const accounts: SeededAccount[] = [];
  for (const account of DEMO_ACCOUNTS) accounts.push({ ...account, uid: await ensureAccount(account) });
  const admin = accounts[0];
  // A week ago, so the demo members show under the default data filter (one month back).
  const created = new Date(Math.floor((Date.now() - 7 * 86_400_000) / 1000) * 1000);
  const users = accounts.map((a) => ({
    id: a.uid,
    userType: a.role,
    email: a.email,
    ...splitName(a.displayName),
    accountCreated: created,
  }));
  for (const account of accounts) {
    await writeDoc(`users/${account.uid}`, {
      displayName: account.displayName,
      companyEmail: admin.email,
      users: account === admin ? users : users.filter((u) => u.id === account.uid),
      companyUID: admin.uid,
      // The demo company is on the paid plan, with its counters as written here: the
      // browser tests add members, sites and plants to it beyond the Free plan's limits.
      ...(account === admin
        ? {
            companyName: DEMO_COMPANY_NAME,
            paid: true,
            memberCount: accounts.length,
            siteCount: DEMO_SITES.length,
            plantCount: DEMO_SITES.flatMap((s) => s.plants).length,
            partCount: DEMO_PARTS.length,
          }
        : {}),
    });
    // The membership the rules trust (docs/design.md §3).
    await writeDoc(`users/${admin.uid}/members/${account.uid}`, {
      role: account.role,
      email: account.email,
      displayName: account.displayName,
      joinedAt: created,
    });
  }
  const equipment = await seedAssets(admin.uid, created);
  const now = new Date();
  const [work, plans, contracts] = await Promise.all([
    seedWork(admin.uid, accounts, now),
    seedPlans(admin.uid, accounts, now),
    seedContracts(admin.uid, accounts, now),
  ]);
  // The work figures rollup of every demo plant, from all the orders written there.
  await writeDocs(workStatsDocuments(admin.uid, [...work, ...plans.written, ...contracts.written], now));
  // Downtime: a stop for each breakdown, some for other reasons, the run states and the rollup.
  const units = Object.fromEntries(
    DEMO_SITES.flatMap((site) =>
      site.plants.map((p) => [
        `${site.id}/${p.id}`,
        operatingUnits(p.equipment().map((e) => summaryOf(e.id, e.input))).map((e) => e.id),
      ]),
    ),
  );
  const classes = new Map(
    DEMO_SITES.flatMap((site) =>
      site.plants.flatMap((p) => p.equipment().map((e) => [`${site.id}/${p.id}/${e.id}`, e.input.equipmentClass])),
    ),
  );
  await writeDoc(`users/${admin.uid}/companies/${admin.uid}/settings/failureCodes`, {
    ...DEMO_FAILURE_EXTENSIONS,
    updatedAt: now,
    updatedBy: admin.uid,
  });
  const stops = demoStops(
    work,
    units,
    { uid: admin.uid, name: admin.displayName },
    now,
    (plant, eqid) => classes.get(`${plant}/${eqid}`) ?? null,
  );
  await writeDocs(downtimeDocuments(admin.uid, stops, now));
  // Spare parts: the catalogue, a main storeroom per site, a year of movements and the stock they make.
  await writeDocs(
    inventoryDocuments(
      admin.uid,
      DEMO_SITES.map((s) => s.id),
      work,
      { uid: admin.uid, name: admin.displayName },
      now,
      demoFits(classes),
    ),
  );
  // Other costs on about one completed order in ten (a contractor's invoice, a hire, travel).
  await writeDocs(otherCostDocuments(admin.uid, work, { uid: admin.uid, name: admin.displayName }, now));
  // Purchasing: the parts' vendors, and a few purchase orders on the first site (none received yet).
  await writeDocs(purchasingDocuments(admin.uid, DEMO_SITES[0].id, { uid: admin.uid, name: admin.displayName }, now));
  // Each week's schedule of the last quarter, frozen (schedule compliance by SMRP 5.4.4).
  await writeDocs(frozenWeekDocuments(admin.uid, [...work, ...plans.written, ...contracts.written], now));
  // The request portal of the first plant (its fixed key: portalData.ts).
  const [site] = DEMO_SITES;
  await writeDocs([
    demoPortalDocument(
      admin.uid,
      site.id,
      site.plants[0],
      site.plants[0].equipment().map(({ id, input }) => summaryOf(id, input)),
      now,
    ),
  ]);
  // The procedures library, linked to pm1's equipment and one of its plans.
  const procedures = demoProcedures({ uid: admin.uid, people: peopleOf(accounts), plans: plans.byPlant.pm1, now });
  await writeDocs(procedures);
  // The job plans (standard jobs); one asks for the stock pump's LOTO procedure.
  await writeDocs(demoJobPlans({ uid: admin.uid, people: peopleOf(accounts), now }));
  // A shutdown of the first plant's first area two weeks ahead, with the open work on it planned in.
  const first = site.plants[0];
  await writeDocs([
    demoShutdownDocument(admin.uid, { site: site.id, plant: first.id, equipment: first.equipment() }, work, now),
  ]);
  return Object.assign(accounts, {
    equipment,
    procedures: procedures.filter(([p]) => /\/procedures\/[^/]+$/.test(p)).length,
    workOrders: work.length,
    stops: stops.length,
    plans,
    contracts,
  });
}

/** What `seed()` wrote (its result), in a sentence. */
export function seedSummary(accounts: SeedResult): string {
  return (
    `Seeded project ${PROJECT}: ${accounts.map((a) => `${a.email} (${a.role})`).join(', ')}; password ${DEMO_PASSWORD}; ` +
    `${DEMO_SITES.length} sites, ${DEMO_SITES.flatMap((s) => s.plants).length} plants, ${accounts.equipment} pieces of equipment, ` +
    `${accounts.workOrders} work orders, ${accounts.stops} stops of equipment; ${accounts.plans.plans} maintenance plans with ${accounts.plans.orders} preventive orders ` +
    `and ${accounts.plans.readings} meter readings (${accounts.plans.due} plans due now); ` +
    `${accounts.contracts.contracts} service contracts with ${accounts.contracts.orders} visit orders; ` +
    `${accounts.procedures} procedures`
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(seedSummary(await seed()));
}

// The procedures linked to a piece of equipment and a plan against the emulators (run
// strict: the query needs no composite index): one live query over `links`, archived and
// unlinked procedures left out, safety first, and a procedure linked later arriving live.
// Procedures are written over REST with the emulator's owner token (the library's pages and
// rules are another branch's); members read them through the rules.
import { describe, expect, it } from 'vitest';
import { paths } from '../../services/firebase/collections';
import { equipmentLink, planLink } from '../../services/firebase/procedures';
import { adminInPlant, emulatorSuite } from '../../testing/emulatorCompany';
import { liveKitFeature } from '../../store/liveKit';
import { linkedProcedures } from './linkedProceduresSlice';
import { until } from '../../testing/until';

emulatorSuite();

const PROJECT = process.env.GCLOUD_PROJECT || 'demo-torque';
const HOST = process.env.FIRESTORE_EMULATOR_HOST || '127.0.0.1:8080';

const value = (v: unknown): unknown =>
  Array.isArray(v)
    ? { arrayValue: { values: v.map(value) } }
    : typeof v === 'number'
      ? { integerValue: String(v) }
      : typeof v === 'boolean'
        ? { booleanValue: v }
        : { stringValue: String(v) };

/** Writes a procedure with the rules bypassed. */
async function writeProcedure(company: string, id: string, fields: Record<string, unknown>) {
  const data = { tags: [], body: 'Steps', keywords: [], revision: 1, archived: false, category: 'sop', ...fields };
  const url = `http://${HOST}/v1/projects/${PROJECT}/databases/(default)/documents/${paths.procedure(company, id)}`;
  const response = await fetch(url, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
    body: JSON.stringify({ fields: Object.fromEntries(Object.entries(data).map(([k, v]) => [k, value(v)])) }),
  });
  expect(response.ok, await response.text()).toBe(true);
}

describe('linked procedures against the emulators', () => {
  it('lists the procedures of an equipment and a plan live, safety first, without archived ones', async () => {
    const { store, key } = await adminInPlant({ prefix: 'linked', features: [liveKitFeature] });
    const eq = equipmentLink(key.site, key.plant, 'pump1');
    const plan = planLink(key.site, key.plant, 'plan1');
    await writeProcedure(key.company, 'grease', { title: 'Grease the bearings', category: 'howto', links: [plan] });
    await writeProcedure(key.company, 'isolate', { title: 'Isolate the pump', category: 'loto', links: [eq, plan] });
    await writeProcedure(key.company, 'old', { title: 'Old isolation', category: 'loto', links: [eq], archived: true });
    await writeProcedure(key.company, 'other', {
      title: 'Another pump',
      links: [equipmentLink(key.site, key.plant, 'pump2')],
    });

    const company = store.getState().auth.currentUser!.companyUID;
    const shown = (links: string[]) => linkedProcedures.select(store.getState(), { company, links });
    store.dispatch(linkedProcedures.opened({ company, links: [eq, plan] }));
    const titles = () => shown([eq, plan])?.value?.items.map((p) => p.title);
    await until(() => expect(titles()).toEqual(['Isolate the pump', 'Grease the bearings']));
    expect(shown([plan, eq])).toMatchObject({ status: 'ready', value: { corrupt: [] } });

    await writeProcedure(key.company, 'hot', {
      title: 'Hot work permit',
      category: 'safety',
      links: [eq],
      revision: 2,
    });
    await until(() => expect(titles()).toEqual(['Isolate the pump', 'Hot work permit', 'Grease the bearings']));
    expect(shown([eq, plan])?.value?.items[1]).toMatchObject({ id: 'hot', revision: 2 });
  });
});

// Closing a company (firestore.rules "Closing a company"): the owner's last act on it. Read from
// the server (never the cache: a member missed here would keep access), then written in one
// batch: the record stamped closed, every request portal of the company switched off (visitors
// can no longer send to it), and every membership marked `removed: 'closed'` — so every member,
// the owner too, loses access at once. A company of more members than a batch holds goes on in
// further batches of memberships (the rules accept them once the record is closed). It needs the
// server: offline it is refused before anything is written.
import { paths } from './collections';
import { getDb } from './firestore';

/** Writes per batch, well under Firestore's 500. */
const BATCH = 400;

export interface ClosedCompany {
  /** Memberships closed (the owner's included). */
  members: number;
  /** Request portals switched off. */
  portals: number;
}

export async function closeCompany(company: string, uid: string): Promise<ClosedCompany> {
  const [sdk, db] = await Promise.all([import('firebase/firestore'), getDb()]);
  const [members, portals] = await Promise.all([
    sdk.getDocsFromServer(sdk.collection(db, paths.members(company))),
    sdk.getDocsFromServer(sdk.query(sdk.collection(db, paths.portals()), sdk.where('company', '==', company))),
  ]);
  const open = members.docs.filter((d) => d.get('removed') !== true && d.get('removed') !== 'closed');
  const enabled = portals.docs.filter((d) => d.get('enabled') === true);

  const first = sdk.writeBatch(db);
  first.update(sdk.doc(db, paths.companyRecord(company)), { closedAt: sdk.serverTimestamp(), closedBy: uid });
  for (const portal of enabled)
    first.update(portal.ref, { enabled: false, updatedAt: sdk.serverTimestamp(), updatedBy: uid });
  const room = Math.max(0, BATCH - 1 - enabled.length);
  for (const member of open.slice(0, room)) first.update(member.ref, { removed: 'closed' });
  await first.commit();
  for (let i = room; i < open.length; i += BATCH) {
    const batch = sdk.writeBatch(db);
    for (const member of open.slice(i, i + BATCH)) batch.update(member.ref, { removed: 'closed' });
    await batch.commit();
  }
  return { members: open.length, portals: enabled.length };
}

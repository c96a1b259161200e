// The demo company's procedures library: a lock-out/tag-out of a stock pump on paper
// machine 1, a safety note, a start-up SOP and a how-to, linked to real demo equipment and a
// preventive plan, each with 1–3 revisions (who, when, what changed), and one open proposal by the
// editor. Documents as the app writes them (src/services/firebase/procedures.ts; firestore.rules
// checks the same shape), so scripts/proceduresData.test.ts parses them with the client's parsers.
//
// The shapes, link keys, revision ids and search keywords are the app's own, imported from
// src/services/firebase/procedures.ts and src/features/procedures/procedureValidation.ts.
import { procedureKeywords } from '../src/features/procedures/procedureValidation';
import {
  equipmentLink,
  planLink,
  type Procedure,
  type ProcedureContent,
  type ProcedureProposal,
  type ProcedureRevision,
} from '../src/services/firebase/procedures';
import type { Person } from './workData.ts';
import { versionedDocuments } from './libraryData.ts';

const SITE = 'northfield';
const PLANT = 'pm1';
const eq = (id: string) => equipmentLink(SITE, PLANT, id);

/**
 * A procedure's fields as seeded: the stored shape with Dates for its times (types, not
 * interfaces, so that they read as the plain records the client's parsers take).
 */
export type SeedProcedureData = Omit<Procedure, 'id' | 'createdAt' | 'updatedAt'> & {
  createdAt: Date;
  updatedAt: Date;
};
/** A revision's fields as seeded. */
export type SeedRevisionData = Omit<ProcedureRevision, 'savedAt'> & { savedAt: Date };
/** A proposal's fields as seeded. */
export type SeedProposalData = Omit<ProcedureProposal, 'id' | 'recordId' | 'proposedAt' | 'decidedAt'> & {
  proposedAt: Date;
  decidedAt: Date | null;
};

/** One document to write: a procedure, one of its revisions or a proposal. */
export type ProcedureDocument = [string, SeedProcedureData | SeedRevisionData | SeedProposalData];

/** A saved revision of the catalogue: its body (and title, when it changed), note and age. */
interface VersionSpec {
  body: string;
  title?: string;
  note: string;
  daysAgo: number;
}

/** The editor's open proposal. */
interface ProposalSpec {
  id: string;
  body: string;
  note: string;
  daysAgo: number;
}

const LOTO_V1 = `# Lock-out/tag-out: stock pump 1 (PM1-STP-006)

Before any work on the pump, its motor or its seal.

1. Tell the machine tender and the shift lead.
2. Stop the pump from the DCS and set it to **local**.
3. Open breaker **MCC-2 / 14** and lock it with your own padlock.
4. Close suction valve **V-611** and discharge valve **V-612**; lock both.
`;

const LOTO_V2 = `${LOTO_V1}5. Open drain **V-613** and check the casing is empty and at zero pressure.
6. Try to start the pump locally: it must not start. Put the selector back to **off**.
`;

const LOTO_V3 = LOTO_V2.replace(
  '3. Open breaker **MCC-2 / 14** and lock it with your own padlock.',
  '3. Open breaker **MCC-2 / 14**, lock it with your own padlock and hang your tag.\n   Each person working on the pump adds their own lock.',
);

const LOTO_PROPOSED = `${LOTO_V3}
## Removing the locks

1. Everyone has removed their tools and their locks.
2. Close drain **V-613**, open **V-611** then **V-612**.
3. Remove the last lock, close the breaker and hand the pump back to the machine tender.
`;

const SAFETY = `# Working near the dryer hoods

The hood air is above **90 °C** and the steam headers are at **10 bar**.

- Wear long sleeves, gloves and face protection inside the hood.
- Never open a dryer cylinder manhole before the steam is isolated, vented and locked.
- Work in pairs; the second person stays outside the hood with a radio.
`;

const SOP_V1 = `# Paper machine 1: start-up after a shutdown

1. Walk the machine: guards on, tools away, locks removed.
2. Start the vacuum pumps, then the felt conditioning pumps.
3. Warm the dryers at no more than **1 bar per 10 minutes**.
4. Start the stock pumps and the fan pump; bring the headbox to pressure.
`;

const SOP_V2 = SOP_V1.replace(
  '4. Start the stock pumps',
  '4. Check the wire and felt tension.\n5. Start the stock pumps',
);

const HOWTO = `# How to read the vibration pen on a motor

1. Touch the probe on the bearing housing, horizontally, at the drive end.
2. Wait for the number to settle; write down **mm/s RMS**.
3. Repeat at the non-drive end and vertically.

Above **4.5 mm/s** raise a work request with the readings.
`;

/**
 * The procedures, their revisions and the open proposal: [path, data] pairs. `people`: the demo
 * admin and editor ({ uid, name }); `plans`: pm1's plans ({ id, title }), one of which is linked.
 */
export function demoProcedures({
  uid,
  people,
  plans,
  now,
}: {
  uid: string;
  people: { admin: Person; editor: Person };
  plans: readonly { id: string; title: string }[];
  now: Date;
}): ProcedureDocument[] {
  const { admin, editor } = people;
  const day = 86_400_000;
  const at = (daysAgo: number) => new Date(Math.floor((now.getTime() - daysAgo * day) / 1000) * 1000);
  const pumpPlan = plans.find((p) => /stock pump|pump/i.test(p.title)) ?? plans[0];
  const library = `users/${uid}/companies/${uid}/procedures`;
  const docs: ProcedureDocument[] = [];

  function add(
    id: string,
    base: Omit<ProcedureContent, 'body'>,
    versions: [VersionSpec, ...VersionSpec[]],
    proposal?: ProposalSpec,
  ) {
    const content = (v: VersionSpec): ProcedureContent => ({ ...base, body: v.body, title: v.title ?? base.title });
    const last = content(versions[versions.length - 1]);
    const [first, ...rest] = versions.map((v) => ({ content: content(v), note: v.note, daysAgo: v.daysAgo }));
    docs.push(
      ...(versionedDocuments({
        library,
        id,
        versions: [first, ...rest],
        proposal: proposal && { ...proposal, content: { ...last, body: proposal.body } },
        people: { admin, editor },
        at,
        keywords: procedureKeywords,
      }) as ProcedureDocument[]),
    );
  }

  add(
    'loto-pm1-stock-pump-1',
    {
      title: 'LOTO: stock pump 1 (PM1-STP-006)',
      category: 'loto',
      tags: ['loto', 'pump', 'PM1-STP-006'],
      links: [
        eq('pm1-stp-006'),
        eq('pm1-stp-006-m'),
        eq('pm1-stp-006-s'),
        ...(pumpPlan ? [planLink(SITE, PLANT, pumpPlan.id)] : []),
      ],
    },
    [
      { body: LOTO_V1, note: 'First version.', daysAgo: 60 },
      { body: LOTO_V2, note: 'Drain and try-start steps.', daysAgo: 30 },
      { body: LOTO_V3, note: 'One lock per person, tag on the breaker.', daysAgo: 6 },
    ],
    { id: 'loto-remove-locks', body: LOTO_PROPOSED, note: 'Add how the locks come off.', daysAgo: 2 },
  );
  add(
    'safety-dryer-hoods',
    {
      title: 'Safety note: working near the dryer hoods',
      category: 'safety',
      tags: ['dryer', 'steam', 'PPE'],
      links: [eq('pm1-dry')],
    },
    [{ body: SAFETY, note: 'First version.', daysAgo: 45 }],
  );
  add(
    'sop-pm1-start-up',
    {
      title: 'Paper machine 1: start-up after a shutdown',
      category: 'sop',
      tags: ['start-up', 'PM1'],
      links: [],
    },
    [
      { body: SOP_V1, note: 'First version.', daysAgo: 40 },
      { body: SOP_V2, note: 'Wire and felt tension check.', daysAgo: 12 },
    ],
  );
  add(
    'howto-vibration-pen',
    { title: 'How to read the vibration pen on a motor', category: 'howto', tags: ['vibration', 'motor'], links: [] },
    [{ body: HOWTO, note: 'First version.', daysAgo: 20 }],
  );
  return docs;
}

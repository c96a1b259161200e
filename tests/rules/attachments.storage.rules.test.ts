// Equipment attachments in Storage (docs/design.md §3, Storage):
// the six actors of the matrix (./fixture.ts) × read, list, create and delete, and the uploads the
// rules must refuse whoever sends them (size, type, metadata, name, a missing equipment item,
// another company's path). Firestore holds the memberships and the equipment, written with the
// rules off; every file an actor acts on exists (or not) as the test says, so a refusal is the
// rules' and not a missing object's. The cases are ./storageCases.ts's.
import { describeStorageRules } from './storageCases';

const EQUIPMENT = 'users/alice/companies/alice/sites/s1/plants/p1/equipment/e1';

describeStorageRules({
  file: 'attachments.storage.rules.test.ts',
  folder: `${EQUIPMENT}/attachments`,
  documents: [
    [EQUIPMENT, { tag: 'P-101', name: 'Feed pump' }],
    // A path whose company segment is not the uid: refused even though the item exists.
    ['users/alice/companies/zed/sites/s1/plants/p1/equipment/e1', { tag: 'P-101', name: 'Feed pump' }],
  ],
  sample: {
    text: 'pump manual',
    name: 'manual.pdf',
    contentType: 'application/pdf',
    originalName: 'Pump manual.pdf',
  },
  resumableName: 'drawing.png',
  may: { upload: 'members', deleteOwn: 'members' },
  wrongPlaces: [
    [
      'an equipment item that does not exist',
      (name) => `users/alice/companies/alice/sites/s1/plants/p1/equipment/missing/attachments/${name}`,
    ],
    [
      'a company segment that is not the company uid',
      (name) => `users/alice/companies/zed/sites/s1/plants/p1/equipment/e1/attachments/${name}`,
    ],
  ],
  accepted: { types: ['image/vnd.dwg', 'text/csv', 'application/vnd.ms-excel'], name: 'drawing.dwg' },
});

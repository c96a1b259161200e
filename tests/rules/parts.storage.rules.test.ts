// Photos and files of a spare part in Storage: the six actors of the matrix (./fixture.ts) ×
// read, list, create (single request and resumable) and delete on
// `users/{uid}/companies/{uid}/parts/{id}/attachments/{file}` — members read and list, admins
// upload and delete — no replacing or metadata change, and the uploads refused whoever sends
// them (size, type, metadata, name, a part that does not exist or of another company, a company
// segment that is not the uid). Firestore holds the memberships and the part, written with the
// rules off. The cases are ./storageCases.ts's.
import { describeStorageRules } from './storageCases';

const PART_ID = 'brg6205';
const PART = `users/alice/companies/alice/parts/${PART_ID}`;

describeStorageRules({
  file: 'parts.storage.rules.test.ts',
  folder: `${PART}/attachments`,
  documents: [
    [PART, { number: 'BRG-6205', description: 'Deep groove ball bearing', unit: 'each' }],
    // A path whose company segment is not the uid: refused even though the part exists.
    [`users/alice/companies/zed/parts/${PART_ID}`, { number: 'BRG-6205' }],
  ],
  sample: {
    text: 'bearing photo',
    name: 'bearing.png',
    contentType: 'image/png',
    originalName: 'Bearing 6205.png',
  },
  resumableName: 'datasheet.pdf',
  may: { upload: 'admins', deleteOwn: 'admins' },
  wrongPlaces: [
    ['a part that does not exist', (name) => `users/alice/companies/alice/parts/brg9999/attachments/${name}`],
    [
      'a company segment that is not the company uid',
      (name) => `users/alice/companies/zed/parts/${PART_ID}/attachments/${name}`,
    ],
  ],
  accepted: {
    types: ['image/png', 'image/jpeg', 'application/pdf'],
    name: 'shelf.png',
  },
});

// Files of a procedure in Storage (images the body shows, documents): the six actors of
// the matrix (./fixture.ts) × read, list, create (single request and resumable) and delete on
// `users/{uid}/companies/{uid}/procedures/{id}/attachments/{file}` — members read and list,
// admins upload and delete — no replacing or metadata change, and the uploads refused whoever
// sends them (size, type, metadata, name, a procedure that does not exist or of another company,
// a company segment that is not the uid). Firestore holds the memberships and the procedure,
// written with the rules off. The cases are ./storageCases.ts's.
import { describeStorageRules } from './storageCases';

const PROCEDURE_ID = 'loto1';
const PROCEDURE = `users/alice/companies/alice/procedures/${PROCEDURE_ID}`;

describeStorageRules({
  file: 'procedures.storage.rules.test.ts',
  folder: `${PROCEDURE}/attachments`,
  documents: [
    [PROCEDURE, { title: 'Lock out pump P-101', category: 'loto' }],
    // A path whose company segment is not the uid: refused even though the procedure exists.
    [`users/alice/companies/zed/procedures/${PROCEDURE_ID}`, { title: 'Lock out pump P-101' }],
  ],
  sample: {
    text: 'breaker photo',
    name: 'breaker.png',
    contentType: 'image/png',
    originalName: 'Breaker panel.png',
  },
  resumableName: 'panel.jpg',
  may: { upload: 'admins', deleteOwn: 'admins' },
  wrongPlaces: [
    ['a procedure that does not exist', (name) => `users/alice/companies/alice/procedures/loto9/attachments/${name}`],
    [
      'a company segment that is not the company uid',
      (name) => `users/alice/companies/zed/procedures/${PROCEDURE_ID}/attachments/${name}`,
    ],
  ],
  accepted: {
    types: ['image/png', 'image/jpeg', 'application/pdf'],
    name: 'panel.png',
  },
});

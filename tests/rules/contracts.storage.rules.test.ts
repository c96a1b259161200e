// Documents of an annual service contract in Storage (uploaded documents, in
// the contract's Storage folder): the six actors of the matrix (./fixture.ts) × read,
// list, create (single request and resumable) and delete on
// `…/sites/{site}/serviceContracts/{contractId}/attachments/{file}` — members read and list,
// admins upload and delete (an editor deletes nothing, not even a file of their own) — no
// replacing or metadata change, and the uploads refused whoever sends them (size, type,
// metadata, name, a contract that does not exist or is in another site, a company segment that
// is not the uid). Firestore holds the memberships and the contract, written with the rules off.
// The cases are ./storageCases.ts's.
import { describeStorageRules } from './storageCases';

const CONTRACT_ID = 'contract1';
const CONTRACT = `users/alice/companies/alice/sites/s1/serviceContracts/${CONTRACT_ID}`;

describeStorageRules({
  file: 'contracts.storage.rules.test.ts',
  folder: `${CONTRACT}/attachments`,
  documents: [
    [CONTRACT, { vendor: 'Lift & Crane Ltd', category: 'crane' }],
    // A path whose company segment is not the uid: refused even though the contract exists.
    [`users/alice/companies/zed/sites/s1/serviceContracts/${CONTRACT_ID}`, { vendor: 'Lift & Crane Ltd' }],
  ],
  sample: {
    text: 'signed contract',
    name: 'contract.pdf',
    contentType: 'application/pdf',
    originalName: 'Contract 2026.pdf',
  },
  resumableName: 'scan.png',
  may: { upload: 'admins', deleteOwn: 'admins' },
  wrongPlaces: [
    [
      'a contract that does not exist',
      (name) => `users/alice/companies/alice/sites/s1/serviceContracts/contract9/attachments/${name}`,
    ],
    [
      'the id of a contract of another site',
      (name) => `users/alice/companies/alice/sites/s2/serviceContracts/${CONTRACT_ID}/attachments/${name}`,
    ],
    [
      'a company segment that is not the company uid',
      (name) => `users/alice/companies/zed/sites/s1/serviceContracts/${CONTRACT_ID}/attachments/${name}`,
    ],
  ],
  accepted: {
    types: ['image/png', 'application/pdf', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    name: 'scan.png',
  },
});

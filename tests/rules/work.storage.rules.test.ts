// Photos and files on a work request in Storage ("Execute": comments and photos): the
// six actors of the matrix (./fixture.ts) × read, list, create and delete, and the uploads the
// rules must refuse whoever sends them (size, type, metadata, name, a missing work request,
// another company's path). Firestore holds the memberships and the work request, written with the
// rules off; every file an actor acts on exists (or not) as the test says, so a refusal is the
// rules' and not a missing object's. The cases are ./storageCases.ts's.
import { describeStorageRules } from './storageCases';

const NUMBER = 'WR-20261123-4F7K';
const WORK = `users/alice/companies/alice/sites/s1/plants/p1/workRequests/${NUMBER}`;

describeStorageRules({
  file: 'work.storage.rules.test.ts',
  folder: `${WORK}/attachments`,
  documents: [
    [WORK, { number: NUMBER, title: 'Pump leaks at the seal', status: 'inProgress' }],
    // A path whose company segment is not the uid: refused even though the request exists.
    [`users/alice/companies/zed/sites/s1/plants/p1/workRequests/${NUMBER}`, { number: NUMBER }],
  ],
  sample: { text: 'seal photo', name: 'seal.jpg', contentType: 'image/jpeg', originalName: 'Seal photo.jpg' },
  resumableName: 'drawing.png',
  may: { upload: 'members', deleteOwn: 'members' },
  wrongPlaces: [
    [
      'a work request that does not exist',
      (name) => `users/alice/companies/alice/sites/s1/plants/p1/workRequests/WR-20261123-ZZZZ/attachments/${name}`,
    ],
    [
      'the number of a work request of another plant',
      (name) => `users/alice/companies/alice/sites/s1/plants/p2/workRequests/${NUMBER}/attachments/${name}`,
    ],
    [
      'a company segment that is not the company uid',
      (name) => `users/alice/companies/zed/sites/s1/plants/p1/workRequests/${NUMBER}/attachments/${name}`,
    ],
  ],
  accepted: { types: ['image/png', 'image/webp', 'application/pdf'], name: 'photo.png' },
});

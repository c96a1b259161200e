import { readFileSync } from 'node:fs';
import { assertFails, initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { getBytes, ref, uploadBytes } from 'firebase/storage';
import { afterAll, beforeAll, describe, it } from 'vitest';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await initializeTestEnvironment({
    projectId: 'demo-torque-rules',
    storage: { rules: readFileSync('storage.rules', 'utf8') },
  });
});

afterAll(() => env.cleanup());

describe('storage rules', () => {
  it('refuse every read and write until a feature opens a path', async () => {
    const signedIn = env.authenticatedContext('alice').storage();
    const visitor = env.unauthenticatedContext().storage();
    const bytes = new TextEncoder().encode('manual');
    await assertFails(uploadBytes(ref(signedIn, 'users/alice/manual.txt'), bytes));
    await assertFails(uploadBytes(ref(visitor, 'users/alice/manual.txt'), bytes));
    await assertFails(getBytes(ref(signedIn, 'users/alice/manual.txt')));
  });
});

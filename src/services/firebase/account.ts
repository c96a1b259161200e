// A member deleting their own account (firestore.rules "leavingSelf"): with their password again
// (Firebase asks for a recent sign-in), they leave the company in one batch — their membership
// marked removed, the company's count one fewer naming them, their entry out of the member list,
// their own record deleted — and then their sign-in account is deleted. What they did stays in
// the company's history under the name it was written with; where the app looks a person up by
// uid and finds nobody, it says "former member". The owner cannot: they close the company instead.
// It needs the server: offline, or with a wrong password, nothing is changed.
import type { CompanyUserRecord } from './collections';
import { paths } from './collections';
import { getFirebaseAuth } from './auth';
import { getDb } from './firestore';
import { storedEntry } from '../companyService';

export async function deleteMyAccount(company: string, record: CompanyUserRecord, password: string): Promise<void> {
  const [authSdk, auth, sdk, db] = await Promise.all([
    import('firebase/auth'),
    getFirebaseAuth(),
    import('firebase/firestore'),
    getDb(),
  ]);
  const user = auth.currentUser;
  if (!user?.email) throw Object.assign(new Error('Not signed in'), { code: 'auth/no-current-user' });
  if (user.uid === company) throw Object.assign(new Error('The owner closes the company'), { code: 'account/owner' });
  await authSdk.reauthenticateWithCredential(user, authSdk.EmailAuthProvider.credential(user.email, password));
  const batch = sdk.writeBatch(db);
  batch.update(sdk.doc(db, paths.member(company, user.uid)), { removed: true });
  batch.update(sdk.doc(db, paths.companyRecord(company)), {
    users: record.users.filter((u) => u.id !== user.uid).map((u) => storedEntry(sdk, u)),
    memberCount: sdk.increment(-1),
    counted: { member: user.uid },
  });
  batch.delete(sdk.doc(db, paths.companyRecord(user.uid)));
  await batch.commit();
  await authSdk.deleteUser(user);
}

// Who the signed-in user is in Torque: their company and role, from Firestore (spec §3, §6).
// The company service (and Firestore) load with the first sign-in, not with the login page.
import { ServiceError } from '../../lib/errors';
import { normaliseEmail } from '../../lib/email';
import type { Invite } from '../company/companyService';
import type { AuthUser } from './authService';
import { type CurrentUser, DEFAULT_PROFILE, UserRole } from './currentUser';

/**
 * The current user after sign-in: the company is the record's companyUID, or else the user's own
 * uid; the role is the membership's. An account without a record (registration cut short) gets
 * its own company now.
 */
const companyService = () => import('../company/companyService');

export async function resolveCurrentUser(user: AuthUser, now: Date = new Date()): Promise<CurrentUser> {
  const { addFounderMembership, foundCompany, readCompanyUser, readMembership } = await companyService();
  const displayName = user.displayName || user.email;
  let record = await readCompanyUser(user.uid);
  if (!record) {
    await foundCompany({ uid: user.uid, displayName, email: user.email, now });
    record = await readCompanyUser(user.uid);
  }
  const companyUID = record?.companyUID ?? user.uid;
  let membership = await readMembership(companyUID, user.uid);
  if (!membership && companyUID === user.uid) {
    await addFounderMembership({ uid: user.uid, displayName, email: user.email, now });
    membership = await readMembership(companyUID, user.uid);
  }
  if (!membership) {
    throw new ServiceError('company/not-a-member', 'This account is no longer a member of its company.');
  }
  return {
    ...DEFAULT_PROFILE,
    uid: user.uid,
    companyUID,
    isPaid: record?.paid === true,
    title: user.displayName || record?.displayName || user.email,
    role: membership.role === 'editor' ? UserRole.Editor : UserRole.Admin,
  };
}

/** The invitation a registrant named, if it is theirs; otherwise a clear error. */
export async function invitationFor(code: string, email: string): Promise<Invite> {
  const { readInvite } = await companyService();
  const invite = await readInvite(code.trim());
  if (!invite || invite.usedBy !== null || invite.email !== normaliseEmail(email)) {
    throw new ServiceError('invite/not-found', 'No invitation with this code was made out to this e-mail address.');
  }
  return invite;
}

/** After the account exists: a company of one's own, or the one the invitation names. */
export async function setUpCompany(user: AuthUser, inviteCode: string, now: Date = new Date()): Promise<void> {
  const { foundCompany, joinCompany } = await companyService();
  const displayName = user.displayName || user.email;
  if (inviteCode.trim()) {
    const invite = await invitationFor(inviteCode, user.email);
    await joinCompany({ uid: user.uid, displayName, email: user.email, invite, now });
  } else {
    await foundCompany({ uid: user.uid, displayName, email: user.email, now });
  }
}

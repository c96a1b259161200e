// Who the signed-in user is in Torque: their company and role, from Firestore (docs/product.md §3, §6).
// The company service (and Firestore) load with the first sign-in, not with the login page.
import { type CurrentUser, DEFAULT_PROFILE, UserRole } from '../../lib/currentUser';
import { normaliseEmail } from '../../lib/email';
import { ServiceError } from '../../lib/errors';
import type { Invite } from '../../services/companyService';
import type { AuthUser } from './authService';

const companyService = () => import('../../services/companyService');

/**
 * The current user after sign-in: the company is the record's companyUID, or else the user's own
 * uid; the role is the membership's; the plan (`paid`) is the company's. An account without a
 * record has no company: it is never given one silently ('company/none').
 */
export async function resolveCurrentUser(user: AuthUser): Promise<CurrentUser> {
  const { readCompanyUser, readMembership } = await companyService();
  const record = await readCompanyUser(user.uid);
  if (!record) throw new ServiceError('company/none', 'This account does not belong to a company yet.');
  const companyUID = record.companyUID ?? user.uid;
  const membership = await readMembership(companyUID, user.uid);
  const company = companyUID === user.uid ? record : await readCompanyUser(companyUID).catch(() => null);
  if (!membership) {
    if (company?.closedAt) throw new ServiceError('company/closed', 'Its owner closed this account’s company.');
    throw new ServiceError('company/not-a-member', 'This account is no longer a member of its company.');
  }
  return {
    ...DEFAULT_PROFILE,
    uid: user.uid,
    companyUID,
    isPaid: company?.paid === true,
    // The name the rules accept as this user's on what they write (their membership's).
    title: membership.displayName || user.displayName || record.displayName || user.email,
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

const person = (user: AuthUser, now: Date) => ({
  uid: user.uid,
  displayName: user.displayName || user.email,
  email: user.email,
  now,
});

/** A company of one's own, named, with the user as its admin. */
export async function foundOwnCompany(user: AuthUser, companyName: string, now: Date = new Date()): Promise<void> {
  const { foundCompany } = await companyService();
  await foundCompany({ ...person(user, now), companyName });
}

/**
 * The invitation this user may join with: made out to their address, unused, and they belong to
 * no company yet. Throws the reason otherwise (before any e-mail is sent to confirm the address).
 */
export async function checkInvitation(user: AuthUser, inviteCode: string) {
  const { readCompanyUser } = await companyService();
  if (await readCompanyUser(user.uid)) {
    throw new ServiceError('company/already-member', 'This account belongs to a company already.');
  }
  return invitationFor(inviteCode, user.email);
}

/** Joins the company of the invitation (made out to this user's e-mail address). */
export async function joinInvitedCompany(user: AuthUser, inviteCode: string, now: Date = new Date()): Promise<void> {
  const { joinCompany } = await companyService();
  const invite = await checkInvitation(user, inviteCode);
  try {
    await joinCompany({ ...person(user, now), invite });
  } catch (error) {
    // The invitation itself was checked above: a refusal now is the company's. The invitee cannot
    // read its record to tell which reason applies, so the message names both.
    if ((error as { code?: string }).code?.replace(/^firestore\//, '') === 'permission-denied') {
      throw new ServiceError(
        'company/join-refused',
        'The company refused the join: it is at its plan member limit, or the inviter is no longer an admin.',
      );
    }
    throw error;
  }
}

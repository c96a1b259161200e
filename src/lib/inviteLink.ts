/** The link an admin sends with an invitation: the join page, with the secret code in it. */
export function inviteLink(origin: string, invite: { code: string; email: string; companyName: string; role: string }) {
  const query = new URLSearchParams({
    invite: invite.code,
    email: invite.email,
    company: invite.companyName,
    role: invite.role,
  });
  return `${origin}/user/join?${query.toString()}`;
}

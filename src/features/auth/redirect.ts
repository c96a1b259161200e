/** Only a page of the signed-in app is a place to return to after signing in (no open redirect). */
export function safeRedirect(to: string | null | undefined): string {
  return to && /^\/app(\/|\?|$)/.test(to) ? to : '/app';
}

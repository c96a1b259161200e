import { defineMessages } from '../../i18n/defineMessages';

export default defineMessages({
  email: { id: 'auth.field.email', defaultMessage: 'E-mail' },
  password: { id: 'auth.field.password', defaultMessage: 'Password' },
  fullName: { id: 'auth.field.fullName', defaultMessage: 'Full name' },
  newPassword: { id: 'auth.field.newPassword', defaultMessage: 'New password' },
  confirmPassword: { id: 'auth.field.confirmPassword', defaultMessage: 'Repeat the new password' },
  inviteCode: { id: 'auth.field.inviteCode', defaultMessage: 'Invitation code (if a colleague invited you)' },
  inviteCodeHint: {
    id: 'auth.field.inviteCodeHint',
    defaultMessage: 'With a code you join your colleague’s company; without one you register a new company.',
  },
  login: { id: 'auth.login.submit', defaultMessage: 'Sign in' },
  loggingIn: { id: 'auth.login.busy', defaultMessage: 'Signing in…' },
  register: { id: 'auth.register.submit', defaultMessage: 'Register' },
  registering: { id: 'auth.register.busy', defaultMessage: 'Registering…' },
  forgotLink: { id: 'auth.forgot.link', defaultMessage: 'Forgot your password?' },
  forgotTitle: { id: 'auth.forgot.title', defaultMessage: 'Reset your password' },
  forgotIntro: {
    id: 'auth.forgot.intro',
    defaultMessage: 'Enter the e-mail address of your account and we will send you a link to choose a new password.',
  },
  forgotSubmit: { id: 'auth.forgot.submit', defaultMessage: 'Send the link' },
  forgotSent: {
    id: 'auth.forgot.sent',
    defaultMessage: 'If an account exists for {email}, a link to reset the password is on its way.',
  },
  resetTitle: { id: 'auth.reset.title', defaultMessage: 'Choose a new password' },
  resetSubmit: { id: 'auth.reset.submit', defaultMessage: 'Save the new password' },
  resetDone: { id: 'auth.reset.done', defaultMessage: 'Your password has been changed. You can sign in with it now.' },
  resetNoCode: {
    id: 'auth.reset.noCode',
    defaultMessage: 'This page needs the link from the password-reset e-mail. Ask for a new link.',
  },
  backToLogin: { id: 'auth.backToLogin', defaultMessage: 'Back to sign in' },
  busy: { id: 'auth.busy', defaultMessage: 'Working…' },
  // Field problems.
  required: { id: 'auth.problem.required', defaultMessage: 'This field is required.' },
  invalidEmail: { id: 'auth.problem.invalidEmail', defaultMessage: 'Enter a valid e-mail address.' },
  passwordTooShort: {
    id: 'auth.problem.passwordTooShort',
    defaultMessage: 'The password must be 6 characters long or more.',
  },
  passwordsDiffer: { id: 'auth.problem.passwordsDiffer', defaultMessage: 'The two passwords are not the same.' },
  invalidInviteCode: {
    id: 'auth.problem.invalidInviteCode',
    defaultMessage: 'An invitation code is 16 or more letters and digits, as in the invitation.',
  },
  // Errors from the service (spec §8).
  wrongCredentials: { id: 'auth.error.wrongCredentials', defaultMessage: 'Wrong Credentials' },
  emailInUse: {
    id: 'auth.error.emailInUse',
    defaultMessage: 'An account with this e-mail address already exists. Sign in instead.',
  },
  tooManyRequests: {
    id: 'auth.error.tooManyRequests',
    defaultMessage: 'Too many attempts. Wait a few minutes, then try again.',
  },
  userDisabled: {
    id: 'auth.error.userDisabled',
    defaultMessage: 'This account has been disabled. Ask your administrator.',
  },
  network: {
    id: 'auth.error.network',
    defaultMessage: 'No connection to the server. Check your network and try again.',
  },
  requiresRecentLogin: {
    id: 'auth.error.requiresRecentLogin',
    defaultMessage: 'For your security, sign in again and then repeat this.',
  },
  invalidActionCode: {
    id: 'auth.error.invalidActionCode',
    defaultMessage: 'This link is invalid, has expired or has been used already. Ask for a new one.',
  },
  unknown: { id: 'auth.error.unknown', defaultMessage: 'That did not work: {message}' },
});

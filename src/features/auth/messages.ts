import { defineMessages } from '../../i18n/defineMessages';

export default defineMessages({
  // The signed-out pages' titles (their ids are older than this file).
  pageLogin: { id: 'app.page.login', defaultMessage: 'Sign in' },
  pageRegister: { id: 'app.page.register', defaultMessage: 'Register' },
  pageForgotPassword: { id: 'app.page.forgotPassword', defaultMessage: 'Forgotten password' },
  pageResetPassword: { id: 'app.page.resetPassword', defaultMessage: 'New password' },
  pageJoin: { id: 'app.page.join', defaultMessage: 'Join your company' },
  pageSetup: { id: 'app.page.setup', defaultMessage: 'Set up your company' },
  email: { id: 'auth.field.email', defaultMessage: 'E-mail' },
  password: { id: 'auth.field.password', defaultMessage: 'Password' },
  fullName: { id: 'auth.field.fullName', defaultMessage: 'Full name' },
  newPassword: { id: 'auth.field.newPassword', defaultMessage: 'New password' },
  confirmPassword: { id: 'auth.field.confirmPassword', defaultMessage: 'Repeat the new password' },
  companyName: { id: 'auth.field.companyName', defaultMessage: 'Company name' },
  companyNameHint: {
    id: 'auth.field.companyNameHint',
    defaultMessage: 'As your colleagues know it, e.g. “Northfield Paper Mill”. Admins can rename it later.',
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
  tooLong: { id: 'auth.problem.tooLong', defaultMessage: 'Use 200 characters or fewer.' },
  // Errors from the service (docs/product.md §8).
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
  joinSignedOut: {
    id: 'auth.error.joinSignedOut',
    defaultMessage: 'You were signed out meanwhile. Open the invitation link again and sign in with your password.',
  },
  emailNotVerified: {
    id: 'auth.error.emailNotVerified',
    defaultMessage: 'Your address is not confirmed yet: open the link in the e-mail we sent, then try again.',
  },
  unknown: { id: 'auth.error.unknown', defaultMessage: 'That did not work: {message}' },
  // Pages (sign-in, registration, joining, company set-up).
  loginTitle: { id: 'user.login.title', defaultMessage: 'Sign in to Torque' },
  loginIntro: {
    id: 'user.login.intro',
    defaultMessage: 'Maintenance management for your plant: work requests, plans and equipment.',
  },
  registerTitle: { id: 'user.register.title', defaultMessage: 'Register your company' },
  registerIntro: {
    id: 'user.register.intro',
    defaultMessage: 'The first account of a company becomes its admin and invites colleagues.',
  },
  joinTitle: { id: 'user.join.title', defaultMessage: 'Join {company} as {role}' },
  joinTitleNoCompany: { id: 'user.join.titleNoCompany', defaultMessage: 'Join your colleagues on Torque' },
  joinIntro: {
    id: 'user.join.intro',
    defaultMessage:
      'A colleague invited {email}. Create your account with that address, or sign in with its password if you have one.',
  },
  joinSubmit: { id: 'user.join.submit', defaultMessage: 'Join the company' },
  joining: { id: 'user.join.busy', defaultMessage: 'Joining…' },
  joinVerifyWhy: {
    id: 'user.join.verifyWhy',
    defaultMessage: 'Only the owner of the invited address may join, so the company knows who is in it.',
  },
  joinVerifyResent: {
    id: 'user.join.verifyResent',
    defaultMessage: 'Sent again to {email}. It can take a minute; look in the spam folder too.',
  },
  joinVerifyResend: {
    id: 'user.join.verifyResend',
    defaultMessage: 'Send the link again',
  },
  joinVerifyContinue: {
    id: 'user.join.verifyContinue',
    defaultMessage: 'I have confirmed it: join',
  },
  joinVerifyIntro: {
    id: 'user.join.verifyIntro',
    defaultMessage:
      'Confirm your e-mail address to join: we sent a link to {email}. Open it, then come back to this page.',
  },
  joinBrokenLink: {
    id: 'user.join.brokenLink',
    defaultMessage:
      'This invitation link is incomplete. Open the whole link from the invitation, or ask for a new one.',
  },
  roleAdmin: { id: 'user.join.role.admin', defaultMessage: 'admin' },
  roleEditor: { id: 'user.join.role.editor', defaultMessage: 'editor' },
  setupTitle: { id: 'user.setup.title', defaultMessage: 'Your account has no company yet' },
  setupIntro: {
    id: 'user.setup.intro',
    defaultMessage: '{email} is signed in but does not belong to a company. Found your own, or wait for an invitation.',
  },
  setupFound: { id: 'user.setup.found', defaultMessage: 'Found my company' },
  setupFounding: { id: 'user.setup.founding', defaultMessage: 'Setting it up…' },
  setupWaitTitle: { id: 'user.setup.waitTitle', defaultMessage: 'Waiting for an invitation?' },
  setupWait: {
    id: 'user.setup.wait',
    defaultMessage:
      'Ask an admin of your company to invite {email}, then open the link in the invitation and sign in there with this password.',
  },
  setupSignOut: { id: 'user.setup.signOut', defaultMessage: 'Sign out and wait' },
  removedNotice: {
    id: 'user.login.removed',
    defaultMessage:
      'You were removed from your company, so you have been signed out. Ask an admin to invite you again.',
  },
  closedNotice: {
    id: 'user.login.closed',
    defaultMessage:
      'Your company was closed by its owner, so you have been signed out: its data is no longer open to its members.',
  },
  deletedNotice: { id: 'user.login.deleted', defaultMessage: 'Your account was deleted. Thank you for using Torque.' },
  toRegister: { id: 'user.toRegister', defaultMessage: 'New to Torque? Register your company' },
  toLogin: { id: 'user.toLogin', defaultMessage: 'Already registered? Sign in' },
  demoAccounts: {
    id: 'user.demoAccounts',
    defaultMessage: 'Local demo: {admin} (admin) or {editor} (editor), password {password}.',
  },
});

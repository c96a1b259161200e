import { defineMessages } from '../../i18n/defineMessages';

export default defineMessages({
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
  toRegister: { id: 'user.toRegister', defaultMessage: 'New to Torque? Register your company' },
  toLogin: { id: 'user.toLogin', defaultMessage: 'Already registered? Sign in' },
  demoAccounts: {
    id: 'user.demoAccounts',
    defaultMessage: 'Local demo: {admin} (admin) or {editor} (editor), password {password}.',
  },
});

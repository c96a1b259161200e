import { defineMessages } from '../../i18n/defineMessages';

// The screen of a build with no real Firebase project (main.tsx). It shows once the language's
// catalogue has loaded, so these are not among the common.* messages the main bundle carries for
// the screens of a catalogue that could not load; like the signed-in app's, they are not in the
// login page's part of the catalogue either (scripts/vitePluginMessages.ts CORE_PREFIXES).
export default defineMessages({
  title: { id: 'notConnected.title', defaultMessage: 'This copy of Torque is not connected to a Firebase project' },
  body: {
    id: 'notConnected.body',
    defaultMessage:
      'It was built without the settings of a real Firebase project, so nobody can sign in and nothing can be saved. Please tell whoever runs Torque for your company.',
  },
  adminTitle: { id: 'notConnected.adminTitle', defaultMessage: 'For the administrator' },
  adminSteps: {
    id: 'notConnected.adminSteps',
    defaultMessage:
      'Put the Firebase web app’s settings (the VITE_FIREBASE_… variables) in .env.production, then build and deploy again with npm run deploy. The steps are in docs/deploy.md, in Torque’s source.',
  },
  missing: { id: 'notConnected.missing', defaultMessage: '{variable} is not set.' },
  demo: {
    id: 'notConnected.demo',
    defaultMessage: '{variable} is {value}: a demo project, which exists only in the local emulators.',
  },
});

import { defineMessages } from '../i18n/defineMessages';

export default defineMessages({
  brand: { id: 'app.brand', defaultMessage: 'Torque' },
  topNav: { id: 'app.topNav', defaultMessage: 'Top navigation' },
  toggleMenu: { id: 'app.toggleMenu', defaultMessage: 'Show or hide the menu' },
  mainMenu: { id: 'app.mainMenu', defaultMessage: 'Main menu' },
  home: { id: 'app.menu.home', defaultMessage: 'Home' },
  settings: { id: 'app.menu.settings', defaultMessage: 'Settings' },
  company: { id: 'app.menu.company', defaultMessage: 'Company' },
  demo: { id: 'app.menu.demo', defaultMessage: 'Demo apps' },
  todo: { id: 'app.menu.todo', defaultMessage: 'Todo list' },
  survey: { id: 'app.menu.survey', defaultMessage: 'Surveys' },
  chat: { id: 'app.menu.chat', defaultMessage: 'Chat' },
  members: { id: 'app.menu.members', defaultMessage: 'Members' },
  profile: { id: 'app.menu.profile', defaultMessage: 'My profile' },
  appearance: { id: 'app.menu.appearance', defaultMessage: 'Appearance' },
  dataFilter: { id: 'app.menu.dataFilter', defaultMessage: 'Data filter' },
  userMenu: { id: 'app.userMenu', defaultMessage: 'Account menu of {name}' },
  logout: { id: 'app.logout', defaultMessage: 'Log out' },
});

import type { MessageDescriptor } from 'react-intl';
import type { IconName } from '../components/icons';
import componentMessages from '../components/messages';
import messages from './messages';

export interface MenuItem {
  id: string;
  to: string;
  label: MessageDescriptor;
  icon?: IconName;
  subs?: MenuItem[];
}

/** The side menu: main items, some with a sub-menu. Features add their entries here. */
export const MENU_ITEMS: MenuItem[] = [
  { id: 'home', to: '/app/home', label: messages.home, icon: 'home' },
  { id: 'dashboard', to: '/app/dashboard', label: messages.dashboard, icon: 'chart' },
  {
    id: 'work',
    to: '/app/work',
    label: messages.work,
    icon: 'wrench',
    subs: [
      { id: 'work-queues', to: '/app/work/queues', label: messages.workQueues },
      { id: 'work-raise', to: '/app/work/new', label: messages.workRaise },
      { id: 'work-board', to: '/app/work/schedule/board', label: messages.workBoard },
      { id: 'work-calendar', to: '/app/work/schedule/calendar', label: messages.workCalendar },
      { id: 'work-shutdowns', to: '/app/work/shutdowns', label: messages.workShutdowns },
      { id: 'work-weekly', to: '/app/work/schedule/weekly', label: messages.workWeekly },
      { id: 'work-daily', to: '/app/work/schedule/daily', label: messages.workDaily },
      { id: 'work-costs', to: '/app/work/costs', label: messages.workCosts },
      { id: 'work-portal', to: '/app/work/portal', label: messages.workPortal },
    ],
  },
  {
    id: 'plans',
    to: '/app/plans',
    label: messages.plans,
    icon: 'calendar',
    subs: [
      { id: 'plans-list', to: '/app/plans', label: messages.plansList },
      { id: 'plans-forecast', to: '/app/plans/forecast', label: messages.plansForecast },
      { id: 'plans-new', to: '/app/plans/new', label: messages.plansNew },
      { id: 'job-plans', to: '/app/job-plans', label: messages.jobPlans },
      { id: 'contracts', to: '/app/contracts', label: messages.contracts },
    ],
  },
  { id: 'procedures', to: '/app/procedures', label: messages.procedures, icon: 'book' },
  {
    id: 'assets',
    to: '/app/assets',
    label: messages.assets,
    icon: 'factory',
    subs: [
      { id: 'equipment-list', to: '/app/assets/list', label: messages.equipmentList },
      { id: 'equipment-tree', to: '/app/assets/tree', label: messages.equipmentTree },
      { id: 'scan', to: '/app/assets/scan', label: messages.scanLabel },
      { id: 'sites', to: '/app/assets/sites', label: messages.sitesPlants },
      { id: 'import', to: '/app/assets/import', label: messages.importCsv },
      { id: 'failure-codes', to: '/app/assets/failure-codes', label: messages.failureCodes },
    ],
  },
  {
    id: 'inventory',
    to: '/app/inventory',
    label: messages.inventory,
    icon: 'box',
    subs: [
      { id: 'parts', to: '/app/inventory/parts', label: messages.parts },
      { id: 'storerooms', to: '/app/inventory/storerooms', label: messages.storerooms },
      { id: 'reorder', to: '/app/inventory/reorder', label: messages.reorder },
      { id: 'purchase-orders', to: '/app/inventory/purchase-orders', label: messages.purchaseOrders },
      { id: 'vendors', to: '/app/inventory/vendors', label: messages.vendors },
    ],
  },
  {
    id: 'company',
    to: '/app/company',
    label: messages.company,
    icon: 'users',
    subs: [
      { id: 'members', to: '/app/company/members', label: messages.members },
      { id: 'profile', to: '/app/company/profile', label: messages.profile },
      { id: 'plan', to: '/app/company/plan', label: messages.plan },
      { id: 'export', to: '/app/company/export', label: messages.export },
      { id: 'bin', to: '/app/company/bin', label: messages.bin },
    ],
  },
  {
    id: 'demo',
    to: '/app/demo',
    label: messages.demo,
    icon: 'apps',
    subs: [
      { id: 'todo', to: '/app/demo/todo', label: messages.todo },
      { id: 'survey', to: '/app/demo/survey', label: messages.survey },
      { id: 'chat', to: '/app/demo/chat', label: messages.chat },
    ],
  },
  { id: 'help', to: '/app/help', label: componentMessages.helpMenu, icon: 'help' },
  {
    id: 'settings',
    to: '/app/settings',
    label: messages.settings,
    icon: 'settings',
    subs: [
      { id: 'appearance', to: '/app/settings/appearance', label: messages.appearance },
      { id: 'data-filter', to: '/app/settings/data-filter', label: messages.dataFilter },
    ],
  },
];

/** The main item a path belongs to. */
export function mainItemForPath(pathname: string, items: MenuItem[] = MENU_ITEMS): MenuItem | undefined {
  return items.find((item) => pathname === item.to || pathname.startsWith(`${item.to}/`));
}

/** The item a page is reached by: the sub-menu item whose path it is under, else its main item. */
export function pageItemForPath(pathname: string, items: MenuItem[] = MENU_ITEMS): MenuItem | undefined {
  const main = mainItemForPath(pathname, items);
  const sub = main?.subs?.find((item) => pathname === item.to || pathname.startsWith(`${item.to}/`));
  return sub ?? main;
}

// Plans and prices: the prices page and the notices near a Free plan limit.
import { defineMessages } from '../../i18n/defineMessages';

export default defineMessages({
  title: { id: 'prices.title', defaultMessage: 'Plan and prices' },
  intro: {
    id: 'prices.intro',
    defaultMessage:
      'Torque has two plans. They work the same way, with every feature; the Free plan is sized for a trial: a small team, one site, two plants and a hundred spare parts.',
  },
  freeName: { id: 'prices.free.name', defaultMessage: 'Free' },
  freePrice: { id: 'prices.free.price', defaultMessage: 'No charge' },
  paidName: { id: 'prices.paid.name', defaultMessage: 'Paid' },
  paidPrice: { id: 'prices.paid.price', defaultMessage: 'Priced per company: ask the operator of this Torque' },
  currentBadge: { id: 'prices.currentBadge', defaultMessage: 'Current plan' },
  planOf: { id: 'prices.planOf', defaultMessage: '{company} is on the {plan} plan.' },
  loadingPlan: { id: 'prices.loading', defaultMessage: 'Reading your company’s plan…' },
  includes: { id: 'prices.includes', defaultMessage: 'What the {plan} plan includes' },
  membersUpTo: {
    id: 'prices.membersUpTo',
    defaultMessage: 'Up to {limit, plural, one {# member} other {# members}}, admins and editors',
  },
  sitesUpTo: { id: 'prices.sitesUpTo', defaultMessage: 'Up to {limit, plural, one {# site} other {# sites}}' },
  plantsUpTo: { id: 'prices.plantsUpTo', defaultMessage: 'Up to {limit, plural, one {# plant} other {# plants}}' },
  membersUnlimited: { id: 'prices.membersUnlimited', defaultMessage: 'As many members as you need' },
  sitesUnlimited: { id: 'prices.sitesUnlimited', defaultMessage: 'As many sites as you need' },
  plantsUnlimited: { id: 'prices.plantsUnlimited', defaultMessage: 'As many plants as you need' },
  partsUpTo: {
    id: 'prices.partsUpTo',
    defaultMessage: 'Up to {limit, plural, one {# spare part} other {# spare parts}} in the catalogue',
  },
  partsUnlimited: { id: 'prices.partsUnlimited', defaultMessage: 'As many spare parts as you need' },
  uploadsUpTo: { id: 'prices.uploadsUpTo', defaultMessage: 'Files: {size} of uploads a month' },
  everything: {
    id: 'prices.everything',
    defaultMessage:
      'Equipment, work orders, preventive plans, service contracts, dashboards and offline work: no limit on either plan',
  },
  archivedCount: {
    id: 'prices.archivedCount',
    defaultMessage: 'Archived sites, plants and parts still count: they are kept with their history, never deleted.',
  },
  usageTitle: { id: 'prices.usageTitle', defaultMessage: 'What your company uses' },
  usageMembers: {
    id: 'prices.usage.members',
    defaultMessage: '{used} of {limit, plural, one {# member} other {# members}}',
  },
  usageSites: {
    id: 'prices.usage.sites',
    defaultMessage: '{used} of {limit, plural, one {# site} other {# sites}}',
  },
  usagePlants: {
    id: 'prices.usage.plants',
    defaultMessage: '{used} of {limit, plural, one {# plant} other {# plants}}',
  },
  usageParts: {
    id: 'prices.usage.parts',
    defaultMessage: '{used} of {limit, plural, one {# spare part} other {# spare parts}}',
  },
  usagePartsPaid: {
    id: 'prices.usagePaid.parts',
    defaultMessage: '{used, plural, one {# spare part} other {# spare parts}} (no limit)',
  },
  noticeParts: {
    id: 'prices.notice.parts',
    defaultMessage:
      'Your company has {used} of {limit, plural, one {# spare part} other {# spare parts}} on the Free plan.',
  },
  nearParts: {
    id: 'prices.near.parts',
    defaultMessage: 'You can add one more part. Archived parts still count.',
  },
  fullParts: {
    id: 'prices.full.parts',
    defaultMessage: 'Adding a part is turned off: the Free plan has no room for another (archived parts still count).',
  },
  refusedParts: {
    id: 'prices.refused.parts',
    defaultMessage:
      'The part was not added: your company has reached the Free plan’s limit of {limit, plural, one {# spare part} other {# spare parts}}.',
  },
  usageUploads: { id: 'prices.usage.uploads', defaultMessage: 'Uploads this month: {used} of {limit}' },
  uploadsNote: {
    id: 'prices.uploadsNote',
    defaultMessage:
      'Every file counts when it is uploaded, in the month it is uploaded (UTC); deleting a file does not give its size back. Each month starts from nothing.',
  },
  usageMembersPaid: {
    id: 'prices.usagePaid.members',
    defaultMessage: '{used, plural, one {# member} other {# members}} (no limit)',
  },
  usageSitesPaid: {
    id: 'prices.usagePaid.sites',
    defaultMessage: '{used, plural, one {# site} other {# sites}} (no limit)',
  },
  usagePlantsPaid: {
    id: 'prices.usagePaid.plants',
    defaultMessage: '{used, plural, one {# plant} other {# plants}} (no limit)',
  },
  upgradeAdmin: {
    id: 'prices.upgrade.admin',
    defaultMessage:
      'There is no online payment in Torque. To move to the paid plan, contact the operator who runs this Torque for your company (for a company on your own Firebase project, that is whoever deploys it): they switch it on with one command, and every member sees the change at once, without signing in again.',
  },
  upgradeEditor: {
    id: 'prices.upgrade.editor',
    defaultMessage:
      'To move to the paid plan, ask an admin of your company: they arrange it with the operator of this Torque.',
  },
  paidAlready: {
    id: 'prices.paidAlready',
    defaultMessage:
      'Your company has the paid plan: members, sites, plants and parts are not limited, and it can upload more files each month. Going back to Free keeps everything; only adding beyond the limits stops.',
  },
  // Notices on the pages that add members, sites and plants.
  noticeMembers: {
    id: 'prices.notice.members',
    defaultMessage: 'Your company has {used} of {limit, plural, one {# member} other {# members}} on the Free plan.',
  },
  noticeSites: {
    id: 'prices.notice.sites',
    defaultMessage: 'Your company has {used} of {limit, plural, one {# site} other {# sites}} on the Free plan.',
  },
  noticePlants: {
    id: 'prices.notice.plants',
    defaultMessage: 'Your company has {used} of {limit, plural, one {# plant} other {# plants}} on the Free plan.',
  },
  nearMembers: {
    id: 'prices.near.members',
    defaultMessage: 'One more person can join. After that, invitations cannot be used until there is room.',
  },
  nearSites: { id: 'prices.near.sites', defaultMessage: 'You can add one more site. Archived sites still count.' },
  nearPlants: { id: 'prices.near.plants', defaultMessage: 'You can add one more plant. Archived plants still count.' },
  fullMembers: {
    id: 'prices.full.members',
    defaultMessage:
      'Inviting is turned off: nobody else can join until a member is removed or the company moves to the paid plan.',
  },
  fullSites: {
    id: 'prices.full.sites',
    defaultMessage: 'Adding a site is turned off: the Free plan has no room for another (archived sites still count).',
  },
  fullPlants: {
    id: 'prices.full.plants',
    defaultMessage:
      'Adding a plant is turned off: the Free plan has no room for another (archived plants still count).',
  },
  seePlans: { id: 'prices.seePlans', defaultMessage: 'See the plans' },
  refusedSites: {
    id: 'prices.refused.sites',
    defaultMessage:
      'The site was not added: your company has reached the Free plan’s limit of {limit, plural, one {# site} other {# sites}}.',
  },
  refusedPlants: {
    id: 'prices.refused.plants',
    defaultMessage:
      'The plant was not added: your company has reached the Free plan’s limit of {limit, plural, one {# plant} other {# plants}}.',
  },
});

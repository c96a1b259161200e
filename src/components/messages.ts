import { defineMessages } from '../i18n/defineMessages';

export default defineMessages({
  /** The product's name, on every page (its id is older than this file). */
  brand: { id: 'app.brand', defaultMessage: 'Torque' },
  loading: { id: 'common.loading', defaultMessage: 'Loading…' },
  chunkFailedTitle: { id: 'common.chunkFailed.title', defaultMessage: 'Part of Torque could not be loaded' },
  chunkFailedBody: {
    id: 'common.chunkFailed.body',
    defaultMessage: 'Check your connection, then try again. Nothing you entered has been lost.',
  },
  retry: { id: 'common.retry', defaultMessage: 'Try again' },
  dismiss: { id: 'common.dismiss', defaultMessage: 'Dismiss' },
  reload: { id: 'common.reload', defaultMessage: 'Reload the page' },
  unexpectedTitle: { id: 'common.unexpected.title', defaultMessage: 'Something went wrong' },
  technicalDetails: { id: 'common.technicalDetails', defaultMessage: 'Technical details: {detail}' },
  notFoundTitle: { id: 'common.notFound.title', defaultMessage: 'Page not found' },
  notFoundBody: { id: 'common.notFound.body', defaultMessage: 'There is no page at {path}.' },
  pending: { id: 'common.pending', defaultMessage: 'waiting to sync' },
  pendingHint: {
    id: 'common.pendingHint',
    defaultMessage: 'Saved on this device; it is sent to the server as soon as there is a connection.',
  },
  offlineData: {
    id: 'common.offlineData',
    defaultMessage: 'Offline: showing what this device saved last. Changes sync when the connection is back.',
  },
  // Roles and plans, named alike on every page.
  admin: { id: 'company.role.admin', defaultMessage: 'Admin' },
  editor: { id: 'company.role.editor', defaultMessage: 'Editor' },
  plan: { id: 'company.profile.plan', defaultMessage: 'Plan' },
  free: { id: 'company.profile.free', defaultMessage: 'Free' },
  paid: { id: 'company.profile.paid', defaultMessage: 'Paid' },
  goHome: { id: 'common.goHome', defaultMessage: 'Go to the start page' },
  dateFormat: { id: 'common.date.format', defaultMessage: 'dd.mm.yyyy' },
  dateHint: {
    id: 'common.date.hint',
    defaultMessage: 'Day, month and year as dd.mm.yyyy. The up and down arrow keys change the day.',
  },
  dateInvalid: { id: 'common.date.invalid', defaultMessage: 'Enter a date as dd.mm.yyyy, for example {example}.' },
  changeDataFilter: { id: 'common.changeDataFilter', defaultMessage: 'Change the data filter' },
  // Chart toolbar and table (KpiChart); the accessible names say which chart.
  chartShowTable: { id: 'chart.showTable', defaultMessage: 'Show the table' },
  chartHideTable: { id: 'chart.hideTable', defaultMessage: 'Hide the table' },
  chartShowTableOf: { id: 'chart.showTableOf', defaultMessage: 'Show the table of {title}' },
  chartHideTableOf: { id: 'chart.hideTableOf', defaultMessage: 'Hide the table of {title}' },
  chartDownloadCsv: { id: 'chart.downloadCsv', defaultMessage: 'Download CSV' },
  chartDownloadCsvOf: { id: 'chart.downloadCsvOf', defaultMessage: 'Download CSV of {title}' },
  chartDownloadPng: { id: 'chart.downloadPng', defaultMessage: 'Download PNG' },
  chartDownloadPngOf: { id: 'chart.downloadPngOf', defaultMessage: 'Download PNG of {title}' },
  chartCumulative: { id: 'chart.cumulative', defaultMessage: 'Cumulative %' },
  // Links to the help (HelpLink, the menu): short, so in the app's first load; the help text
  // itself is its own part (scripts/vitePluginMessages.ts LAZY_PARTS).
  helpMenu: { id: 'helpLink.menu', defaultMessage: 'Help' },
  helpStatuses: { id: 'helpLink.statuses', defaultMessage: 'How do statuses move?' },
  helpRime: { id: 'helpLink.rime', defaultMessage: 'What is RIME?' },
  helpPmCompliance: { id: 'helpLink.pmCompliance', defaultMessage: 'How is PM compliance counted?' },
  helpOffline: { id: 'helpLink.offline', defaultMessage: 'What works offline?' },
  helpDelaysPermits: { id: 'helpLink.delaysPermits', defaultMessage: 'Delay codes and permits' },
  helpSchedule: { id: 'helpLink.schedule', defaultMessage: 'How does the schedule work?' },
  helpAttachments: { id: 'helpLink.attachments', defaultMessage: 'Photos and attachments' },
  helpRoles: { id: 'helpLink.roles', defaultMessage: 'Who can do what?' },
  helpDataFilter: { id: 'helpLink.dataFilter', defaultMessage: 'What does the data filter do?' },
  helpKpis: { id: 'helpLink.kpis', defaultMessage: 'How is each KPI worked out?' },
  helpDowntime: { id: 'helpLink.downtime', defaultMessage: 'How do I record downtime?' },
  helpFailureCoding: { id: 'helpLink.failureCoding', defaultMessage: 'How do I code a failure?' },
  helpSpareParts: { id: 'helpLink.spareParts', defaultMessage: 'How do I issue a part or count stock?' },
});

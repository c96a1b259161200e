import { defineMessages } from '../../i18n/defineMessages';

export const WHAT = defineMessages({
  workRaise: { id: 'sync.what.workRaise', defaultMessage: 'Work request raised' },
  pmGenerate: { id: 'sync.what.pmGenerate', defaultMessage: 'Preventive work order generated' },
  visitOrder: { id: 'sync.what.visitOrder', defaultMessage: 'Contract visit work order planned' },
  workMove: { id: 'sync.what.workMove', defaultMessage: 'Work order moved to {to}' },
  workUpdate: { id: 'sync.what.workUpdate', defaultMessage: 'Work order updated' },
  workTime: { id: 'sync.what.workTime', defaultMessage: 'Time logged' },
  schedule: { id: 'sync.what.schedule', defaultMessage: 'Schedule changed' },
  plan: { id: 'sync.what.plan', defaultMessage: 'Maintenance plan saved' },
  equipment: { id: 'sync.what.equipment', defaultMessage: 'Equipment saved' },
  site: { id: 'sync.what.site', defaultMessage: 'Site saved' },
  plant: { id: 'sync.what.plant', defaultMessage: 'Plant saved' },
  contract: { id: 'sync.what.contract', defaultMessage: 'Service contract saved' },
  procedure: { id: 'sync.what.procedure', defaultMessage: 'Procedure published' },
  proposal: { id: 'sync.what.proposal', defaultMessage: 'Procedure proposal changed' },
  jobPlan: { id: 'sync.what.jobPlan', defaultMessage: 'Job plan published' },
  jobPlanProposal: { id: 'sync.what.jobPlanProposal', defaultMessage: 'Job plan proposal changed' },
  member: { id: 'sync.what.member', defaultMessage: 'Member changed' },
  invite: { id: 'sync.what.invite', defaultMessage: 'Invitation changed' },
  crew: { id: 'sync.what.crew', defaultMessage: 'Crew capacity saved' },
  crewDay: { id: 'sync.what.crewDay', defaultMessage: 'Absence or overtime saved' },
  shutdown: { id: 'sync.what.shutdown', defaultMessage: 'Shutdown saved' },
  kpiSettings: { id: 'sync.what.kpiSettings', defaultMessage: 'PM on-time rule chosen' },
  failureCodes: { id: 'sync.what.failureCodes', defaultMessage: 'Failure-code library saved' },
  rebuild: { id: 'sync.what.rebuild', defaultMessage: 'Work figures rebuilt' },
  import: { id: 'sync.what.import', defaultMessage: 'Equipment imported' },
  export: { id: 'sync.what.export', defaultMessage: 'Company export recorded' },
  scheduleFreeze: { id: 'sync.what.scheduleFreeze', defaultMessage: 'The week’s schedule frozen' },
  downtime: {
    id: 'sync.what.downtime',
    defaultMessage:
      '{step, select, back {Back in service} coded {Failure coded} open {Equipment stopped} other {Stop recorded}}',
  },
  part: { id: 'sync.what.part', defaultMessage: 'Part saved' },
  storeroom: { id: 'sync.what.storeroom', defaultMessage: 'Storeroom saved' },
  vendor: { id: 'sync.what.vendor', defaultMessage: 'Vendor saved' },
  purchaseOrder: {
    id: 'sync.what.purchaseOrder',
    defaultMessage:
      '{step, select, created {Purchase order drafted} edited {Purchase order changed} approved {Purchase order approved} ordered {Purchase order sent} draft {Purchase order back to draft} cancelled {Purchase order cancelled} received {Goods received} other {Purchase order saved}}',
  },
  otherCost: {
    id: 'sync.what.otherCost',
    defaultMessage: '{step, select, removed {Order cost removed} other {Order cost added}}',
  },
  portal: { id: 'sync.what.portal', defaultMessage: 'Request portal changed' },
  mailPrefs: { id: 'sync.what.mailPrefs', defaultMessage: 'E-mail choices saved' },
  notificationsRead: { id: 'sync.what.notificationsRead', defaultMessage: 'Notifications marked read' },
  stock: {
    id: 'sync.what.stock',
    defaultMessage:
      '{kind, select, receipt {Parts received} issue {Parts issued} return {Parts returned} transferOut {Parts sent to another storeroom} transferIn {Parts taken in from another storeroom} count {Stock counted} levels {Stock levels set} reservation {Parts reserved for work} other {Stock moved}}',
  },
  bin: {
    id: 'sync.what.bin',
    defaultMessage:
      '{step, select, restored {Restored from the bin} purged {Deleted for good from the bin} other {Moved to the bin}}',
  },
  change: { id: 'sync.what.change', defaultMessage: 'Change' },
});

export default defineMessages({
  title: { id: 'sync.title', defaultMessage: 'Sync centre' },
  online: { id: 'sync.state.online', defaultMessage: 'Online' },
  offline: { id: 'sync.state.offline', defaultMessage: 'Offline' },
  syncing: { id: 'sync.state.syncing', defaultMessage: 'Syncing' },
  buttonName: { id: 'sync.button.name', defaultMessage: 'Sync centre' },
  buttonDetail: {
    id: 'sync.button.detail',
    defaultMessage:
      '{waiting, plural, =0 {nothing waiting} one {# change waiting} other {# changes waiting}}{refused, plural, =0 {} one {, # refused} other {, # refused}}',
  },
  close: { id: 'sync.close', defaultMessage: 'Close the sync centre' },
  explainOnline: { id: 'sync.explain.online', defaultMessage: 'Every change you make is sent at once.' },
  explainOffline: {
    id: 'sync.explain.offline',
    defaultMessage:
      'You can keep working with what this device holds: changes are kept here and sync when the connection returns.',
  },
  explainSyncing: {
    id: 'sync.explain.syncing',
    defaultMessage: 'Changes made without a connection are being sent now.',
  },
  confirming: {
    id: 'sync.confirming',
    defaultMessage: 'Checking what became of changes made before Torque was last closed…',
  },
  waitingHeading: {
    id: 'sync.waiting.heading',
    defaultMessage: '{count, plural, =0 {Waiting to sync} one {Waiting to sync (#)} other {Waiting to sync (#)}}',
  },
  refusedHeading: {
    id: 'sync.refused.heading',
    defaultMessage:
      '{count, plural, =0 {Refused by the server} one {Refused by the server (#)} other {Refused by the server (#)}}',
  },
  allSynced: { id: 'sync.allSynced', defaultMessage: 'Every change you made is on the server.' },
  queuedAt: { id: 'sync.queuedAt', defaultMessage: 'Saved on this device {when}' },
  earlierSession: { id: 'sync.earlierSession', defaultMessage: 'made before Torque was last closed' },
  waitingNote: {
    id: 'sync.waitingNote',
    defaultMessage: 'Shown on this device already; sent when the connection allows.',
  },
  notApplied: {
    id: 'sync.reason.notApplied',
    defaultMessage:
      'This change was sent after Torque restarted, and the record on the server does not hold it: someone may have changed it first, or your access changed.',
  },
  moveConflict: {
    id: 'sync.reason.moveConflict',
    defaultMessage:
      'The order had already moved on the server when this change arrived, so it was not applied. Nothing else was changed.',
  },
  serverNow: { id: 'sync.serverNow', defaultMessage: 'On the server now: {status}' },
  serverGone: { id: 'sync.serverGone', defaultMessage: 'The record no longer exists on the server.' },
  undone: {
    id: 'sync.undone',
    defaultMessage: 'This device has undone the change. Edit and retry it, or discard it.',
  },
  discard: { id: 'sync.discard', defaultMessage: 'Discard' },
  discardNamed: { id: 'sync.discardNamed', defaultMessage: 'Discard: {what}, {record}' },
  retry: { id: 'sync.retry', defaultMessage: 'Edit and retry' },
  retryNamed: { id: 'sync.retryNamed', defaultMessage: 'Edit and retry: {what}, {record}' },
  storageFull: {
    id: 'sync.storageFull',
    defaultMessage:
      'This device’s storage is full. Changes waiting to sync are kept for now, but this list may not survive a restart: reconnect soon, or free space in the browser.',
  },
  storageLow: {
    id: 'sync.storageLow',
    defaultMessage:
      'This device’s storage for Torque is {used, number, percent} full. When it is full, new changes cannot be kept offline.',
  },
  stoppedStorage: {
    id: 'sync.stopped.storageFull',
    defaultMessage:
      'This device’s storage is full, so Torque can no longer save changes in this tab. What you saved before is kept. Free space (close other Torque tabs, or clear other sites’ data), then reload.',
  },
  stoppedFailed: {
    id: 'sync.stopped.failed',
    defaultMessage:
      'The database stopped working in this tab. What you saved before is kept on this device. Reload to go on.',
  },
  reload: { id: 'sync.reload', defaultMessage: 'Reload' },
  limits: {
    id: 'sync.limits',
    defaultMessage:
      'Offline you can raise requests, record execution and readings, and edit what this device holds. Invitations, CSV import, the server’s counts and new photo uploads need a connection.',
  },
});

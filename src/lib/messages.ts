import { defineMessages } from '../i18n/defineMessages';

// Errors from Firestore, Storage and the app's own services, in words (never the SDK's text).
export default defineMessages({
  permissionDenied: {
    id: 'error.permissionDenied',
    defaultMessage: 'You are not allowed to do this. Your role or your company may have changed.',
  },
  unavailable: {
    id: 'error.unavailable',
    defaultMessage: 'Torque cannot reach the server. Check the connection; what you saved will sync when it is back.',
  },
  notFound: { id: 'error.notFound', defaultMessage: 'This record no longer exists.' },
  alreadyExists: { id: 'error.alreadyExists', defaultMessage: 'This record exists already.' },
  conflict: {
    id: 'error.conflict',
    defaultMessage: 'Someone changed this at the same time. Look at the latest version and try again.',
  },
  quota: { id: 'error.quota', defaultMessage: 'The company has reached a usage limit. Try again later.' },
  invalid: { id: 'error.invalid', defaultMessage: 'Some of the data was not accepted. Check the form and try again.' },
  unauthenticated: { id: 'error.unauthenticated', defaultMessage: 'Your session has ended. Sign in again.' },
  timeout: { id: 'error.timeout', defaultMessage: 'The server took too long to answer. Try again.' },
  cancelled: { id: 'error.cancelled', defaultMessage: 'The operation was cancelled.' },
  corrupt: {
    id: 'error.corrupt',
    defaultMessage: 'A record could not be read because its data is damaged. Tell your admin ({detail}).',
  },
  fileNotFound: { id: 'error.fileNotFound', defaultMessage: 'The file no longer exists.' },
  fileTooLarge: { id: 'error.fileTooLarge', defaultMessage: 'There is no storage space left for this file.' },
  uploadAllowanceUsed: {
    id: 'error.uploadAllowanceUsed',
    defaultMessage:
      "This month's upload allowance has no room for this file, so it was not sent. The allowance starts again on the first of next month; the paid plan allows more.",
  },
  uploadNotReserved: {
    id: 'error.uploadNotReserved',
    defaultMessage:
      'The file was not sent: Torque could not make room for it. What it belongs to may have been deleted, or you may no longer be allowed to add files to it.',
  },
  storageUnauthorized: {
    id: 'error.storageUnauthorized',
    defaultMessage:
      'The file was refused: you may not be allowed to do this, or its size, type or details are not accepted.',
  },
  retryLimit: {
    id: 'error.retryLimit',
    defaultMessage: 'The upload kept failing and was stopped. Check the connection and try again.',
  },
  notMember: {
    id: 'error.notMember',
    defaultMessage:
      'This account is no longer a member of its company. Ask an admin of the company to invite you again.',
  },
  companyClosed: {
    id: 'error.companyClosed',
    defaultMessage: 'This account’s company was closed by its owner: its data is no longer open to its members.',
  },
  noCompany: {
    id: 'error.noCompany',
    defaultMessage: 'This account does not belong to a company yet.',
  },
  companyNotLoaded: {
    id: 'error.companyNotLoaded',
    defaultMessage:
      'The company’s details have not arrived yet, so nothing was sent. Check the connection and try again.',
  },
  inviteNotFound: {
    id: 'error.inviteNotFound',
    defaultMessage: 'This invitation is not valid for this e-mail address, or it has been used or revoked.',
  },
  alreadyInCompany: {
    id: 'error.alreadyInCompany',
    defaultMessage: 'This account belongs to a company already. Sign in with it, or use another e-mail address.',
  },
  joinRefused: {
    id: 'error.joinRefused',
    defaultMessage:
      'The company could not take you in. It may have as many members as its plan allows (the Free plan allows {limit}), or whoever invited you is no longer an admin there. Ask an admin of the company to make room or to move to the paid plan, then use the same link again: your details are still here.',
  },
  unknown: {
    id: 'error.unknown',
    defaultMessage: 'That did not work (error {code}). Try again; if it keeps happening, tell your admin.',
  },
});

// The plans feature's own refusals (checked on the device before anything is written), in words.
// The saga puts them as AppError { code, message }; pages show them with `plansErrorMessage`
// (and any other code, from Firestore, with useErrorText).
import { defineMessages, type AppMessage } from '../../i18n/defineMessages';
import type { AppError } from '../../lib/errors';

export const PLANS_ERRORS = {
  /** A reading lower than the meter's last one, not marked as a reset. */
  readingBackwards: 'plans/reading-backwards',
  /** A reading that is not a finite number, or on a meter the equipment does not have. */
  readingInvalid: 'plans/reading-invalid',
  /** A plan the saga's checks refuse (the editor checks the same first). */
  planInvalid: 'plans/plan-invalid',
  /** No plant chosen, or the plan is not among the plant's plans. */
  noPlant: 'plans/no-plant',
  unknownPlan: 'plans/unknown-plan',
} as const;

const messages = defineMessages({
  readingBackwards: {
    id: 'plans.error.readingBackwards',
    defaultMessage:
      'The reading is lower than the last one ({last}). Mark it as a meter reset if the meter was replaced or rolled over.',
  },
  readingInvalid: { id: 'plans.error.readingInvalid', defaultMessage: 'Enter the reading as a number.' },
  planInvalid: { id: 'plans.error.planInvalid', defaultMessage: 'The plan is incomplete. Check the form.' },
  noPlant: { id: 'plans.error.noPlant', defaultMessage: 'Choose a plant first.' },
  unknownPlan: { id: 'plans.error.unknownPlan', defaultMessage: 'This plan no longer exists.' },
});

/** The message of one of the plans feature's own codes (values: `last` for a backwards reading), or null. */
export function plansErrorMessage(error: AppError): { message: AppMessage; values?: Record<string, string> } | null {
  switch (error.code) {
    case PLANS_ERRORS.readingBackwards:
      return { message: messages.readingBackwards, values: { last: error.message } };
    case PLANS_ERRORS.readingInvalid:
      return { message: messages.readingInvalid };
    case PLANS_ERRORS.planInvalid:
      return { message: messages.planInvalid };
    case PLANS_ERRORS.noPlant:
      return { message: messages.noPlant };
    case PLANS_ERRORS.unknownPlan:
      return { message: messages.unknownPlan };
    default:
      return null;
  }
}

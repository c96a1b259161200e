// The plans feature's own refusals (checked on the device before anything is written), in words.
// The saga puts them as AppError { code, message }; pages show them with `plansErrorMessage`
// (and any other code, from Firestore, with useErrorText).
import type { AppMessage } from '../../i18n/defineMessages';
import type { AppError } from '../../lib/errors';
import { PLANS_ERROR_MESSAGES } from './messages';

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
  /** Only a paused plan goes to the bin (firestore.rules refuses an active one). */
  binActive: 'plans/bin-active',
} as const;

const messages = PLANS_ERROR_MESSAGES;

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
    case PLANS_ERRORS.binActive:
      return { message: messages.binActive };
    default:
      return null;
  }
}

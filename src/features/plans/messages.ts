// Messages of the plans feature's data layer: its own refusals (plansErrors.ts). The pages keep
// theirs in pages/messages.ts.
import { defineMessages } from '../../i18n/defineMessages';

export const PLANS_ERROR_MESSAGES = defineMessages({
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

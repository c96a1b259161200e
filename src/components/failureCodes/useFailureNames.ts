// Names of the failure-code library's entries in the user's language: the built-in ones from the
// app's messages, a company's own from their own text, and a code nobody names (an entry since
// removed from the library) as the code itself.
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { causeCategory, type FailureLibrary } from '../../domain/failureCodes';
import type { FailureCauseCode } from '../../domain/referenceLists';
import type { AppMessage } from '../../i18n/defineMessages';
import { CAUSE_NAMES, CLASS_NAMES, FAILURE_CAUSE_NAMES, MECHANISM_NAMES, MODE_NAMES } from './messages';

export interface FailureNames {
  className: (code: string) => string;
  modeName: (equipmentClass: string, code: string) => string;
  mechanismName: (code: string) => string;
  causeName: (code: string) => string;
  categoryName: (code: FailureCauseCode) => string;
}

export function useFailureNames(library: FailureLibrary): FailureNames {
  const intl = useIntl();
  return useMemo(() => {
    const named = (messages: Record<string, AppMessage>, code: string) =>
      Object.hasOwn(messages, code) ? intl.formatMessage(messages[code]) : code;
    const own = (entries: readonly { code: string; name: string | null }[] | undefined, code: string) =>
      entries?.find((e) => e.code === code)?.name ?? null;
    return {
      className: (code) => own(library.classes, code) ?? named(CLASS_NAMES, code),
      modeName: (equipmentClass, code) => own(library.modes[equipmentClass], code) ?? named(MODE_NAMES, code),
      mechanismName: (code) => named(MECHANISM_NAMES, code),
      causeName: (code) => {
        const category = causeCategory(code);
        return (category && own(library.causes[category], code)) ?? named(CAUSE_NAMES, code);
      },
      categoryName: (code) => named(FAILURE_CAUSE_NAMES, code),
    };
  }, [intl, library]);
}

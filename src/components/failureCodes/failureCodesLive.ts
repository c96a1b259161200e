// The company's failure-code library on screen, live (the live-data kit): the starter library
// with the company's own additions, for the equipment form, the downtime card, the dashboard and
// the library page. Shared by several features, so it lives under components.
import { useMemo } from 'react';
import {
  failureLibrary,
  type FailureLibrary,
  type FailureLibraryExtensions,
  noExtensions,
} from '../../domain/failureCodes';
import { type FailureCodeSettings, subscribeFailureCodes } from '../../services/firebase/failureCodes';
import type { LiveDoc } from '../../services/firebase/live';
import type { AppError } from '../../lib/errors';
import { liveKit } from '../../store/liveKit';

/** The company's library additions, by company id. */
export const failureCodesLive = liveKit<string, LiveDoc<FailureCodeSettings>>({
  name: 'failureCodes',
  keyOf: (company) => company,
  subscribe: (company, listener) => subscribeFailureCodes(company, listener),
});

export interface FailureLibraryState {
  library: FailureLibrary;
  extensions: FailureLibraryExtensions;
  /** The additions are waiting to sync. */
  pending: boolean;
  status: 'loading' | 'ready' | 'failed';
  error: AppError | null;
}

/** The company's library while a page listens to it (the starter library until the additions arrive). */
export function useFailureLibrary(company: string | null): FailureLibraryState {
  const entry = failureCodesLive.useLive(company);
  const item = entry?.value?.item ?? null;
  return useMemo(() => {
    const extensions = item ? { classes: item.classes, modes: item.modes, causes: item.causes } : noExtensions();
    return {
      library: failureLibrary(extensions),
      extensions,
      pending: item?.pending ?? false,
      status: entry?.status ?? 'loading',
      error: entry?.error ?? null,
    };
  }, [item, entry?.status, entry?.error]);
}

// The company's sites and their plants (docs/design.md §3), live through the live-data kit while
// the top bar's picker (on every signed-in page) or the sites page shows them. Admins' changes are
// offline-first, so items carry "waiting to sync".
import { createSelector } from '@reduxjs/toolkit';
import { useAppSelector } from '../../store/hooks';
import { liveKit } from '../../store/liveKit';
import type { RootState } from '../../store/rootReducer';
import type { AppError } from '../../lib/errors';
import { type PlantRow, type Register, type SiteRow, subscribeRegister } from './registerService';
import { selectRegisterWrites } from './registerSlice';

export type { PlantRow, SiteRow };

/** The register of a company (its uid). */
export const registerLive = liveKit<string, Register>({
  name: 'register',
  keyOf: (company) => company,
  subscribe: (company, listener) => subscribeRegister(company, listener),
});

export interface RegisterState extends Register {
  status: 'loading' | 'ready' | 'failed';
  error: AppError | null;
  writeError: AppError | null;
}

const companyOf = (state: RootState) => state.auth.currentUser?.companyUID ?? null;

/** The signed-in company's register as shown (loading until it has answered). */
export const selectRegister = createSelector(
  [(state: RootState) => registerLive.select(state, companyOf(state)), selectRegisterWrites],
  (entry, writes): RegisterState => ({
    status: entry?.status === 'ready' || entry?.status === 'failed' ? entry.status : 'loading',
    error: entry?.error ?? null,
    sites: entry?.value?.sites ?? [],
    plants: entry?.value?.plants ?? {},
    fromCache: entry?.value?.fromCache ?? false,
    corrupt: entry?.value?.corrupt ?? [],
    writeError: writes.writeError,
  }),
);

/** Sites and plants a user can pick: neither archived. */
export const selectPickable = createSelector([selectRegister], (r) =>
  r.sites
    .filter((s) => !s.archived)
    .map((site) => ({ site, plants: (r.plants[site.id] ?? []).filter((p) => !p.archived) })),
);

/** Listens to the signed-in company's register while the calling component is on screen. */
export function useRegister(): RegisterState & { retry: () => void } {
  const company = useAppSelector(companyOf);
  registerLive.useLive(company);
  const { retry } = registerLive.useControls(company);
  return { ...useAppSelector(selectRegister), retry };
}

// What every page of the signed-in app listens to, through the live-data kit, opened by the app
// shell (`useSessionLists` in MainApp): the user's own membership (a removal signs out, a new role
// applies), the company record (its name, plan and every member's name) and this month's upload
// figures (the allowance). The membership saga turns what arrives into the session's state.
import { useEffect, useMemo, useState } from 'react';
import { useAppSelector } from '../../store/hooks';
import { liveKit } from '../../store/liveKit';
import { nextUploadMonth, type UploadMonth, uploadMonthOf } from '../../domain/uploads';
import {
  type CompanyUserRecord,
  type LiveDoc,
  type Membership,
  subscribeCompanyRecord,
  subscribeMembership,
  subscribeUploadMonth,
} from './membersService';

/** Whose membership: the company and the member. */
export interface MembershipOf {
  company: string;
  uid: string;
}

/** Which month's uploads: the company and the month ('yyyy-mm'). */
export interface UploadMonthOf {
  company: string;
  month: string;
}

export const ownMembershipLive = liveKit<MembershipOf, LiveDoc<Membership>>({
  name: 'ownMembership',
  keyOf: ({ company, uid }) => `${company}/${uid}`,
  subscribe: ({ company, uid }, listener) => subscribeMembership(company, uid, listener),
});

export const companyRecordLive = liveKit<string, LiveDoc<CompanyUserRecord>>({
  name: 'companyRecord',
  keyOf: (company) => company,
  subscribe: (company, listener) => subscribeCompanyRecord(company, listener),
});

export const uploadMonthLive = liveKit<UploadMonthOf, LiveDoc<UploadMonth>>({
  name: 'uploadMonth',
  keyOf: ({ company, month }) => `${company}/${month}`,
  subscribe: ({ company, month }, listener) => subscribeUploadMonth(company, month, listener),
});

/** The longest a timer can wait (setTimeout's limit, about 24.8 days). */
const MAX_DELAY_MS = 2 ** 31 - 1;

/** This month ('yyyy-mm'), moving on when the month turns while the page stays open. */
function useUploadMonth(): string {
  const [month, setMonth] = useState(() => uploadMonthOf(new Date()));
  useEffect(() => {
    const now = new Date();
    const wait = Math.min(MAX_DELAY_MS, nextUploadMonth(now).getTime() - now.getTime() + 1000);
    const timer = setTimeout(() => setMonth(uploadMonthOf(new Date())), wait);
    return () => clearTimeout(timer);
  }, [month]);
  return month;
}

/** Listens, while the signed-in app is on screen, to what the session follows. */
export function useSessionLists() {
  const company = useAppSelector((s) => s.auth.currentUser?.companyUID ?? null);
  const uid = useAppSelector((s) => s.auth.currentUser?.uid ?? null);
  const month = useUploadMonth();
  const membership = useMemo(() => (company && uid ? { company, uid } : null), [company, uid]);
  const uploads = useMemo(() => (company ? { company, month } : null), [company, month]);
  ownMembershipLive.useLive(membership);
  companyRecordLive.useLive(company);
  uploadMonthLive.useLive(uploads);
}

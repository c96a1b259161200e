// What the crew set-up's parts are given: the stored crew, the company's members, the week's days
// and their absences and overtime, and how to name a member.
import type { CrewDay } from '../../../domain/board';
import type { CrewSettings } from '../../../services/firebase/crew';

export interface CrewProps {
  settings: Pick<CrewSettings, 'people' | 'permitDays'>;
  pending: boolean;
  users: { id: string; firstName: string; lastName: string; email: string }[];
  days: string[];
  crewDays: readonly CrewDay[];
  nameOf: (uid: string) => string;
}

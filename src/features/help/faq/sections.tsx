// The FAQ's answers, one component per HelpLink topic. Figures come from the code that
// applies them (RIME weights and ageing, delay codes, permits, status names), never retyped.
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { HelpTopic } from '../../../components/HelpLink';
import roleMessages from '../../../components/messages';
import { DELAY_GROUP_NAMES, STATUS_NAMES, WORK_TYPE_NAMES } from '../../work/messages';
import { AGEING_POINTS_PER_WEEK, rime } from '../../../domain/rime';
import { DELAY_GROUPS, PERMIT_TYPES, WORK_TYPE_CODES } from '../../../domain/referenceLists';
import { WORK_STATUSES } from '../../../domain/statusMachine';
import messages from './messages';
import { StatusFlow, StatusTable } from './StatusTable';

type Values = Record<string, string | number>;

/** Every status name as a placeholder ({inPlanning} …), as the app names them. */
function useText() {
  const intl = useIntl();
  const statuses = Object.fromEntries(WORK_STATUSES.map((s) => [s, intl.formatMessage(STATUS_NAMES[s])]));
  return (message: (typeof messages)[keyof typeof messages], values: Values = {}) =>
    intl.formatMessage(message, { ...statuses, ...values });
}

const P = ({ children }: { children: ReactNode }) => <p>{children}</p>;

function Statuses() {
  const t = useText();
  return (
    <>
      <P>{t(messages.statuses1)}</P>
      <StatusFlow />
      <P>{t(messages.statuses2)}</P>
      <StatusTable />
      <h3 className="h6">{t(messages.statusesGates)}</h3>
      <ul>
        <li>{t(messages.gatePlan)}</li>
        <li>{t(messages.gateDay)}</li>
        <li>{t(messages.gateDone)}</li>
        <li>{t(messages.gateReason)}</li>
      </ul>
      <P>{t(messages.statuses3)}</P>
    </>
  );
}

/** The work types by weight, heaviest first (as RIME ranks them). */
const BY_WEIGHT = [...WORK_TYPE_CODES].sort((a, b) => rime(1, b) - rime(1, a));

function Rime() {
  const t = useText();
  const intl = useIntl();
  return (
    <>
      <P>{t(messages.rime1)}</P>
      <table className="table table-sm w-auto">
        <caption>{t(messages.rimeWeights)}</caption>
        <thead>
          <tr>
            <th scope="col">{t(messages.rimeType)}</th>
            <th scope="col" className="text-end">
              {t(messages.rimeWeight)}
            </th>
          </tr>
        </thead>
        <tbody>
          {BY_WEIGHT.map((code) => (
            <tr key={code}>
              <th scope="row" className="fw-normal">
                {intl.formatMessage(WORK_TYPE_NAMES[code])} <span className="text-body-secondary">({code})</span>
              </th>
              <td className="text-end">{rime(1, code)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <P>{t(messages.rime2, { breakdown: rime(1, 'BRP'), example: rime(7, 'BRP') })}</P>
      <P>{t(messages.rime3, { perWeek: AGEING_POINTS_PER_WEEK })}</P>
    </>
  );
}

function PmCompliance() {
  const t = useText();
  return (
    <>
      <P>{t(messages.pm1)}</P>
      <ul>
        <li>{t(messages.pmLate)}</li>
        <li>{t(messages.pmMissed)}</li>
        <li>{t(messages.pmOverdue)}</li>
      </ul>
      <p className="help-formula">{t(messages.pmFormula)}</p>
      <P>{t(messages.pm2)}</P>
      <P>{t(messages.pm3)}</P>
    </>
  );
}

/** The KPI dashboard's figures, each with its definition and the SMRP metric it follows. */
const KPI_ITEMS = [
  'kpisPlannedBacklog',
  'kpisReadyBacklog',
  'kpisPm',
  'kpisPlanned',
  'kpisReactive',
  'kpisSchedule',
  'kpisAvailability',
  'kpisMttr',
  'kpisMtbf',
] as const;

function Kpis() {
  const t = useText();
  return (
    <>
      <P>{t(messages.kpis1)}</P>
      <dl>
        {KPI_ITEMS.map((item) => (
          <div key={item} className="mb-2">
            <dt>{t(messages[`${item}Name`])}</dt>
            <dd className="mb-0">{t(messages[item])}</dd>
          </div>
        ))}
      </dl>
      <P>{t(messages.kpis2)}</P>
    </>
  );
}

function Downtime() {
  const t = useText();
  return (
    <>
      <P>{t(messages.downtime1)}</P>
      <P>{t(messages.downtime2)}</P>
      <P>{t(messages.downtime3)}</P>
    </>
  );
}

function FailureCoding() {
  const t = useText();
  return (
    <>
      <P>{t(messages.failureCoding1)}</P>
      <P>{t(messages.failureCoding2)}</P>
      <P>{t(messages.failureCoding3)}</P>
    </>
  );
}

function SpareParts() {
  const t = useText();
  return (
    <>
      <P>{t(messages.spareParts1)}</P>
      <P>{t(messages.spareParts2)}</P>
      <P>{t(messages.spareParts3)}</P>
      <P>{t(messages.spareParts4)}</P>
      <P>{t(messages.spareParts5)}</P>
      <P>{t(messages.spareParts6)}</P>
      <P>{t(messages.spareParts7)}</P>
    </>
  );
}

function Offline() {
  const t = useText();
  return (
    <>
      <P>{t(messages.offline1)}</P>
      <div className="row g-3 mb-3">
        <div className="col-md-6">
          <h3 className="h6">{t(messages.offlineWorks)}</h3>
          <ul className="mb-0">
            <li>{t(messages.offlineWorks1)}</li>
            <li>{t(messages.offlineWorks2)}</li>
          </ul>
        </div>
        <div className="col-md-6">
          <h3 className="h6">{t(messages.offlineNeeds)}</h3>
          <ul className="mb-0">
            <li>{t(messages.offlineNeeds1)}</li>
            <li>{t(messages.offlineNeeds2)}</li>
            <li>{t(messages.offlineNeeds3)}</li>
          </ul>
        </div>
      </div>
      <P>{t(messages.offline2)}</P>
      <P>{t(messages.offline3)}</P>
    </>
  );
}

function Schedule() {
  const t = useText();
  return (
    <>
      <P>{t(messages.schedule1)}</P>
      <P>{t(messages.schedule2)}</P>
      <P>{t(messages.schedule5)}</P>
      <P>{t(messages.schedule6)}</P>
      <P>{t(messages.schedule7)}</P>
      <P>{t(messages.schedule8)}</P>
      <P>{t(messages.schedule3)}</P>
      <P>{t(messages.schedule4)}</P>
    </>
  );
}

/** 1A–1F, 2A–2D … as the delay code lists name them. */
const delayRange = (group: keyof typeof DELAY_GROUPS) => `${group}A–${group}${DELAY_GROUPS[group]}`;

function DelaysPermits() {
  const t = useText();
  const intl = useIntl();
  const groups = Object.keys(DELAY_GROUPS).map(Number) as (keyof typeof DELAY_GROUPS)[];
  return (
    <>
      <P>{t(messages.delays1)}</P>
      <h3 className="h6">{t(messages.delaysCodes)}</h3>
      <ul>
        {groups.map((group) => (
          <li key={group}>
            {t(messages.delaysGroup, { codes: delayRange(group), name: intl.formatMessage(DELAY_GROUP_NAMES[group]) })}
          </li>
        ))}
      </ul>
      <P>{t(messages.permits1, { codes: PERMIT_TYPES.join(', ') })}</P>
    </>
  );
}

function Attachments() {
  const t = useText();
  return (
    <>
      <P>{t(messages.attachments1)}</P>
      <P>{t(messages.attachments2)}</P>
      <P>{t(messages.attachments3)}</P>
    </>
  );
}

function Roles() {
  const t = useText();
  const intl = useIntl();
  return (
    <>
      <ul>
        <li>{t(messages.rolesAdmin, { admin: intl.formatMessage(roleMessages.admin) })}</li>
        <li>{t(messages.rolesEditor, { editor: intl.formatMessage(roleMessages.editor) })}</li>
      </ul>
      <P>{t(messages.roles2)}</P>
    </>
  );
}

function DataFilter() {
  const t = useText();
  return (
    <>
      <P>{t(messages.filter1)}</P>
      <P>{t(messages.filter2)}</P>
    </>
  );
}

/** Each topic's answer. */
export const ANSWERS: Record<HelpTopic, () => ReactNode> = {
  statuses: Statuses,
  rime: Rime,
  'pm-compliance': PmCompliance,
  kpis: Kpis,
  downtime: Downtime,
  'failure-coding': FailureCoding,
  'spare-parts': SpareParts,
  offline: Offline,
  schedule: Schedule,
  'delays-permits': DelaysPermits,
  attachments: Attachments,
  roles: Roles,
  'data-filter': DataFilter,
};

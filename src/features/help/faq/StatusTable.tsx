// How statuses move (FAQ #statuses): the usual path as a flow, and every move with who makes it,
// drawn from the status machine itself (statusMachine.ts, the same table the rules enforce).
import { useIntl } from 'react-intl';
import { STATUS_NAMES } from '../../work/messages';
import { canMove, TRANSITIONS, WORK_STATUSES } from '../../../domain/statusMachine';
import messages from './messages';

type Status = (typeof WORK_STATUSES)[number];

/** The path most work orders take, from the request to its closing. */
export const USUAL_PATH: readonly Status[] = [
  'new',
  'inPlanning',
  'readyToSchedule',
  'weeklySchedule',
  'dailySchedule',
  'inProgress',
  'workComplete',
  'complete',
  'closed',
];

/** A small arrow between two steps; mirrored in right-to-left (themes/_content.scss). */
function Arrow() {
  return (
    <svg className="help-flow-arrow" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
      <path d="M2 8h11M9 4l4 4-4 4" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}

export function StatusFlow() {
  const intl = useIntl();
  return (
    <figure className="help-figure">
      <figcaption className="fw-semibold mb-2">{intl.formatMessage(messages.statusesFlow)}</figcaption>
      <ol className="help-flow">
        {USUAL_PATH.map((status, i) => (
          <li key={status}>
            {i > 0 && <Arrow />}
            <span className="badge rounded-pill bg-body-tertiary text-body border">
              {intl.formatMessage(STATUS_NAMES[status])}
            </span>
          </li>
        ))}
      </ol>
    </figure>
  );
}

export function StatusTable() {
  const intl = useIntl();
  const name = (status: Status) => intl.formatMessage(STATUS_NAMES[status]);
  const list = (items: string[]) => intl.formatList(items, { type: 'disjunction' });
  return (
    <div className="table-responsive">
      <table className="table table-sm align-top help-status-table">
        <caption>{intl.formatMessage(messages.statusesTable)}</caption>
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage(messages.statusesFrom)}</th>
            <th scope="col">{intl.formatMessage(messages.statusesTo)}</th>
            <th scope="col">{intl.formatMessage(messages.statusesWho)}</th>
          </tr>
        </thead>
        <tbody>
          {WORK_STATUSES.map((from) => {
            const to = TRANSITIONS[from];
            const editors = to.filter((next) => canMove(from, next, 'editor'));
            return (
              <tr key={from}>
                <th scope="row">{name(from)}</th>
                <td>{to.length ? list(to.map(name)) : intl.formatMessage(messages.statusesEnd)}</td>
                <td>
                  {!to.length
                    ? '—'
                    : editors.length
                      ? intl.formatMessage(messages.whoAssigned, { moves: list(editors.map(name)) })
                      : intl.formatMessage(messages.whoAdmins)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

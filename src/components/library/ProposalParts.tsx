// How a versioned library's proposals (procedures, job plans) are shown: the open ones listed on
// the record's page, each linked, and a proposal's own header — its status, who proposed it and
// when, against which revision, its note, the decision and its reason, and a warning (the kind's
// own words) when the record moved on since.
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { DateText } from '../DateText';
import { PendingBadge } from '../PendingBadge';
import type { ProposalMeta } from '../../services/firebase/library';
import messages, { PROPOSAL_STATUS_NAMES } from './messages';

type Shown = ProposalMeta & { pending: boolean };

/** The open proposals of a record, each linked to its page (nothing when there are none). */
export function OpenProposals({
  id,
  title,
  proposals,
  linkOf,
}: {
  /** The heading's id. */
  id: string;
  title: string;
  proposals: readonly Shown[];
  linkOf: (proposalId: string) => string;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const open = proposals.filter((x) => x.status === 'open');
  if (open.length === 0) return null;
  return (
    <section className="alert alert-info" aria-labelledby={id}>
      <h2 id={id} className="h6">
        {title}
      </h2>
      <ul className="mb-0">
        {open.map((x) => (
          <li key={x.id}>
            <Link to={linkOf(x.id)}>
              {t(messages.by, { name: x.proposedByName, date: <DateText key="d" value={x.proposedAt} /> })}
            </Link>{' '}
            ({t(PROPOSAL_STATUS_NAMES[x.status])}){x.note && <>: {x.note}</>}
            <PendingBadge pending={x.pending} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A proposal's header on its page: status, author, base revision, note, decision, staleness. */
export function ProposalSummary({
  proposal: x,
  current,
  staleText,
}: {
  proposal: Shown;
  /** The record's revision now. */
  current: number;
  /** What it means that the record moved on since the proposal's base revision. */
  staleText: string;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <>
      <p className="d-flex flex-wrap gap-2 align-items-center">
        <span className="badge text-bg-info fw-normal">{t(PROPOSAL_STATUS_NAMES[x.status])}</span>
        <span>{t(messages.by, { name: x.proposedByName, date: <DateText key="d" value={x.proposedAt} /> })}</span>
        <span className="text-body-secondary">{t(messages.revisionShort, { revision: x.baseRevision })}</span>
      </p>
      {x.note && <p dir="auto">{t(messages.note, { note: x.note })}</p>}
      {x.status !== 'open' && x.decidedByName && (
        <p className="alert alert-secondary" data-decision>
          {t(messages.decided, {
            status: t(PROPOSAL_STATUS_NAMES[x.status]),
            name: x.decidedByName,
            date: <DateText key="d" value={x.decidedAt} />,
          })}
          {x.decisionNote && (
            <>
              <br />
              {t(messages.decisionNote, { note: x.decisionNote })}
            </>
          )}
        </p>
      )}
      {x.status === 'open' && x.baseRevision !== current && (
        <p className="alert alert-warning" data-stale>
          {staleText}
        </p>
      )}
    </>
  );
}

// The procedures linked to a piece of equipment or a work order, live: title (opening
// the procedure in the library), category (lock-out/tag-out and safety stand out), revision, and
// the body to read in place. The work-order page adds its requirement and acknowledgement
// controls per procedure (`extra`). Empty, it tells admins where procedures are linked.
import { type ReactNode, useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Button, Card, CardBody, CardHeader } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { useErrorText } from '../../lib/useErrorText';
import type { ProcedureCategory } from '../../services/firebase/procedures';
import { PendingBadge } from '../PendingBadge';
import { type LinkedList, type LinkedOf, type LinkedProcedure, linkedProcedures } from './linkedProceduresSlice';
import messages, { CATEGORY_NAMES } from './messages';
import { ProcedureBody } from './ProcedureBody';

const BADGE: Record<ProcedureCategory, string> = {
  loto: 'text-bg-danger',
  safety: 'text-bg-warning',
  sop: 'text-bg-secondary',
  inspection: 'text-bg-secondary',
  troubleshooting: 'text-bg-secondary',
  howto: 'text-bg-secondary',
};

export function CategoryBadge({ category }: { category: ProcedureCategory }) {
  const intl = useIntl();
  return (
    <span className={`badge ${BADGE[category]}`} data-category={category}>
      {intl.formatMessage(CATEGORY_NAMES[category])}
    </span>
  );
}

/** The signed-in user's company's list for `links`, while mounted (null: nobody signed in). */
function useLinkedOf(links: readonly string[]): LinkedOf | null {
  const company = useAppSelector((s) => s.auth.currentUser?.companyUID ?? null);
  return company ? { company, links } : null;
}

/** Opens the list of `links` while mounted; the list as the store has it. */
export function useLinkedProcedures(links: readonly string[]): LinkedList | undefined {
  const entry = linkedProcedures.useLive(useLinkedOf(links));
  return useMemo(
    () =>
      entry && {
        status: entry.status,
        error: entry.error,
        items: entry.value?.items ?? [],
        fromCache: entry.value?.fromCache ?? false,
        corrupt: entry.value?.corrupt ?? [],
      },
    [entry],
  );
}

function Item({ procedure, extra }: { procedure: LinkedProcedure; extra?: ReactNode }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <li className="list-group-item px-0" data-procedure={procedure.id}>
      <div className="d-flex flex-wrap align-items-center gap-2">
        <CategoryBadge category={procedure.category} />
        <Link to={`/app/procedures/${procedure.id}`} className="fw-medium text-break">
          {procedure.title}
        </Link>
        <span className="small text-body-secondary">{t(messages.revision, { revision: procedure.revision })}</span>
        <PendingBadge pending={procedure.pending} />
        <Button
          size="sm"
          color="link"
          className="ms-auto p-0"
          aria-expanded={open}
          aria-controls={`${id}-body`}
          onClick={() => setOpen((o) => !o)}
        >
          {t(open ? messages.hide : messages.show, { title: procedure.title })}
        </Button>
      </div>
      {open && (
        <div id={`${id}-body`} className="border rounded p-2 mt-2 torque-procedure-body">
          {procedure.body.trim() ? (
            <ProcedureBody source={procedure.body} />
          ) : (
            <p className="text-body-secondary mb-0">{t(messages.emptyBody)}</p>
          )}
        </div>
      )}
      {extra}
    </li>
  );
}

export interface LinkedProceduresCardProps {
  /** The equipment's link, and a preventive order's plan link (procedures.ts equipmentLink, planLink). */
  links: readonly string[];
  isAdmin: boolean;
  /** What the page adds under a procedure (the work order's requirement and acknowledgement). */
  extra?: (procedure: LinkedProcedure) => ReactNode;
  /** Shown above the list (the work order's gate). */
  children?: ReactNode;
}

export function LinkedProceduresCard({ links, isAdmin, extra, children }: LinkedProceduresCardProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const of = useLinkedOf(links);
  const list = useLinkedProcedures(links);
  const id = useId();
  const items = list?.items ?? [];
  return (
    <Card tag="section" aria-labelledby={`${id}-title`} className="mb-3" data-linked-procedures>
      <CardHeader className="d-flex align-items-center">
        <h2 id={`${id}-title`} className="h6 mb-0">
          {t(messages.title)}
        </h2>
        <Link className="ms-auto small" to="/app/procedures">
          {t(messages.library)}
        </Link>
      </CardHeader>
      <CardBody>
        {children}
        {(!list || list.status === 'loading') && items.length === 0 && (
          <p className="text-body-secondary mb-0" role="status">
            {t(messages.loading)}
          </p>
        )}
        {list?.status === 'failed' && (
          <div className="alert alert-danger d-flex flex-wrap align-items-center gap-2" role="alert">
            <span>{t(messages.failed, { reason: list.error ? errorText(list.error) : '' })}</span>
            <Button size="sm" color="danger" outline onClick={() => of && dispatch(linkedProcedures.retried(of))}>
              {t(messages.retry)}
            </Button>
          </div>
        )}
        {list?.status === 'ready' && items.length === 0 && (
          <p className="text-body-secondary mb-0">{t(isAdmin ? messages.emptyAdmin : messages.empty)}</p>
        )}
        {list?.fromCache && items.length > 0 && <p className="small text-body-secondary">{t(messages.fromCache)}</p>}
        {list && list.corrupt.length > 0 && (
          <p className="small text-danger">{t(messages.corrupt, { count: list.corrupt.length })}</p>
        )}
        {items.length > 0 && (
          <ul className="list-group list-group-flush">
            {items.map((p) => (
              <Item key={p.id} procedure={p} extra={extra?.(p)} />
            ))}
          </ul>
        )}
      </CardBody>
    </Card>
  );
}

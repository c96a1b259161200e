// A request sent through the request portal, as the staff see it: a badge on the queues and the
// order's page, and the order's card with who sent it (a name they typed), how to reach them (an
// e-mail address or a telephone number becomes a link; anything else stays the text it is) and
// the urgency they chose, in words.
import { useIntl } from 'react-intl';
import { Card, CardBody, CardHeader } from 'reactstrap';
import type { PortalOrigin } from '../../../domain/portal';
import messages, { URGENCY_NAMES } from './messages';
import { contactHref } from './portalModel';

/** "From the portal", on an order that came through it (nothing on any other). */
export function PortalBadge({ portal, className = '' }: { portal?: PortalOrigin | null; className?: string }) {
  const intl = useIntl();
  if (!portal) return null;
  return (
    <span className={`badge text-bg-secondary fw-normal ${className}`} data-portal-badge="">
      {intl.formatMessage(messages.badge)}
    </span>
  );
}

/** The card "Reported through the request portal". */
export function PortalOriginCard({ portal }: { portal: PortalOrigin }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const contact = portal.contact.trim();
  const href = contact ? contactHref(contact) : null;
  return (
    <Card tag="section" aria-labelledby="portal-origin-title" className="mb-3" data-portal-origin="">
      <CardHeader>
        <h2 id="portal-origin-title" className="h6 mb-0">
          {t(messages.originTitle)}
        </h2>
      </CardHeader>
      <CardBody>
        <dl className="row mb-2">
          <dt className="col-sm-3">{t(messages.originName)}</dt>
          <dd className="col-sm-9 text-break">
            <bdi>{portal.name}</bdi>
          </dd>
          <dt className="col-sm-3">{t(messages.originContact)}</dt>
          <dd className="col-sm-9 text-break">
            {!contact ? (
              <span className="text-body-secondary">{t(messages.originNoContact)}</span>
            ) : href ? (
              <a href={href} dir="ltr">
                {contact}
              </a>
            ) : (
              <bdi>{contact}</bdi>
            )}
          </dd>
          <dt className="col-sm-3">{t(messages.originUrgency)}</dt>
          <dd className="col-sm-9" data-portal-urgency={portal.urgency}>
            {t(URGENCY_NAMES[portal.urgency])}
          </dd>
        </dl>
        <p className="small text-body-secondary mb-0">{t(messages.originNote)}</p>
      </CardBody>
    </Card>
  );
}

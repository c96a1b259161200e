// The requests this browser sent through the portal (newest first), each with its stage and its
// status link: a visitor who lost the link finds it here, on the same phone.
import { useIntl } from 'react-intl';
import { type PortalStatus, portalStatusUrl } from '../../domain/portal';
import messages from './messages';
import { STAGE_TEXT } from './stages';

export function MyRequests({ requests }: { requests: readonly PortalStatus[] }) {
  const intl = useIntl();
  if (!requests.length) return null;
  return (
    <section className="mt-4" aria-labelledby="portal-mine">
      <h2 id="portal-mine" className="h5">
        {intl.formatMessage(messages.mineTitle)}
      </h2>
      <ul className="list-group">
        {requests.map((r) => (
          <li key={r.key} className="list-group-item">
            <a href={portalStatusUrl(window.location.origin, r.key)} className="fw-semibold">
              {r.title}
            </a>
            <div className="small text-body-secondary">
              {r.number} · {r.equipmentName}
            </div>
            <div className="small">{intl.formatMessage(STAGE_TEXT[r.stage])}</div>
          </li>
        ))}
      </ul>
    </section>
  );
}

// Near a Free plan limit, before hitting it: "Your company has 2 of 3 members on the
// Free plan", what happens next, and a link to the prices page. At the limit the page disables
// its add action and points at this notice for the reason (aria-describedby).
import { type IntlShape, useIntl } from 'react-intl';
import type { AppError } from '../../lib/errors';
import { Link } from 'react-router-dom';
import { type Limited, type LimitStatus, needsNotice } from '../../lib/planLimits';
import messages from './messages';

export const PRICES_PAGE = '/app/company/plan';

const USAGE = {
  members: messages.noticeMembers,
  sites: messages.noticeSites,
  plants: messages.noticePlants,
  parts: messages.noticeParts,
};
const NEAR = {
  members: messages.nearMembers,
  sites: messages.nearSites,
  plants: messages.nearPlants,
  parts: messages.nearParts,
};
const REFUSED = {
  members: null,
  sites: messages.refusedSites,
  plants: messages.refusedPlants,
  parts: messages.refusedParts,
};
const FULL = {
  members: messages.fullMembers,
  sites: messages.fullSites,
  plants: messages.fullPlants,
  parts: messages.fullParts,
};

/** The id a disabled action names for its reason. */
export const limitNoticeId = (thing: Limited, scope = '') => `plan-limit-${thing}${scope ? `-${scope}` : ''}`;

/** Nothing when there is room (or the plan is paid); the notice when near, at or over the limit. */
export function PlanLimitNotice({ status, scope }: { status: LimitStatus | null; scope?: string }) {
  const intl = useIntl();
  if (!status || !needsNotice(status)) return null;
  const { thing, used, limit, canAdd } = status;
  return (
    <div
      id={limitNoticeId(thing, scope)}
      className={`alert ${canAdd ? 'alert-info' : 'alert-warning'} py-2 mb-3`}
      data-plan-limit={thing}
    >
      <p className="mb-1 fw-semibold">{intl.formatMessage(USAGE[thing], { used, limit })}</p>
      <p className="mb-0">
        {intl.formatMessage(canAdd ? NEAR[thing] : FULL[thing])}{' '}
        <Link to={PRICES_PAGE}>{intl.formatMessage(messages.seePlans)}</Link>
      </p>
    </div>
  );
}

/**
 * A refusal from the rules said as the plan limit it most likely was: a stale page (or a second
 * device) added past a limit this page now shows as reached. Null when it was something else.
 */
export function limitRefusal(intl: IntlShape, error: AppError, statuses: (LimitStatus | null)[]): string | null {
  if (error.code.replace(/^firestore\//, '') !== 'permission-denied') return null;
  const full = statuses.find((s) => s && !s.canAdd && REFUSED[s.thing]);
  return full ? intl.formatMessage(REFUSED[full.thing]!, { limit: full.limit }) : null;
}

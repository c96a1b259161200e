import { FormattedMessage } from 'react-intl';
import type { ProjectProblem } from '../../services/firebase/projectCheck';
import messages from './messages';

/**
 * Shown instead of the app by a production build that names no real Firebase project
 * (services/firebase/projectCheck.ts): what is wrong, and what the administrator must set.
 */
export function NotConnectedScreen({ problem }: { problem: ProjectProblem }) {
  const variable = <code>{problem.variable}</code>;
  return (
    <div className="load-error" role="alert">
      <h1 className="h4">
        <FormattedMessage {...messages.title} />
      </h1>
      <p>
        <FormattedMessage {...messages.body} />
      </p>
      <h2 className="h6">
        <FormattedMessage {...messages.adminTitle} />
      </h2>
      <p>
        <FormattedMessage {...messages.adminSteps} />
      </p>
      <p className="load-error-detail">
        {problem.value ? (
          <FormattedMessage {...messages.demo} values={{ variable, value: <code>{problem.value}</code> }} />
        ) : (
          <FormattedMessage {...messages.missing} values={{ variable }} />
        )}
      </p>
    </div>
  );
}

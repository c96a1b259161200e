// A form's or page's error, read out as soon as it appears; nothing when there is none. With
// `onDismiss`, it carries its own "Dismiss" button (a refused write the person has read). The login
// page draws it: a plain button with Bootstrap's classes keeps reactstrap out of the login route.
import { useIntl } from 'react-intl';
import messages from './messages';

export function ErrorAlert({
  text,
  className = '',
  onDismiss,
}: {
  text: string | null | undefined;
  className?: string;
  onDismiss?: () => void;
}) {
  const intl = useIntl();
  if (!text) return null;
  if (!onDismiss)
    return (
      <div className={`alert alert-danger ${className}`} role="alert">
        {text}
      </div>
    );
  return (
    <div className={`alert alert-danger d-flex flex-wrap align-items-center gap-2 ${className}`}>
      <span role="alert" className="me-auto">
        {text}
      </span>
      <button type="button" className="btn btn-sm btn-outline-danger" onClick={onDismiss}>
        {intl.formatMessage(messages.dismiss)}
      </button>
    </div>
  );
}

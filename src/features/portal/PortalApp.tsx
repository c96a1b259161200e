// The request portal, a page of its own (portal.html): a header with the language, and the form
// (/portal/{key}) or a request's status (/portal/status/{key}). No router: two paths.
import { useIntl } from 'react-intl';
import { LOCALE_ORDER, LOCALES, type LocaleId } from '../../i18n/locales';
import messages from './messages';
import { RequestPage } from './RequestPage';
import { StatusPage } from './StatusPage';

/** The page a path shows: the form of a portal, or a status; null when it names neither. */
export function portalRoute(pathname: string, search: string) {
  const status = /^\/portal\/status\/([^/]+)\/?$/.exec(pathname);
  if (status) return { page: 'status' as const, key: decodeURIComponent(status[1]) };
  const form = /^\/portal\/([^/]+)\/?$/.exec(pathname);
  if (form)
    return { page: 'form' as const, key: decodeURIComponent(form[1]), equipment: new URLSearchParams(search).get('e') };
  return null;
}

interface Props {
  pathname: string;
  search: string;
  locale: LocaleId;
  onLocale: (locale: LocaleId) => void;
}

export function PortalApp({ pathname, search, locale, onLocale }: Props) {
  const intl = useIntl();
  const route = portalRoute(pathname, search);
  return (
    <div className="container py-3" style={{ maxWidth: '40rem' }}>
      <header className="d-flex justify-content-between align-items-center gap-2 mb-3 border-bottom pb-2">
        <span className="fw-semibold">{intl.formatMessage(messages.brand)}</span>
        <div>
          <label htmlFor="portal-language" className="visually-hidden">
            {intl.formatMessage(messages.language)}
          </label>
          <select
            id="portal-language"
            className="form-select form-select-sm"
            value={locale}
            onChange={(e) => onLocale(e.target.value as LocaleId)}
          >
            {LOCALE_ORDER.map((id) => (
              <option key={id} value={id}>
                {LOCALES[id].nativeName}
              </option>
            ))}
          </select>
        </div>
      </header>
      <main>
        {route?.page === 'status' ? (
          <StatusPage statusKey={route.key} />
        ) : (
          <RequestPage portalKey={route?.key ?? ''} equipmentId={route?.page === 'form' ? route.equipment : null} />
        )}
      </main>
    </div>
  );
}

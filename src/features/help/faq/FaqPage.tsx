// /app/help/faq — one section per topic, each at its anchor (#statuses, #rime, #pm-compliance,
// #offline …): a HelpLink elsewhere in the app lands on its section, scrolled to and focused.
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { HELP_TOPIC_LABELS, HELP_TOPICS } from '../../../components/HelpLink';
import { DocumentTitle } from '../../../components/pageFocus';
import helpMessages from '../messages';
import messages from './messages';
import { ANSWERS } from './sections';

/**
 * Scrolls to the section the address names and moves focus to its heading. After a navigation the
 * layout focuses the page's <h1> as soon as it appears (pageFocus.ts, from a MutationObserver, so
 * in a microtask); the section's heading takes the focus after that, in a task of its own.
 */
function useFocusSection(hash: string) {
  useEffect(() => {
    const id = decodeURIComponent(hash.replace(/^#/, ''));
    if (!id) return;
    const timer = setTimeout(() => {
      const section = document.getElementById(id);
      const heading = section?.querySelector<HTMLElement>('h2');
      if (!section || !heading) return;
      // The section keeps clear of the fixed top bar (scroll-margin-top, themes/_content.scss).
      section.scrollIntoView({ block: 'start' });
      heading.focus({ preventScroll: true });
    }, 0);
    return () => clearTimeout(timer);
  }, [hash]);
}

export default function FaqPage() {
  const intl = useIntl();
  const { hash } = useLocation();
  useFocusSection(hash);
  const title = intl.formatMessage(messages.title);
  return (
    <article className="torque-help">
      <DocumentTitle page={title} />
      <p className="mb-1">
        <Link to="/app/help">{intl.formatMessage(helpMessages.backToHelp)}</Link>
      </p>
      <h1 className="h3" tabIndex={-1}>
        {title}
      </h1>
      <nav id="questions" aria-labelledby="faq-contents" className="help-section mb-4">
        <h2 id="faq-contents" className="h6 text-body-secondary" tabIndex={-1}>
          {intl.formatMessage(messages.contents)}
        </h2>
        <ul className="help-contents">
          {HELP_TOPICS.map((topic) => (
            <li key={topic}>
              <Link to={`#${topic}`}>{intl.formatMessage(HELP_TOPIC_LABELS[topic])}</Link>
            </li>
          ))}
        </ul>
      </nav>
      {HELP_TOPICS.map((topic) => {
        const Answer = ANSWERS[topic];
        return (
          <section key={topic} id={topic} className="help-section card mb-3" aria-labelledby={`${topic}-title`}>
            <div className="card-body">
              <h2 id={`${topic}-title`} className="h5" tabIndex={-1}>
                {intl.formatMessage(HELP_TOPIC_LABELS[topic])}
              </h2>
              <Answer />
              <Link to="#questions" className="small">
                {intl.formatMessage(messages.backToTop)}
              </Link>
            </div>
          </section>
        );
      })}
    </article>
  );
}

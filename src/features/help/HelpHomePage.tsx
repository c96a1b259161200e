// /app/help — a short guide per role (docs/design.md §1, §4: admins triage, plan, schedule, check and
// close; editors raise requests and carry out their work), the reader's own role first, and the
// FAQ's questions.
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useAppSelector } from '../../store/hooks';
import { HELP_TOPIC_LABELS, HELP_TOPICS, helpPath } from '../../components/HelpLink';
import roleMessages from '../../components/messages';
import { DocumentTitle } from '../../components/pageFocus';
import { UserRole } from '../../lib/currentUser';
import { STATUS_NAMES } from '../work/messages';
import { WORK_STATUSES } from '../../domain/statusMachine';
import messages from './messages';

type GuideId = 'admin' | 'editor';
const STEPS: Record<GuideId, (keyof typeof messages)[]> = {
  admin: ['admin1', 'admin2', 'admin3', 'admin4', 'admin5', 'admin6', 'admin7', 'admin8'],
  editor: ['editor1', 'editor2', 'editor3', 'editor4', 'editor5', 'editor6', 'editor7', 'editor8'],
};
const TITLES = { admin: messages.adminTitle, editor: messages.editorTitle };
const SUMMARIES = { admin: messages.adminSummary, editor: messages.editorSummary };

function Guide({ id, mine }: { id: GuideId; mine: boolean }) {
  const intl = useIntl();
  const statuses = Object.fromEntries(WORK_STATUSES.map((s) => [s, intl.formatMessage(STATUS_NAMES[s])]));
  return (
    <section id={id} className="help-section card h-100" aria-labelledby={`${id}-guide`}>
      <div className="card-body">
        <h2 id={`${id}-guide`} className="h5">
          {intl.formatMessage(TITLES[id])}
          {mine && (
            <span className="badge text-bg-primary ms-2 align-middle">{intl.formatMessage(messages.yourGuide)}</span>
          )}
        </h2>
        <p>{intl.formatMessage(SUMMARIES[id])}</p>
        <ol className="mb-0 help-steps">
          {STEPS[id].map((step) => (
            <li key={step}>{intl.formatMessage(messages[step], statuses)}</li>
          ))}
        </ol>
      </div>
    </section>
  );
}

export default function HelpHomePage() {
  const intl = useIntl();
  const isAdmin = useAppSelector((state) => state.auth.currentUser?.role === UserRole.Admin);
  const title = intl.formatMessage(messages.title);
  const guides: GuideId[] = isAdmin ? ['admin', 'editor'] : ['editor', 'admin'];
  return (
    <article className="torque-help">
      <DocumentTitle page={title} />
      <h1 className="h3" tabIndex={-1}>
        {title}
      </h1>
      <p>
        {intl.formatMessage(messages.intro, {
          role: intl.formatMessage(isAdmin ? roleMessages.admin : roleMessages.editor),
        })}
      </p>
      <div className="row g-3 mb-4">
        {guides.map((id, i) => (
          <div key={id} className="col-lg-6">
            <Guide id={id} mine={i === 0} />
          </div>
        ))}
      </div>
      <section aria-labelledby="help-faq" className="mb-4">
        <h2 id="help-faq" className="h5">
          {intl.formatMessage(messages.faqTitle)}
        </h2>
        <p className="text-body-secondary">{intl.formatMessage(messages.faqIntro)}</p>
        <ul className="help-contents">
          {HELP_TOPICS.map((topic) => (
            <li key={topic}>
              <Link to={helpPath(topic)}>{intl.formatMessage(HELP_TOPIC_LABELS[topic])}</Link>
            </li>
          ))}
        </ul>
        <Link to="/app/help/faq" className="btn btn-outline-primary btn-sm">
          {intl.formatMessage(messages.allQuestions)}
        </Link>
      </section>
    </article>
  );
}

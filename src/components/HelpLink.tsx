// A small link to the FAQ section that explains what a page shows (the help is "linked
// from the pages it explains"): <HelpLink topic="rime" /> → "What is RIME?" to /app/help/faq#rime.
// The FAQ has a section with each topic's id (FaqPage.test.tsx fails if one is missing).
import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Icon } from './icons';
import messages from './messages';

/** The FAQ's sections, by their anchor (the id in /app/help/faq#…), in the order the FAQ shows them. */
export const HELP_TOPICS = [
  'statuses',
  'rime',
  'pm-compliance',
  'kpis',
  'downtime',
  'failure-coding',
  'spare-parts',
  'offline',
  'schedule',
  'delays-permits',
  'attachments',
  'roles',
  'data-filter',
] as const;
export type HelpTopic = (typeof HELP_TOPICS)[number];

/** The question each topic answers, as its links say it. */
export const HELP_TOPIC_LABELS: Record<HelpTopic, MessageDescriptor> = {
  statuses: messages.helpStatuses,
  rime: messages.helpRime,
  'pm-compliance': messages.helpPmCompliance,
  kpis: messages.helpKpis,
  downtime: messages.helpDowntime,
  'failure-coding': messages.helpFailureCoding,
  'spare-parts': messages.helpSpareParts,
  offline: messages.helpOffline,
  schedule: messages.helpSchedule,
  'delays-permits': messages.helpDelaysPermits,
  attachments: messages.helpAttachments,
  roles: messages.helpRoles,
  'data-filter': messages.helpDataFilter,
};

export const helpPath = (topic: HelpTopic) => `/app/help/faq#${topic}`;

interface Props {
  topic: HelpTopic;
  className?: string;
  /** E.g. to close the panel the link is in. */
  onClick?: () => void;
}

export function HelpLink({ topic, className = '', onClick }: Props) {
  const intl = useIntl();
  return (
    <Link to={helpPath(topic)} className={`torque-help-link ${className}`.trim()} onClick={onClick}>
      <Icon name="help" />
      <span>{intl.formatMessage(HELP_TOPIC_LABELS[topic])}</span>
    </Link>
  );
}

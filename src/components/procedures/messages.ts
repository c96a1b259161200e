import { defineMessages } from '../../i18n/defineMessages';
import type { ProcedureCategory } from '../../services/firebase/procedures';

// The procedures card of the equipment and work-order pages.
const messages = defineMessages({
  title: { id: 'linkedProcedures.title', defaultMessage: 'Procedures' },
  empty: { id: 'linkedProcedures.empty', defaultMessage: 'No procedures are linked here.' },
  emptyAdmin: {
    id: 'linkedProcedures.emptyAdmin',
    defaultMessage: 'No procedures are linked here. Link procedures from the procedures library.',
  },
  library: { id: 'linkedProcedures.library', defaultMessage: 'Procedures library' },
  revision: { id: 'linkedProcedures.revision', defaultMessage: 'Revision {revision}' },
  show: { id: 'linkedProcedures.show', defaultMessage: 'Read {title}' },
  hide: { id: 'linkedProcedures.hide', defaultMessage: 'Hide {title}' },
  emptyBody: { id: 'linkedProcedures.emptyBody', defaultMessage: 'This procedure has no text yet.' },
  failed: { id: 'linkedProcedures.failed', defaultMessage: 'The linked procedures could not be loaded: {reason}' },
  retry: { id: 'linkedProcedures.retry', defaultMessage: 'Try again' },
  loading: { id: 'linkedProcedures.loading', defaultMessage: 'Loading the linked procedures…' },
  fromCache: {
    id: 'linkedProcedures.fromCache',
    defaultMessage: 'Offline: these are the procedures saved on this device; a newer revision may exist.',
  },
  corrupt: {
    id: 'linkedProcedures.corrupt',
    defaultMessage: '{count, plural, one {# linked procedure} other {# linked procedures}} could not be read.',
  },
});

export const CATEGORY_NAMES = defineMessages({
  sop: { id: 'linkedProcedures.category.sop', defaultMessage: 'SOP' },
  loto: { id: 'linkedProcedures.category.loto', defaultMessage: 'Lock-out/tag-out' },
  safety: { id: 'linkedProcedures.category.safety', defaultMessage: 'Safety' },
  howto: { id: 'linkedProcedures.category.howto', defaultMessage: 'How-to' },
  inspection: { id: 'linkedProcedures.category.inspection', defaultMessage: 'Inspection' },
  troubleshooting: { id: 'linkedProcedures.category.troubleshooting', defaultMessage: 'Troubleshooting' },
}) satisfies Record<ProcedureCategory, unknown>;

export default messages;

// The board's set-up, for admins: the crew (CrewEditor.tsx: each member's crafts, hours a day and
// working days, and the weekdays each permit type may be worked), and the week's absences and
// overtime (CrewDays.tsx). Bad input is named under its field and nothing is written; saves are
// offline-first.
import { useIntl } from 'react-intl';
import { Card, CardBody, CardHeader } from 'reactstrap';
import { PendingBadge } from '../../../components/PendingBadge';
import { CrewDays } from './CrewDays';
import { CrewEditor } from './CrewEditor';
import type { CrewProps } from './crewProps';
import messages from './messages';

export function CrewPanel(props: CrewProps) {
  const intl = useIntl();
  return (
    <Card className="mt-4" data-crew-panel>
      <CardHeader className="d-flex flex-wrap align-items-center gap-2">
        <h2 className="h5 mb-0">{intl.formatMessage(messages.crewTitle)}</h2>
        <PendingBadge pending={props.pending} />
      </CardHeader>
      <CardBody>
        <CrewEditor {...props} />
        <CrewDays {...props} />
      </CardBody>
    </Card>
  );
}

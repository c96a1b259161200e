// /app/work/:number/packet — the printable work-order packet of one order, with a Print button.
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { Button } from 'reactstrap';
import { useAppSelector } from '../../../store/hooks';
import { useFeature } from '../../../store/featureRegistry';
import { AsyncSection } from '../../../components/AsyncSection';
import { DocumentTitle } from '../../../components/pageFocus';
import { selectCompany } from '../../company/companySlice';
import { workFeature } from '../workSaga';
import { useOpenOrder } from '../orderLive';
import messages from './messages';
import { Packet } from './Packet';
import './packet.css';
import { nameOf } from './scheduleModel';
import { workNumberLabel } from '../../../lib/workNumber';

export default function PacketPage() {
  useFeature(workFeature);
  const intl = useIntl();
  const { number = '' } = useParams();
  const open = useOpenOrder(number);
  const users = useAppSelector((s) => selectCompany(s).record?.users);
  const item = open.item;
  const status = open.status === 'failed' ? 'failed' : open.status === 'loading' ? 'loading' : 'idle';
  return (
    <>
      <DocumentTitle page={`${intl.formatMessage(messages.packetTitle)} ${workNumberLabel(number)}`} />
      <div className="d-flex flex-wrap gap-2 mb-3 torque-no-print">
        <Link to={`/app/work/${number}`} className="btn btn-link px-0">
          {intl.formatMessage(messages.backToOrder)}
        </Link>
        {item && (
          <Button color="primary" className="ms-auto" onClick={() => window.print()}>
            {intl.formatMessage(messages.print)}
          </Button>
        )}
      </div>
      <AsyncSection
        status={status}
        error={open.error}
        failedTitle={intl.formatMessage(messages.orderLoadFailed)}
        loadingText={intl.formatMessage(messages.loadingOrder)}
        hasData={!!item}
        onRetry={open.retry}
      >
        {item && <Packet order={item} nameOf={nameOf(users, intl.formatMessage(messages.formerMember))} />}
      </AsyncSection>
      {open.status === 'missing' && <p>{intl.formatMessage(messages.orderMissing)}</p>}
    </>
  );
}

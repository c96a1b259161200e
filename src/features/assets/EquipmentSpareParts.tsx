// An equipment page's spare parts: the catalogue's parts marked as fitting it (their `fits`),
// live, by number, each linking to the part (its stock and movements). Admins mark what a part
// fits on the part's edit page.
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Card, CardBody, CardHeader, Table } from 'reactstrap';
import { AsyncSection } from '../../components/AsyncSection';
import { HelpLink } from '../../components/HelpLink';
import { fitsKey } from '../../services/firebase/inventory';
import { partsFittingLive } from '../inventory/inventoryLive';
import { SPARE_PARTS_MESSAGES as messages } from './messages';

export function EquipmentSpareParts({
  company,
  site,
  plant,
  eqid,
}: {
  company: string;
  site: string;
  plant: string;
  eqid: string;
}) {
  const t = useIntl().formatMessage;
  const key = { company, key: fitsKey(site, plant, eqid) };
  const live = partsFittingLive.useLive(key);
  const controls = partsFittingLive.useControls(key);
  const parts = [...(live?.value?.items ?? [])].sort((a, b) => a.number.localeCompare(b.number));
  return (
    <Card tag="section" aria-labelledby="spare-parts-title" data-spare-parts={parts.length}>
      <CardHeader className="d-flex align-items-center gap-2">
        <h2 id="spare-parts-title" className="h6 mb-0">
          {t(messages.title)}
        </h2>
        <HelpLink topic="spare-parts" />
      </CardHeader>
      <CardBody>
        <AsyncSection
          status={live?.status === 'failed' ? 'failed' : live?.value ? 'idle' : 'loading'}
          error={live?.error}
          failedTitle={t(messages.failed)}
          hasData={Boolean(live?.value)}
          onRetry={controls.retry}
          loadingText={t(messages.loading)}
        >
          {parts.length === 0 ? (
            <p className="mb-0 text-body-secondary">
              {t(messages.none)} {t(messages.how)}
            </p>
          ) : (
            <Table responsive size="sm" className="mb-0">
              <thead>
                <tr>
                  <th scope="col">{t(messages.number)}</th>
                  <th scope="col">{t(messages.description)}</th>
                  <th scope="col">{t(messages.manufacturer)}</th>
                </tr>
              </thead>
              <tbody>
                {parts.map((p) => (
                  <tr key={p.id} data-spare-part={p.id}>
                    <th scope="row" className="fw-normal">
                      <Link to={`/app/inventory/parts/${p.id}`}>
                        <bdi>{p.number}</bdi>
                      </Link>
                    </th>
                    <td>{p.description}</td>
                    <td>
                      {p.manufacturer}
                      {p.manufacturerNumber && <span className="text-body-secondary"> · {p.manufacturerNumber}</span>}
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )}
        </AsyncSection>
      </CardBody>
    </Card>
  );
}

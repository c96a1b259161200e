// MTTR and MTBF per piece of equipment (the ten with the most breakdown hours), with a CSV.
import { useIntl } from 'react-intl';
import { Button, Table } from 'reactstrap';
import { downloadText } from '../../../lib/download';
import messages from '../messages';
import { hoursOf } from './format';
import type { DashboardFigures } from './useDashboardFigures';

export function ReliabilityTable({ figures, fileName }: { figures: DashboardFigures; fileName: string }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const rows = figures.equipment;
  const headers = [
    t(messages.equipment),
    t(messages.breakdowns),
    t(messages.breakdownHours),
    t(messages.mttr),
    t(messages.mtbf),
  ];
  const csv = async () =>
    downloadText(
      `${fileName}-reliability.csv`,
      (await import('papaparse')).default.unparse([
        headers,
        ...rows.map((r) => [r.tag, r.breakdowns, r.hours, r.mttr ?? '', r.mtbf ?? '']),
      ]),
    );
  return (
    <section aria-labelledby="reliability" className="card">
      <div className="card-body">
        <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
          <h2 id="reliability" className="h6 mb-0">
            {t(messages.reliabilityTitle)}
          </h2>
          <Button
            size="sm"
            color="secondary"
            outline
            className="ms-auto d-print-none"
            onClick={() => void csv()}
            disabled={!rows.length}
          >
            {t(messages.reliabilityCsv)}
          </Button>
        </div>
        <p className="small text-body-secondary">
          {t(messages.mttrFormula)} {t(messages.mtbfFormula)}
        </p>
        {rows.length === 0 ? (
          <p className="mb-0">{t(messages.noBreakdowns)}</p>
        ) : (
          <div className="table-responsive">
            <Table size="sm" className="mb-0">
              <thead>
                <tr>
                  {headers.map((h, i) => (
                    <th key={h} scope="col" className={i ? 'text-end' : undefined}>
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.eqid}>
                    <th scope="row">
                      <bdi>{r.tag}</bdi>
                    </th>
                    <td className="text-end">{intl.formatNumber(r.breakdowns)}</td>
                    <td className="text-end">
                      <bdi>{hoursOf(intl, r.hours)}</bdi>
                    </td>
                    <td className="text-end">
                      <bdi>{hoursOf(intl, r.mttr)}</bdi>
                    </td>
                    <td className="text-end">
                      <bdi>{hoursOf(intl, r.mtbf)}</bdi>
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </div>
        )}
      </div>
    </section>
  );
}

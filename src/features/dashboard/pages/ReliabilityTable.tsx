// MTTR and MTBF per piece of equipment and per system (the ten with the most breakdown hours
// each), with a CSV of both.
import { useIntl } from 'react-intl';
import { Button, Table } from 'reactstrap';
import { downloadText } from '../../../lib/download';
import messages from '../messages';
import { hoursOf } from './format';
import type { DashboardFigures } from './useDashboardFigures';

type Row = DashboardFigures['equipment'][number];

function RowsTable({ rows, first, caption }: { rows: Row[]; first: string; caption: string }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const headers = [
    first,
    t(messages.breakdowns),
    t(messages.breakdownHours),
    t(messages.hoursStopped),
    t(messages.mttr),
    t(messages.mtbf),
  ];
  return (
    <div className="table-responsive">
      <Table size="sm" className="mb-3">
        <caption className="caption-top">{caption}</caption>
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
                <bdi>{hoursOf(intl, r.stopped)}</bdi>
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
  );
}

export function ReliabilityTable({ figures, fileName }: { figures: DashboardFigures; fileName: string }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { equipment, systems } = figures;
  const csv = async () =>
    downloadText(
      `${fileName}-reliability.csv`,
      (await import('papaparse')).default.unparse([
        [
          t(messages.equipment),
          t(messages.system),
          t(messages.breakdowns),
          t(messages.breakdownHours),
          t(messages.hoursStopped),
          t(messages.mttr),
          t(messages.mtbf),
        ],
        ...[...equipment.map((r) => [r.tag, '', r]), ...systems.map((r) => ['', r.tag, r])].map(
          ([tag, system, row]) => {
            const r = row as Row;
            return [tag, system, r.breakdowns, r.hours, r.stopped ?? '', r.mttr ?? '', r.mtbf ?? ''];
          },
        ),
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
            disabled={!equipment.length}
          >
            {t(messages.reliabilityCsv)}
          </Button>
        </div>
        <p className="small text-body-secondary">
          {t(messages.mttrFormula)} {t(messages.mtbfFormula, { units: intl.formatNumber(figures.units) })}
        </p>
        {equipment.length === 0 ? (
          <p className="mb-0">{t(messages.noBreakdowns)}</p>
        ) : (
          <>
            <RowsTable rows={equipment} first={t(messages.equipment)} caption={t(messages.reliabilityTitle)} />
            {systems.length > 0 && (
              <>
                <RowsTable rows={systems} first={t(messages.system)} caption={t(messages.systemsTitle)} />
                <p className="small text-body-secondary mb-0">{t(messages.systemsNote)}</p>
              </>
            )}
          </>
        )}
      </div>
    </section>
  );
}

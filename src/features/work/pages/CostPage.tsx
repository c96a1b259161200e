// /app/work/costs: what maintenance cost in the chosen plant over a period — each completed work
// order's labour (its actual hours at its planned craft's rate) and parts (issued less returned,
// at each part's cost when issued) — per month as a chart with its table, per equipment, and every
// order as a CSV. Read when opened or refreshed (a report of a closed period, not a live list);
// what could not be priced is said, never hidden in a smaller total.
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Button, Card, CardBody, CardHeader, Table } from 'reactstrap';
import { BarChart } from '../../../components/charts/BarChart';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { DocumentTitle } from '../../../components/pageFocus';
import { SelectField } from '../../../components/SelectField';
import { costByEquipment, costByMonth, type CostOrder, orderCosts } from '../../../domain/costs';
import { downloadText, exportFileName } from '../../../lib/download';
import { type AppError, toAppError } from '../../../lib/errors';
import { useErrorText } from '../../../lib/useErrorText';
import { workNumberLabel } from '../../../lib/workNumber';
import { type Movement, readOrderMovements } from '../../../services/firebase/inventory';
import { type OtherCost, readOtherCosts } from '../../../services/firebase/otherCosts';
import { readCompletedOrders } from '../../../services/firebase/work';
import { useAppSelector } from '../../../store/hooks';
import { storeroomsLive } from '../../inventory/inventoryLive';
import { selectPlant, selectSavedPlant } from '../../plant/plantSlice';
import { useCapacity } from '../schedule/scheduleLive';
import { COST_PAGE_MESSAGES as messages } from './messages';

const PERIODS = [1, 3, 6, 12] as const;
type Period = (typeof PERIODS)[number];

/** The first day (UTC) of the month `back` months before this one, and of next month. */
export function periodOf(months: number, now = new Date()): { from: string; to: string } {
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (months - 1), 1));
  const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return { from: from.toISOString(), to: to.toISOString() };
}

/** Parts are issued before an order is completed: movements are read from this long before. */
const ISSUED_BEFORE_DAYS = 180;

interface Read {
  orders: CostOrder[];
  movements: ReadonlyMap<string, readonly Movement[]>;
  others: ReadonlyMap<string, readonly OtherCost[]>;
  more: boolean;
}

export default function CostPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const errorText = useErrorText();
  const saved = useAppSelector(selectSavedPlant);
  const plant = useAppSelector(selectPlant);
  const { rates } = useCapacity();
  const storerooms = storeroomsLive.useLive(saved ? { company: saved.company, site: saved.site } : null)?.value?.items;
  const [period, setPeriod] = useState<Period>(12);
  const [refresh, setRefresh] = useState(0);
  // What is asked for; the answer names the question it answers, so a stale one never shows.
  const asked = saved && storerooms ? `${saved.site}/${saved.plant}/${period}/${refresh}` : null;
  const [answer, setAnswer] = useState<{ asked: string; read?: Read; error?: AppError } | null>(null);

  useEffect(() => {
    if (!asked || !saved || !storerooms) return;
    let current = true;
    const read = async (): Promise<Read> => {
      const { from, to } = periodOf(period);
      const issuedFrom = new Date(new Date(from).getTime() - ISSUED_BEFORE_DAYS * 86_400_000).toISOString();
      const [{ orders, more }, movements] = await Promise.all([
        readCompletedOrders(saved, from, to),
        readOrderMovements(
          storerooms.map((s) => ({ company: saved.company, site: saved.site, store: s.id })),
          saved.plant,
          issuedFrom,
          to,
        ),
      ]);
      // Other costs are recorded from the day an order is raised: read from the earliest one's.
      const raised = orders.map((o) => o.raisedAt ?? o.completedAt ?? to).sort()[0];
      const others = raised ? await readOtherCosts(saved, raised) : new Map<string, OtherCost[]>();
      return {
        others,
        orders: orders
          .filter((o) => o.completedAt)
          .map((o) => ({
            number: o.number,
            title: o.title,
            equipmentId: o.equipmentId,
            equipmentTag: o.equipmentTag,
            equipmentName: o.equipmentName,
            completedAt: o.completedAt!,
            craft: o.plan?.craft ?? '',
            actualHours: o.execution?.actualHours ?? 0,
          })),
        movements,
        more,
      };
    };
    read()
      .then((result) => current && setAnswer({ asked, read: result }))
      .catch((e: unknown) => current && setAnswer({ asked, error: toAppError(e) }));
    return () => {
      current = false;
    };
  }, [asked, saved, storerooms, period]);

  const loaded: { status: 'loading' | 'ready' | 'failed'; error?: string } =
    !answer || answer.asked !== asked
      ? { status: 'loading' }
      : answer.error
        ? { status: 'failed', error: errorText(answer.error) ?? '' }
        : { status: 'ready' };
  const rows = answer?.asked === asked ? (answer.read ?? null) : null;

  const costs = rows ? orderCosts(rows.orders, rates, rows.movements, rows.others) : [];
  const months = costByMonth(costs);
  const equipment = costByEquipment(costs);
  const sum = (key: 'labour' | 'parts' | 'other' | 'total' | 'unpriced' | 'hours') =>
    months.reduce((s, m) => s + m[key], 0);
  const money = (n: number) => intl.formatNumber(n, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const monthName = (key: string) =>
    intl.formatDate(new Date(`${key}-01T00:00:00Z`), { month: 'short', year: 'numeric', timeZone: 'UTC' });

  const exportCsv = async () => {
    const { default: Papa } = await import('papaparse');
    const lines = costs.map((c) => ({
      [t(messages.csvNumber)]: workNumberLabel(c.number),
      [t(messages.csvTitle)]: c.title,
      [t(messages.csvEquipment)]: c.equipmentTag,
      [t(messages.csvCompleted)]: c.completedAt.slice(0, 10),
      [t(messages.csvCraft)]: c.craft,
      [t(messages.csvHours)]: c.actualHours,
      [t(messages.csvLabour)]: c.labour ?? '',
      [t(messages.csvParts)]: c.parts,
      [t(messages.csvOther)]: c.other,
      [t(messages.csvTotal)]: c.total,
    }));
    downloadText(
      exportFileName(plant?.name ?? 'plant', new Date(), 'costs'),
      `\uFEFF${Papa.unparse(lines, { newline: '\r\n', escapeFormulae: true })}\r\n`,
    );
  };

  const title = t(messages.title);
  return (
    <>
      <DocumentTitle page={title} />
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <h1 className="h3 mb-0 me-auto" tabIndex={-1}>
          {title} {plant && <span className="text-body-secondary fs-6">{plant.name}</span>}
        </h1>
        {loaded.status === 'ready' && costs.length > 0 && (
          <Button size="sm" color="secondary" outline onClick={() => void exportCsv()}>
            {t(messages.exportCsv)}
          </Button>
        )}
      </div>
      <p className="text-body-secondary">{t(messages.intro)}</p>
      {!saved ? (
        <p className="alert alert-info">{t(messages.noPlant)}</p>
      ) : (
        <>
          <div className="d-flex flex-wrap align-items-end gap-2 mb-3">
            <SelectField
              id="cost-period"
              label={t(messages.period)}
              value={String(period)}
              onValue={(v) => setPeriod(Number(v) as Period)}
              className="mb-0"
            >
              {PERIODS.map((p) => (
                <option key={p} value={p}>
                  {t(messages.lastMonths, { count: p })}
                </option>
              ))}
            </SelectField>
            <Button
              color="secondary"
              outline
              onClick={() => setRefresh((n) => n + 1)}
              disabled={loaded.status === 'loading'}
            >
              {t(messages.refresh)}
            </Button>
          </div>
          {loaded.status === 'failed' && <ErrorAlert text={t(messages.failed, { reason: loaded.error })} />}
          {loaded.status === 'loading' && (
            <p role="status">
              <span className="spinner-border spinner-border-sm me-2" aria-hidden />
              {t(messages.loading)}
            </p>
          )}
          {loaded.status === 'ready' && (
            <div
              data-costs={costs.length}
              data-cost-total={Math.round(sum('total') * 100) / 100}
              data-cost-other={Math.round(sum('other') * 100) / 100}
            >
              <p className="fs-5 mb-1">
                {t(messages.summary, {
                  orders: costs.length,
                  total: money(sum('total')),
                  labour: money(sum('labour')),
                  parts: money(sum('parts')),
                  other: money(sum('other')),
                })}
              </p>
              {sum('unpriced') > 0 && (
                <p className="alert alert-warning py-2">
                  {t(messages.unpriced, { count: sum('unpriced') })}{' '}
                  <Link to="/app/work/schedule/weekly">{t(messages.setRates)}</Link>
                </p>
              )}
              {rows?.more && <p className="alert alert-info py-2">{t(messages.more, { count: costs.length })}</p>}
              {costs.length === 0 ? (
                <p className="text-body-secondary">{t(messages.none)}</p>
              ) : (
                <>
                  <Card tag="section" className="mb-3" aria-labelledby="cost-months">
                    <CardHeader>
                      <h2 id="cost-months" className="h6 mb-0">
                        {t(messages.byMonth)}
                      </h2>
                    </CardHeader>
                    <CardBody>
                      <BarChart
                        title={t(messages.byMonth)}
                        series={[
                          { key: 'labour', label: t(messages.labour), color: 'var(--bs-primary)' },
                          { key: 'parts', label: t(messages.parts), color: 'var(--bs-warning)' },
                          { key: 'other', label: t(messages.other), color: 'var(--bs-info)' },
                        ]}
                        bars={months.map((m) => ({
                          key: m.key,
                          label: monthName(m.key),
                          values: { labour: m.labour, parts: m.parts, other: m.other },
                          warn: m.unpriced > 0,
                          note: m.unpriced > 0 ? t(messages.monthUnpriced, { count: m.unpriced }) : undefined,
                        }))}
                        format={money}
                        categoryHeader={t(messages.month)}
                        totalHeader={t(messages.total)}
                        noteHeader={t(messages.note)}
                        showTable={t(messages.showTable)}
                        hideTable={t(messages.hideTable)}
                      />
                    </CardBody>
                  </Card>
                  <Card tag="section" className="mb-3" aria-labelledby="cost-equipment">
                    <CardHeader>
                      <h2 id="cost-equipment" className="h6 mb-0">
                        {t(messages.byEquipment)}
                      </h2>
                    </CardHeader>
                    <CardBody>
                      <Table responsive size="sm" className="mb-0">
                        <thead>
                          <tr>
                            <th scope="col">{t(messages.equipment)}</th>
                            <th scope="col" className="text-end">
                              {t(messages.orders)}
                            </th>
                            <th scope="col" className="text-end">
                              {t(messages.hours)}
                            </th>
                            <th scope="col" className="text-end">
                              {t(messages.labour)}
                            </th>
                            <th scope="col" className="text-end">
                              {t(messages.parts)}
                            </th>
                            <th scope="col" className="text-end">
                              {t(messages.other)}
                            </th>
                            <th scope="col" className="text-end">
                              {t(messages.total)}
                            </th>
                          </tr>
                        </thead>
                        <tbody>
                          {equipment.slice(0, 50).map((g) => (
                            <tr key={g.key} data-cost-equipment={g.key}>
                              <th scope="row" className="fw-normal">
                                <Link to={`/app/assets/equipment/${g.key}`}>
                                  <bdi>{g.label}</bdi>
                                </Link>
                              </th>
                              <td className="text-end">{g.orders}</td>
                              <td className="text-end">{intl.formatNumber(g.hours)}</td>
                              <td className="text-end">
                                {money(g.labour)}
                                {g.unpriced > 0 && ' *'}
                              </td>
                              <td className="text-end">{money(g.parts)}</td>
                              <td className="text-end">{money(g.other)}</td>
                              <td className="text-end fw-semibold">{money(g.total)}</td>
                            </tr>
                          ))}
                        </tbody>
                      </Table>
                      {equipment.length > 50 && (
                        <p className="small text-body-secondary mt-2 mb-0">
                          {t(messages.equipmentMore, { count: equipment.length })}
                        </p>
                      )}
                    </CardBody>
                  </Card>
                </>
              )}
              <p className="small text-body-secondary">{t(messages.how)}</p>
            </div>
          )}
        </>
      )}
    </>
  );
}

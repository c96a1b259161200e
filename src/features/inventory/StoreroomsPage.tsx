// /app/inventory/storerooms: the storerooms of the site the chosen plant is in, each with what
// it holds — parts below zero, out of stock or under their minimum first — and, for admins,
// adding a storeroom and setting a part's minimum, maximum and bin there. Live and offline-first.
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Button, Card, CardBody, CardHeader, Table } from 'reactstrap';
import { ErrorAlert } from '../../components/ErrorAlert';
import { PendingBadge } from '../../components/PendingBadge';
import { HelpLink } from '../../components/HelpLink';
import { DocumentTitle } from '../../components/pageFocus';
import { TextField } from '../../components/TextField';
import { available, levelProblems, type StockState, stockState } from '../../domain/inventory';
import { toAppError } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { useErrorText } from '../../lib/useErrorText';
import { useForm } from '../../lib/useForm';
import {
  type Part,
  queueStockLevels,
  queueStoreroom,
  type Stock,
  type StoreKey,
  type Storeroom,
} from '../../services/firebase/inventory';
import { useAppSelector } from '../../store/hooks';
import { selectIsAdmin } from '../plant/plantSlice';
import { partsLive, stockLive, storeroomsLive } from './inventoryLive';
import messages from './messages';
import { StockTableHead, useStockSite } from './StockBits';
import { StockStateBadge, useQuantity } from '../../components/inventory/StockState';

const SEVERITY: Record<StockState, number> = { negative: 0, out: 1, belowMin: 2, ok: 3, unstocked: 4 };

function LevelsForm({ k, stock, part, onDone }: { k: StoreKey; stock: Stock; part: Part; onDone: () => void }) {
  const t = useIntl().formatMessage;
  const user = useAppSelector((s) => s.auth.currentUser);
  const [values, setValues] = useState({
    min: stock.min === null ? '' : String(stock.min),
    max: stock.max === null ? '' : String(stock.max),
    bin: stock.bin,
  });
  const [problems, setProblems] = useState<Partial<Record<'min' | 'max' | 'bin', string>>>({});
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = levelProblems(values, part.unit);
    const words: Partial<Record<'min' | 'max' | 'bin', string>> = Object.fromEntries(
      Object.entries(found).map(([f, p]) => [f, t(messages[`level_${p}`])]),
    );
    if (values.bin.trim().length > 40) words.bin = t(messages.binTooLong);
    setProblems(words);
    if (Object.keys(words).length || !user) return;
    const read = (s: string) => (s.trim() === '' ? null : Number(s.trim().replace(',', '.')));
    void queueStockLevels(
      k,
      part.id,
      { min: read(values.min), max: read(values.max), bin: values.bin.trim() },
      stock.min,
      user.uid,
      {
        record: `${part.number} – ${part.description}`,
        link: `/app/inventory/parts/${part.id}`,
      },
    );
    onDone();
  };
  const field = (name: 'min' | 'max' | 'bin', label: string) => (
    <div className="col-4">
      <TextField
        id={`levels-${k.store}-${part.id}-${name}`}
        label={label}
        value={values[name]}
        inputMode={name === 'bin' ? undefined : 'decimal'}
        onValue={(v) => setValues((x) => ({ ...x, [name]: v }))}
        problem={problems[name]}
      />
    </div>
  );
  return (
    <form noValidate onSubmit={submit} aria-label={t(messages.levelsTitle, { number: part.number })} className="mt-2">
      <div className="row g-2">
        {field('min', t(messages.levelMin))}
        {field('max', t(messages.levelMax))}
        {field('bin', t(messages.levelBin))}
      </div>
      <div className="d-flex gap-2">
        <Button size="sm" color="primary" type="submit">
          {t(messages.levelSave)}
        </Button>
        <Button size="sm" color="secondary" outline type="button" onClick={onDone}>
          {t(messages.cancel)}
        </Button>
      </div>
    </form>
  );
}

/** An admin's new storeroom: its name, 1 to 200 characters, in words when it is not. */
function NewStoreroomForm({ onSave }: { onSave: (name: string) => void }) {
  const { intl, field, handleSubmit, reset } = useForm({ name: '' }, (v) =>
    !v.name.trim() ? { name: messages.nameMissing } : v.name.trim().length > 200 ? { name: messages.nameTooLong } : {},
  );
  const submit = handleSubmit((v) => {
    onSave(v.name.trim());
    reset({ name: '' });
  });
  return (
    <form noValidate onSubmit={submit} className="d-flex flex-wrap align-items-start gap-2">
      <TextField
        id="new-storeroom"
        name="name"
        label={intl.formatMessage(messages.newStoreroom)}
        className="mb-0 flex-grow-1"
        {...field('name')}
      />
      <Button color="primary" type="submit" className="mt-md-4">
        {intl.formatMessage(messages.addStoreroom)}
      </Button>
    </form>
  );
}

function StoreroomCard({
  k,
  room,
  parts,
  isAdmin,
}: {
  k: StoreKey;
  room: Storeroom & { pending: boolean };
  parts: Map<string, Part>;
  isAdmin: boolean;
}) {
  const t = useIntl().formatMessage;
  const q = useQuantity();
  const live = stockLive.useLive(k);
  const [editing, setEditing] = useState<string | null>(null);
  const rows = (live?.value?.items ?? [])
    .filter((s) => parts.has(s.partId))
    .sort(
      (a, b) =>
        SEVERITY[stockState(a)] - SEVERITY[stockState(b)] ||
        parts.get(a.partId)!.number.localeCompare(parts.get(b.partId)!.number),
    );
  return (
    <Card tag="section" aria-labelledby={`room-${room.id}`} className="mb-3" data-storeroom={room.id}>
      <CardHeader>
        <h2 id={`room-${room.id}`} className="h5 mb-0">
          {room.name}
          <PendingBadge pending={room.pending} />
        </h2>
      </CardHeader>
      <CardBody>
        {rows.length === 0 ? (
          <p className="text-body-secondary mb-0">
            {live?.status === 'ready' ? t(messages.emptyStoreroom) : t(messages.loading)}
          </p>
        ) : (
          <div className="table-responsive">
            <Table size="sm" className="mb-0">
              <StockTableHead first={t(messages.colNumber)} reserved={false} />
              <tbody>
                {rows.map((s) => {
                  const part = parts.get(s.partId)!;
                  return (
                    <tr key={s.partId} data-stock={s.partId}>
                      <td>
                        <Link to={`/app/inventory/parts/${part.id}`}>
                          <bdi>{part.number}</bdi>
                        </Link>
                        <div className="small text-body-secondary">{part.description}</div>
                        {isAdmin &&
                          (editing === s.partId ? (
                            <LevelsForm k={k} stock={s} part={part} onDone={() => setEditing(null)} />
                          ) : (
                            <Button size="sm" color="link" className="p-0" onClick={() => setEditing(s.partId)}>
                              {t(messages.levelsFor, { number: part.number })}
                            </Button>
                          ))}
                      </td>
                      <td className="text-end">{q(s.onHand)}</td>
                      <td className="text-end">{q(available(s))}</td>
                      <td className="text-end">
                        {s.min === null ? '—' : q(s.min)} – {s.max === null ? '—' : q(s.max)}
                      </td>
                      <td>{s.bin}</td>
                      <td>
                        <StockStateBadge level={s} />
                        <PendingBadge pending={s.pending} />
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </Table>
          </div>
        )}
      </CardBody>
    </Card>
  );
}

export default function StoreroomsPage() {
  const t = useIntl().formatMessage;
  const errorText = useErrorText();
  const isAdmin = useAppSelector(selectIsAdmin);
  const user = useAppSelector((s) => s.auth.currentUser);
  const site = useStockSite();
  const rooms = storeroomsLive.useLive(site ? { company: site.company, site: site.site } : null);
  const partsEntry = partsLive.useLive(site?.company ?? null);
  const parts = new Map((partsEntry?.value?.items ?? []).map((p) => [p.id, p]));
  const [error, setError] = useState<string | null>(null);
  const title = t(messages.storeroomsTitle);
  const add = async (name: string) => {
    if (!site || !user) return;
    setError(null);
    try {
      const { acknowledged } = await queueStoreroom(
        { company: site.company, site: site.site, store: newId() },
        { name, archived: false },
        user.uid,
        true,
      );
      acknowledged.catch((e: unknown) => setError(t(messages.writeFailed, { reason: errorText(toAppError(e)) })));
    } catch (e) {
      setError(t(messages.writeFailed, { reason: errorText(toAppError(e)) }));
    }
  };
  return (
    <>
      <DocumentTitle page={title} />
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <h1 className="h3 mb-0 me-auto">{title}</h1>
        <HelpLink topic="spare-parts" />
        <Link to="/app/inventory/parts">{t(messages.title)}</Link>
      </div>
      {!site ? (
        <p className="alert alert-info">{t(messages.choosePlant)}</p>
      ) : (
        <>
          <p className="text-body-secondary">{t(messages.storeroomsIntro, { site: site.siteName })}</p>
          <ErrorAlert text={error} />
          {isAdmin && (
            <Card className="mb-3">
              <CardBody>
                <NewStoreroomForm onSave={(name) => void add(name)} />
              </CardBody>
            </Card>
          )}
          {(rooms?.value?.items ?? [])
            .filter((r) => !r.archived)
            .map((room) => (
              <StoreroomCard
                key={room.id}
                k={{ company: site.company, site: site.site, store: room.id }}
                room={room}
                parts={parts}
                isAdmin={isAdmin}
              />
            ))}
          {rooms?.status === 'ready' && rooms.value?.items.length === 0 && (
            <p className="text-body-secondary">{t(messages.noStorerooms)}</p>
          )}
        </>
      )}
    </>
  );
}

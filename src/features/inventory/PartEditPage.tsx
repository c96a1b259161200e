// /app/inventory/parts/new and /app/inventory/parts/:partId/edit: an admin adds or changes a
// part. Every problem in words before anything is sent (a number another part has, a 10,000-
// character description, a cost that is not an amount); saved offline-first, so the part's page
// opens at once ("waiting to sync").
import { useIntl } from 'react-intl';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Button, Card, CardBody } from 'reactstrap';
import { SelectField, TextAreaField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { DocumentTitle } from '../../components/pageFocus';
import { ErrorAlert } from '../../components/ErrorAlert';
import { PART_UNITS, type PartDraft, type PartProblem, partProblems, type PartUnit } from '../../domain/inventory';
import { toAppError } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { useErrorText } from '../../lib/useErrorText';
import { useForm } from '../../lib/useForm';
import { type Part, queuePart } from '../../services/firebase/inventory';
import { useAppSelector } from '../../store/hooks';
import { selectIsAdmin } from '../plant/plantSlice';
import { partsByIdsLive, partsNumberedLive } from './inventoryLive';
import { EquipmentPicker } from '../../components/equipment/EquipmentPicker';
import { selectPlantEquipment, selectSavedPlant } from '../plant/plantSlice';
import { fitsKey } from '../../services/firebase/inventory';
import { limitNoticeId, PlanLimitNotice } from '../../components/plan/PlanLimitNotice';
import type { LimitStatus } from '../../lib/planLimits';
import { selectLimit } from '../company/companySlice';
import messages from './messages';
import { UNIT_NAMES } from '../../components/inventory/names';
import { type FormEvent, useEffect, useRef, useState } from 'react';

const PROBLEMS: Record<PartProblem, (typeof messages)[keyof typeof messages]> = {
  numberMissing: messages.numberMissing,
  numberTooLong: messages.numberTooLong,
  numberTaken: messages.numberTaken,
  descriptionMissing: messages.descriptionMissing,
  descriptionTooLong: messages.descriptionTooLong,
  unitMissing: messages.unitMissing,
  textTooLong: messages.textTooLong,
  costNotNumber: messages.costNotNumber,
};

const draftOf = (p: Part | null): PartDraft & { archived: boolean } => ({
  number: p?.number ?? '',
  description: p?.description ?? '',
  unit: p?.unit ?? '',
  category: p?.category ?? '',
  manufacturer: p?.manufacturer ?? '',
  manufacturerNumber: p?.manufacturerNumber ?? '',
  vendor: p?.vendor ?? '',
  unitCost: p ? String(p.unitCost) : '',
  archived: p?.archived ?? false,
});

function PartForm({
  part,
  company,
  limit,
}: {
  part: Part | null;
  company: string;
  /** The Free plan's limit on parts, for a new part (null: not known yet, or paid). */
  limit: LimitStatus | null;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const navigate = useNavigate();
  const errorText = useErrorText();
  const user = useAppSelector((s) => s.auth.currentUser);
  const [error, setError] = useState<string | null>(null);
  // The equipment of the chosen plant it fits (what it fits elsewhere is kept as it is).
  const saved = useAppSelector(selectSavedPlant);
  const equipment = useAppSelector(selectPlantEquipment);
  const here = saved ? `${saved.site}/${saved.plant}/` : null;
  const [fitIds, setFitIds] = useState(() =>
    here ? (part?.fits ?? []).filter((f) => f.startsWith(here)).map((f) => f.slice(here.length)) : [],
  );
  const fitsElsewhere = (part?.fits ?? []).filter((f) => !here || !f.startsWith(here));
  const tooMany = fitsElsewhere.length + fitIds.length > 200;
  const problemsOf = (v: PartDraft, others: readonly string[]) =>
    Object.fromEntries(Object.entries(partProblems(v, others)).map(([f, p]) => [f, PROBLEMS[p]]));
  const form = useForm(draftOf(part), (v) => problemsOf(v, []));
  // The numbers other parts have: those of the parts numbered as typed, live (also offline, from
  // what this device has read), checked when the form is sent.
  const typed = form.values.number.trim();
  const numberedEntry = partsNumberedLive.useLive(typed ? { company, number: typed } : null);
  const numbered = numberedEntry?.value?.items ?? [];
  const others = numbered.filter((p) => p.id !== part?.id).map((p) => p.number);
  // A form sent before the number's owners are known (not even from this device's cache: the
  // number was typed a moment ago) waits for them, then is sent again: a taken number is never
  // saved for want of a check.
  const numberKnown = !typed || numberedEntry?.status === 'ready' || numberedEntry?.status === 'failed';
  const formRef = useRef<HTMLFormElement>(null);
  const waiting = useRef(false);
  const [checking, setChecking] = useState(false);
  useEffect(() => {
    if (!waiting.current || !numberKnown) return;
    waiting.current = false;
    formRef.current?.requestSubmit();
  }, [numberKnown]);
  const text = (
    name: 'number' | 'category' | 'manufacturer' | 'manufacturerNumber' | 'vendor' | 'unitCost',
    label: string,
  ) => <TextField id={`part-${name}`} name={name} label={label} autoComplete="off" {...form.field(name)} />;
  const send = async (v: typeof form.values) => {
    if (!user || tooMany) return;
    const id = part?.id ?? newId();
    const input = {
      number: v.number.trim(),
      description: v.description.trim(),
      unit: v.unit as PartUnit,
      category: v.category.trim(),
      manufacturer: v.manufacturer.trim(),
      manufacturerNumber: v.manufacturerNumber.trim(),
      vendor: v.vendor.trim(),
      unitCost: v.unitCost.trim() ? Number(v.unitCost.trim().replace(',', '.')) : 0,
      fits: [...fitsElsewhere, ...(saved ? fitIds.map((eqid) => fitsKey(saved.site, saved.plant, eqid)) : [])],
      archived: v.archived,
    };
    try {
      const { acknowledged } = await queuePart(company, id, input, user.uid, part === null);
      acknowledged.catch(() => undefined); // a refusal is reported by the sync centre
      void navigate(`/app/inventory/parts/${id}`);
    } catch (e) {
      setError(t(messages.writeFailed, { reason: errorText(toAppError(e)) }));
    }
  };
  const checked = form.handleSubmit((v) => void send(v), { check: (v) => problemsOf(v, others) });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    setChecking(!numberKnown);
    if (numberKnown) return checked(event);
    event.preventDefault();
    waiting.current = true;
  };
  return (
    <Card>
      <CardBody>
        <ErrorAlert text={error} />
        <form ref={formRef} noValidate onSubmit={submit}>
          <div className="row g-3">
            <div className="col-md-4">{text('number', t(messages.fieldNumber))}</div>
            <div className="col-md-4">
              <SelectField id="part-unit" name="unit" label={t(messages.fieldUnit)} {...form.field('unit')}>
                <option value="">{t(messages.chooseUnit)}</option>
                {PART_UNITS.map((u) => (
                  <option key={u} value={u}>
                    {t(UNIT_NAMES[u])}
                  </option>
                ))}
              </SelectField>
            </div>
            <div className="col-md-4">{text('unitCost', t(messages.fieldUnitCost))}</div>
          </div>
          <TextAreaField
            id="part-description"
            name="description"
            rows={2}
            label={t(messages.fieldDescription)}
            {...form.field('description')}
          />
          <div className="row g-3">
            <div className="col-md-4">{text('category', t(messages.fieldCategory))}</div>
            <div className="col-md-4">{text('manufacturer', t(messages.fieldManufacturer))}</div>
            <div className="col-md-4">{text('manufacturerNumber', t(messages.fieldManufacturerNumber))}</div>
          </div>
          {text('vendor', t(messages.fieldVendor))}
          {saved && (
            <EquipmentPicker
              id="part-fits"
              name="fits"
              legend={t(messages.fieldFits)}
              findLabel={t(messages.fieldFitsFind)}
              equipment={equipment}
              value={fitIds}
              onValue={setFitIds}
              multiple
              removable
              status={t(messages.fitsChosen, { count: fitIds.length, elsewhere: fitsElsewhere.length })}
              problem={tooMany ? t(messages.fitsTooMany) : undefined}
            />
          )}
          {part && (
            <div className="form-check mb-3">
              <input
                id="part-archived"
                type="checkbox"
                className="form-check-input"
                checked={form.values.archived}
                onChange={(e) => form.set('archived', e.target.checked)}
              />
              <label className="form-check-label" htmlFor="part-archived">
                {t(messages.fieldArchived)}
              </label>
            </div>
          )}
          {!part && <PlanLimitNotice status={limit} />}
          <div className="d-flex flex-wrap gap-2">
            <Button
              color="primary"
              type="submit"
              disabled={!part && limit?.canAdd === false}
              aria-describedby={!part && limit?.canAdd === false ? limitNoticeId('parts') : undefined}
            >
              {t(messages.save)}
            </Button>
            <Button color="secondary" outline type="button" onClick={() => void navigate(-1)}>
              {t(messages.cancel)}
            </Button>
          </div>
          {checking && !numberKnown && (
            <p className="small text-body-secondary mt-2 mb-0" role="status">
              {t(messages.checkingNumber)}
            </p>
          )}
        </form>
      </CardBody>
    </Card>
  );
}

export default function PartEditPage({ isNew }: { isNew: boolean }) {
  const t = useIntl().formatMessage;
  const { partId } = useParams();
  const company = useAppSelector((s) => s.auth.currentUser?.companyUID ?? null);
  const isAdmin = useAppSelector(selectIsAdmin);
  const limit = useAppSelector((s) => selectLimit(s, 'parts'));
  const live = partsByIdsLive.useLive(company && !isNew && partId ? { company, ids: [partId] } : null);
  const part = isNew ? null : (live?.value?.items.find((p) => p.id === partId) ?? null);
  const title = isNew ? t(messages.newPart) : t(messages.editTitle, { number: part?.number ?? '' });
  const ready = isNew || live?.status === 'ready' || Boolean(live?.value);
  return (
    <>
      <DocumentTitle page={title} />
      <h1 className="h3">{title}</h1>
      {!isAdmin || !company ? (
        <p className="alert alert-warning">{t(messages.adminsOnly)}</p>
      ) : !ready ? (
        <p role="status">{t(messages.loading)}</p>
      ) : !isNew && !part ? (
        <p className="alert alert-warning">
          {t(messages.notFound)} <Link to="/app/inventory/parts">{t(messages.title)}</Link>
        </p>
      ) : (
        <PartForm key={part?.id ?? 'new'} part={part} company={company} limit={limit} />
      )}
    </>
  );
}

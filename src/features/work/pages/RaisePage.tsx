// Raise a work request: any member, on equipment of the current plant — found by tag
// or name, or already chosen by the link of an equipment page or its QR label (?equipment=).
// Offline-first: the request's page opens at once, "waiting to sync".
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Card, CardBody } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { SelectField, TextAreaField } from '../../../components/SelectField';
import { TextField } from '../../../components/TextField';
import { DocumentTitle } from '../../../components/pageFocus';
import { useForm } from '../../../lib/useForm';
import { selectEquipmentById, selectPlantEquipment, selectSavedPlant } from '../../plant/plantSlice';
import { WORK_TYPE_NAMES } from '../messages';
import { WORK_TYPE_CODES, type WorkTypeCode } from '../../../domain/referenceLists';
import { raiseRequested, selectWork } from '../workSlice';
import { checkRaise, type RaiseDraft } from '../workValidation';
import { EquipmentPicker } from '../../../components/equipment/EquipmentPicker';
import messages from './messages';

/** A refused raise the sync centre sends back here to edit and retry: what was typed, and its entry. */
interface Retry {
  id: string;
  draft: Partial<Record<keyof RaiseDraft, string>> | null;
}

function retryOf(state: unknown): Retry | null {
  const retry = (state as { retry?: Retry } | null)?.retry;
  return retry && typeof retry.id === 'string' ? retry : null;
}

export default function RaisePage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const retry = retryOf(useLocation().state);
  const saved = useAppSelector(selectSavedPlant);
  const equipment = useAppSelector(selectPlantEquipment);
  const byId = useAppSelector(selectEquipmentById);
  const { lastRaised, writeError } = useAppSelector(selectWork);
  const [sent, setSent] = useState(false);
  const form = useForm<Record<keyof RaiseDraft, string>>(
    {
      title: retry?.draft?.title ?? '',
      description: retry?.draft?.description ?? '',
      equipmentId: retry?.draft?.equipmentId ?? params.get('equipment') ?? '',
      workType: retry?.draft?.workType ?? '',
    },
    (v) => checkRaise(v, byId),
  );
  const { values, setValues, problems, field, handleSubmit } = form;

  useEffect(() => {
    if (sent && lastRaised) void navigate(`/app/work/${lastRaised}`);
  }, [sent, lastRaised, navigate]);

  const chosen = byId.get(values.equipmentId);
  const onSubmit = handleSubmit((v) => {
    setSent(true);
    dispatch(
      raiseRequested({
        title: v.title.trim(),
        description: v.description.trim(),
        equipmentId: v.equipmentId,
        workType: v.workType as WorkTypeCode,
        ...(retry ? { replaces: retry.id } : {}),
      }),
    );
  });

  const title = t(messages.raiseTitle);
  return (
    <>
      <DocumentTitle page={title} />
      <h1 className="h3" tabIndex={-1}>
        {title}
      </h1>
      {!saved ? (
        <p className="alert alert-info">{t(messages.noPlant)}</p>
      ) : (
        <Card>
          <CardBody>
            <p className="text-body-secondary">{t(messages.raiseIntro)}</p>
            {retry && (
              <p className="alert alert-warning" data-retry={retry.id}>
                {t(messages.raiseRetry)}
              </p>
            )}
            <ErrorAlert text={writeError && t(messages.invalidMove)} />
            <form noValidate onSubmit={onSubmit}>
              <EquipmentPicker
                id="raise-find"
                name="equipmentId"
                legend={t(messages.fieldEquipment)}
                findLabel={t(messages.findEquipment)}
                equipment={equipment}
                value={values.equipmentId ? [values.equipmentId] : []}
                onValue={([equipmentId = '']) => setValues((v) => ({ ...v, equipmentId }))}
                status={
                  chosen && t(messages.chosenEquipment, { tag: <bdi key="t">{chosen.tag}</bdi>, name: chosen.name })
                }
                problem={problems.equipmentId && t(problems.equipmentId)}
              />
              <SelectField
                id="raise-workType"
                name="workType"
                label={t(messages.fieldWorkType)}
                value={values.workType}
                onValue={(workType) => setValues((v) => ({ ...v, workType }))}
                problem={problems.workType && t(problems.workType)}
              >
                <option value="">{t(messages.chooseWorkType)}</option>
                {WORK_TYPE_CODES.map((code) => (
                  <option key={code} value={code}>
                    {code} – {t(WORK_TYPE_NAMES[code])}
                  </option>
                ))}
              </SelectField>
              <TextField id="raise-title" name="title" label={t(messages.fieldTitle)} {...field('title')} />
              <TextAreaField
                id="raise-description"
                name="description"
                rows={4}
                label={t(messages.fieldDescription)}
                {...field('description')}
              />
              <div className="d-flex gap-2">
                <Button color="primary" type="submit">
                  {t(messages.submitRaise)}
                </Button>
                <Button color="secondary" outline type="button" onClick={() => void navigate(-1)}>
                  {t(messages.cancel)}
                </Button>
              </div>
            </form>
          </CardBody>
        </Card>
      )}
    </>
  );
}

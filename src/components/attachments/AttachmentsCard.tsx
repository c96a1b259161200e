// The attachments of equipment, work requests, contracts and procedures: add files (refused in
// words before anything is sent when too big, of a type not allowed or beyond what this month's
// upload allowance has left), each upload with its progress bar, state and pause / resume /
// cancel, the month's allowance used, and the list in pages with thumbnails, download and delete.
import { type ChangeEvent, useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, Card, CardBody, Input, Label } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { useFeature } from '../../store/featureRegistry';
import { ErrorAlert } from '../../components/ErrorAlert';
import { useOnline } from '../../lib/useOnline';
import { useErrorText } from '../../lib/useErrorText';
import { nextUploadMonth } from '../../domain/uploads';
import type { AllowanceStatus } from '../../lib/planLimits';
import type { PlantKey } from '../../services/firebase/collections';
import {
  ACCEPT,
  attachmentsFolder,
  checkFile,
  type FileRefusal,
  MAX_ATTACHMENT_BYTES,
  originalNameOf,
  RESUMABLE_THRESHOLD,
  storedNameOf,
  usesResumableUpload,
} from './attachmentRules';
import { AttachmentsList } from './AttachmentsList';
import { holdFile } from './fileQueue';
import messages from './messages';
import { attachmentsFeature } from './uploadsSaga';
import {
  cancelRequested,
  isFinished,
  listRequested,
  pauseRequested,
  resumeRequested,
  selectUploads,
  uploadDismissed,
  uploadRequested,
  type UploadRow,
} from './uploadsSlice';
import { useFileSize } from './useFileSize';

const REFUSAL_MESSAGE: Record<FileRefusal | 'allowance', keyof typeof messages> = {
  empty: 'refusedEmpty',
  tooLarge: 'refusedTooLarge',
  typeNotAllowed: 'refusedType',
  allowance: 'refusedAllowance',
};

interface Refusal {
  name: string;
  reason: FileRefusal | 'allowance';
  size: number;
  /** What the allowance had left for it. */
  left?: number;
}

export interface AttachmentsCardProps {
  plant: PlantKey;
  /** The equipment item whose folder this is (ignored when `folder` is given). */
  eqid?: string;
  /** Another Storage folder (e.g. a work request's attachments); the rules must open it. */
  folder?: string;
  /** The card's heading (default: the equipment attachments' title). */
  title?: string;
  /** The hint shown while `waitingToSync` (default: the equipment's). */
  waitingText?: string;
  /**
   * The equipment is still waiting to sync: Storage's rules check that it exists on the server,
   * so files are accepted only once it has arrived there.
   */
  waitingToSync?: boolean;
  /** The company's members by uid (the company feature's selectMemberNames), to say who uploaded. */
  memberNames?: Readonly<Record<string, string>>;
  /**
   * This month's upload allowance (the company feature's selectUploadAllowance): shown, and
   * files beyond what it has left are refused before anything is sent. Null while unknown.
   */
  allowance?: AllowanceStatus | null;
}

const NO_NAMES: Readonly<Record<string, string>> = {};

export function AttachmentsCard({
  plant,
  eqid = '',
  folder: otherFolder,
  title,
  waitingText,
  waitingToSync = false,
  memberNames = NO_NAMES,
  allowance = null,
}: AttachmentsCardProps) {
  useFeature(attachmentsFeature);
  const intl = useIntl();
  const size = useFileSize();
  const dispatch = useAppDispatch();
  const inputId = useId();
  const folder = otherFolder ?? attachmentsFolder(plant, eqid);
  const uploads = useAppSelector((s) => selectUploads(s, folder));
  const [refusals, setRefusals] = useState<Refusal[]>([]);

  useEffect(() => {
    dispatch(listRequested({ folder }));
  }, [dispatch, folder]);

  const onChoose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = ''; // the same file may be chosen again
    const refused: Refusal[] = [];
    const now = Date.now();
    // Files chosen together share what the allowance has left (the figures move as each is reserved).
    let left = allowance ? allowance.remaining : Number.POSITIVE_INFINITY;
    files.forEach((file, i) => {
      const check = checkFile(file);
      if (!check.ok) {
        refused.push({ name: file.name, reason: check.reason, size: file.size });
        return;
      }
      if (file.size > left) {
        refused.push({ name: file.name, reason: 'allowance', size: file.size, left });
        return;
      }
      left -= file.size;
      const name = originalNameOf(file.name);
      dispatch(
        uploadRequested({
          id: holdFile(file),
          folder,
          name,
          // One millisecond apart, so two files of the same name never share an object name.
          storedName: storedNameOf(file.name, now + i),
          contentType: check.contentType,
          size: file.size,
          resumable: usesResumableUpload(file.size),
        }),
      );
    });
    setRefusals(refused);
  };

  return (
    <Card tag="section" aria-labelledby={`${inputId}-title`}>
      <CardBody>
        <h2 className="h5" id={`${inputId}-title`}>
          {title ?? intl.formatMessage(messages.title)}
        </h2>
        <div className="mb-3">
          <Label for={inputId}>{intl.formatMessage(messages.choose)}</Label>
          <Input
            id={inputId}
            type="file"
            multiple
            accept={ACCEPT}
            onChange={onChoose}
            disabled={waitingToSync || allowance?.level === 'full'}
            aria-describedby={`${inputId}-hint${allowance ? ` ${inputId}-allowance` : ''}`}
          />
          <div id={`${inputId}-hint`} className="form-text">
            {waitingToSync
              ? (waitingText ?? intl.formatMessage(messages.waitingToSync))
              : intl.formatMessage(messages.chooseHint, {
                  max: size(MAX_ATTACHMENT_BYTES),
                  threshold: size(RESUMABLE_THRESHOLD),
                })}
          </div>
          {allowance && <AllowanceLine id={`${inputId}-allowance`} allowance={allowance} />}
        </div>
        {refusals.length > 0 && (
          <div className="alert alert-warning" role="alert">
            <ul className="mb-0 ps-3">
              {refusals.map((r, i) => (
                <li key={`${r.name}-${i}`}>
                  {intl.formatMessage(messages[REFUSAL_MESSAGE[r.reason]], {
                    name: r.name,
                    size: size(r.size),
                    max: size(MAX_ATTACHMENT_BYTES),
                    left: size(r.left ?? 0),
                  })}
                </li>
              ))}
            </ul>
          </div>
        )}
        {uploads.length > 0 && (
          <section aria-labelledby={`${inputId}-uploads`} className="mb-3">
            <h3 className="h6" id={`${inputId}-uploads`}>
              {intl.formatMessage(messages.uploads)}
            </h3>
            <ul className="list-unstyled mb-0">
              {uploads.map((u) => (
                <UploadItem key={u.id} upload={u} />
              ))}
            </ul>
          </section>
        )}
        <AttachmentsList folder={folder} memberNames={memberNames} />
      </CardBody>
    </Card>
  );
}

export default AttachmentsCard;

/** This month's uploads against the allowance, and when it starts again once used up. */
function AllowanceLine({ id, allowance }: { id: string; allowance: AllowanceStatus }) {
  const intl = useIntl();
  const size = useFileSize();
  const values = { used: size(allowance.used), limit: size(allowance.limit), left: size(allowance.remaining) };
  const full = allowance.level === 'full';
  return (
    <div
      id={id}
      className={`form-text ${allowance.level === 'room' ? '' : 'text-warning-emphasis'}`}
      data-allowance={allowance.level}
    >
      {full
        ? intl.formatMessage(messages.allowanceFull, {
            ...values,
            date: intl.formatDate(nextUploadMonth(new Date()), { day: 'numeric', month: 'long', timeZone: 'UTC' }),
          })
        : intl.formatMessage(messages.allowanceUsed, values)}
    </div>
  );
}

const STATE_MESSAGE = {
  running: messages.stateRunning,
  pausing: messages.statePausing,
  paused: messages.statePaused,
  canceling: messages.stateCanceling,
  canceled: messages.stateCanceled,
  success: messages.stateSuccess,
  error: messages.stateError,
} as const;

function UploadItem({ upload: u }: { upload: UploadRow }) {
  const intl = useIntl();
  const size = useFileSize();
  const dispatch = useAppDispatch();
  const errorId = useId();
  const percent = u.total > 0 ? Math.floor((u.bytes / u.total) * 100) : 0;
  const finished = isFinished(u.state);
  const online = useOnline();
  const name = { name: u.name };
  return (
    <li className="border rounded p-2 mb-2">
      <div className="d-flex flex-wrap align-items-center gap-2">
        <span className="fw-semibold text-break me-auto">{u.name}</span>
        {u.resumable && (u.state === 'running' || u.state === 'pausing') && (
          <Button
            size="sm"
            color="secondary"
            outline
            disabled={u.state === 'pausing'}
            aria-label={intl.formatMessage(messages.pauseOf, name)}
            onClick={() => dispatch(pauseRequested(u.id))}
          >
            {intl.formatMessage(messages.pause)}
          </Button>
        )}
        {u.resumable && u.state === 'paused' && (
          <Button
            size="sm"
            color="primary"
            outline
            aria-label={intl.formatMessage(messages.resumeOf, name)}
            onClick={() => dispatch(resumeRequested(u.id))}
          >
            {intl.formatMessage(messages.resume)}
          </Button>
        )}
        {u.resumable && !finished && (
          <Button
            size="sm"
            color="danger"
            outline
            disabled={u.state === 'canceling'}
            aria-label={intl.formatMessage(messages.cancelOf, name)}
            onClick={() => dispatch(cancelRequested(u.id))}
          >
            {intl.formatMessage(messages.cancel)}
          </Button>
        )}
        {finished && (
          <Button
            size="sm"
            color="link"
            aria-label={intl.formatMessage(messages.dismissOf, name)}
            onClick={() => dispatch(uploadDismissed(u.id))}
          >
            {intl.formatMessage(messages.dismiss)}
          </Button>
        )}
      </div>
      <progress
        className="w-100 my-1"
        max={100}
        value={percent}
        aria-label={intl.formatMessage(messages.progressOf, name)}
        aria-valuetext={`${percent}%`}
        aria-describedby={u.error ? errorId : undefined}
      />
      <div className="small" aria-live="polite">
        {intl.formatMessage(messages.progressText, {
          state: intl.formatMessage(STATE_MESSAGE[u.state]),
          done: size(u.bytes),
          total: size(u.total),
          percent,
        })}
      </div>
      {u.state === 'running' && !online && (
        <p className="small text-warning-emphasis mb-0" data-upload-waiting>
          {intl.formatMessage(messages.waitingForNetwork)}
        </p>
      )}
      {u.error && (
        <div id={errorId}>
          <UploadError error={u.error} />
        </div>
      )}
    </li>
  );
}

function UploadError({ error }: { error: NonNullable<UploadRow['error']> }) {
  const intl = useIntl();
  const errorText = useErrorText();
  return <ErrorAlert className="mt-2 mb-0" text={`${intl.formatMessage(messages.uploadFailed)} ${errorText(error)}`} />;
}

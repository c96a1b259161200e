// The files attached to one equipment item, in pages (docs/product.md §5: 1..1000 per page): name, size,
// who uploaded it and when, a thumbnail for images, download, and delete (admins, or whoever
// uploaded the file) after a confirmation.
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, Form, FormFeedback, Input, Label, Modal, ModalBody, ModalFooter, ModalHeader } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { AsyncSection } from '../../components/AsyncSection';
import { ErrorAlert } from '../../components/ErrorAlert';
import { formatDate } from '../../lib/date';
import { useErrorText } from '../../lib/useErrorText';
import { useOnline } from '../../lib/useOnline';
import { canDeleteAttachment, isImageType, MAX_PAGE_SIZE, MIN_PAGE_SIZE, parsePageSize } from './attachmentRules';
import { type Attachment, attachmentUrl } from './attachmentsService';
import messages from './messages';
import {
  deleteRequested,
  listRequested,
  moreRequested,
  pageSizeChanged,
  selectAttachments,
  selectList,
} from './uploadsSlice';
import { useFileSize } from './useFileSize';

/** The file's download address, once Storage has given it (null before, or when refused). */
function useDownloadUrl(path: string): string | null {
  const [url, setUrl] = useState<{ path: string; url: string } | null>(null);
  useEffect(() => {
    let live = true;
    attachmentUrl(path).then(
      (u) => live && setUrl({ path, url: u }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [path]);
  return url?.path === path ? url.url : null;
}

/** `memberNames`: uid → name, for who uploaded each file (a colleague not in it reads as "a colleague"). */
export function AttachmentsList({
  folder,
  memberNames,
}: {
  folder: string;
  memberNames: Readonly<Record<string, string>>;
}) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const list = useAppSelector((s) => selectList(s, folder));
  const { deleteError } = useAppSelector(selectAttachments);
  const [confirm, setConfirm] = useState<Attachment | null>(null);
  const titleId = useId();
  const online = useOnline();
  // Storage lists need the network: offline, say so rather than "Loading…" for minutes, and
  // ask again as soon as the connection returns.
  const wasOnline = useRef(online);
  useEffect(() => {
    if (online && !wasOnline.current) dispatch(listRequested({ folder }));
    wasOnline.current = online;
  }, [online, dispatch, folder]);
  const waitingForNetwork = !online && list.status !== 'idle' && list.items.length === 0;

  return (
    <section aria-labelledby={titleId}>
      <h3 className="h6 visually-hidden" id={titleId}>
        {intl.formatMessage(messages.title)}
      </h3>
      <ErrorAlert
        text={deleteError && `${intl.formatMessage(messages.deleteFailed)} ${errorText(deleteError)}`}
        className="mb-2"
      />
      {waitingForNetwork ? (
        <p className="text-body-secondary" role="status">
          {intl.formatMessage(messages.needsConnection)}
        </p>
      ) : (
        <AsyncSection
          status={list.status}
          error={list.error}
          hasData={list.status !== 'loading' || list.items.length > 0}
          failedTitle={intl.formatMessage(messages.listFailed)}
          onRetry={() => dispatch(listRequested({ folder }))}
        >
          {list.items.length === 0 ? (
            <p className="text-body-secondary">{intl.formatMessage(messages.empty)}</p>
          ) : (
            <ul className="list-unstyled mb-2">
              {list.items.map((item) => (
                <AttachmentItem
                  key={item.path}
                  item={item}
                  memberNames={memberNames}
                  onDelete={() => setConfirm(item)}
                />
              ))}
            </ul>
          )}
          <div className="d-flex flex-wrap align-items-end gap-3">
            <span className="small text-body-secondary" aria-live="polite">
              {intl.formatMessage(messages.shown, { count: list.items.length })}
            </span>
            {list.nextPageToken && (
              <Button
                size="sm"
                color="secondary"
                outline
                disabled={list.loadingMore}
                onClick={() => dispatch(moreRequested({ folder }))}
              >
                {intl.formatMessage(messages.loadMore)}
              </Button>
            )}
            <PageSizeForm />
          </div>
        </AsyncSection>
      )}
      <Modal
        isOpen={confirm !== null}
        toggle={() => setConfirm(null)}
        fade={false}
        labelledBy={`${titleId}-confirm`}
        returnFocusAfterClose
      >
        <ModalHeader id={`${titleId}-confirm`} toggle={() => setConfirm(null)}>
          {intl.formatMessage(messages.confirmTitle)}
        </ModalHeader>
        <ModalBody>{confirm && intl.formatMessage(messages.confirmBody, { name: confirm.originalName })}</ModalBody>
        <ModalFooter>
          <Button color="secondary" outline onClick={() => setConfirm(null)}>
            {intl.formatMessage(messages.keep)}
          </Button>
          <Button
            color="danger"
            onClick={() => {
              if (confirm) dispatch(deleteRequested({ folder, path: confirm.path }));
              setConfirm(null);
            }}
          >
            {intl.formatMessage(messages.confirmDelete)}
          </Button>
        </ModalFooter>
      </Modal>
    </section>
  );
}

function AttachmentItem({
  item,
  memberNames,
  onDelete,
}: {
  item: Attachment;
  memberNames: Readonly<Record<string, string>>;
  onDelete: () => void;
}) {
  const intl = useIntl();
  const size = useFileSize();
  const url = useDownloadUrl(item.path);
  const user = useAppSelector((s) => s.auth.currentUser);
  const deleting = useAppSelector((s) => selectAttachments(s).deleting.includes(item.path));
  const who =
    user?.uid === item.uploadedBy
      ? intl.formatMessage(messages.you)
      : (memberNames[item.uploadedBy] ?? intl.formatMessage(messages.colleague));
  const name = { name: item.originalName };
  return (
    <li className="d-flex flex-wrap align-items-center gap-3 border-bottom py-2">
      {isImageType(item.contentType) && url && (
        <img
          src={url}
          alt={intl.formatMessage(messages.thumbnailAlt, name)}
          width={64}
          height={64}
          loading="lazy"
          className="rounded border object-fit-cover"
        />
      )}
      <div className="me-auto text-break">
        <div className="fw-semibold">{item.originalName}</div>
        <div className="small text-body-secondary">
          <span className="visually-hidden">{intl.formatMessage(messages.colSize)}: </span>
          {size(item.size)} · <span className="visually-hidden">{intl.formatMessage(messages.colUploaded)}: </span>
          {intl.formatMessage(messages.uploadedByOn, { who, date: formatDate(item.timeCreated) })}
        </div>
      </div>
      {url && (
        <a
          className="btn btn-sm btn-outline-primary"
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          download={item.originalName}
          aria-label={intl.formatMessage(messages.downloadOf, name)}
        >
          {intl.formatMessage(messages.download)}
        </a>
      )}
      {canDeleteAttachment(user, item.uploadedBy) && (
        <Button
          size="sm"
          color="danger"
          outline
          disabled={deleting}
          aria-label={intl.formatMessage(messages.deleteOf, name)}
          onClick={onDelete}
        >
          {intl.formatMessage(messages.delete)}
        </Button>
      )}
    </li>
  );
}

function PageSizeForm() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const pageSize = useAppSelector((s) => selectAttachments(s).pageSize);
  const [text, setText] = useState(String(pageSize));
  const [invalid, setInvalid] = useState(false);
  const id = useId();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const n = parsePageSize(text);
    setInvalid(n === null);
    if (n !== null && n !== pageSize) dispatch(pageSizeChanged(n));
  };
  return (
    <Form className="d-flex align-items-start gap-2" onSubmit={onSubmit} noValidate>
      <div>
        <Label for={id} className="small mb-1">
          {intl.formatMessage(messages.pageSize)}
        </Label>
        <Input
          id={id}
          bsSize="sm"
          inputMode="numeric"
          value={text}
          invalid={invalid}
          aria-describedby={invalid ? `${id}-error` : undefined}
          onChange={(e) => setText(e.target.value)}
          style={{ maxWidth: '8rem' }}
        />
        <FormFeedback id={`${id}-error`}>
          {intl.formatMessage(messages.pageSizeInvalid, { min: MIN_PAGE_SIZE, max: MAX_PAGE_SIZE })}
        </FormFeedback>
      </div>
      <Button size="sm" color="secondary" outline type="submit" className="mt-4">
        {intl.formatMessage(messages.applyPageSize)}
      </Button>
    </Form>
  );
}

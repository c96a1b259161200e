// New procedure, edit (admins publish the next revision) or propose a change (editors) — issue
// 14: title, category, tags, the Markdown body with a live preview, links, and what changed. Every
// limit is said in words before anything is sent ("The body is 1,000,000 characters; a procedure
// can have at most 100,000."); nothing typed is lost on an error.
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Card, CardBody, Nav, NavItem, NavLink } from 'reactstrap';
import { useAppDispatch } from '../../store/hooks';
import { ErrorAlert } from '../../components/ErrorAlert';
import { SelectField, TextAreaField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { newId } from '../../lib/ids';
import { useForm } from '../../lib/useForm';
import { PROCEDURE_CATEGORIES, PROCEDURE_LIMITS } from '../../services/firebase/procedures';
import { LinksPicker } from './LinksPicker';
import messages, { CATEGORY_NAMES } from './messages';
import { proposeRequested, publishRequested } from './proceduresSlice';
import { checkProcedure, type ProcedureDraft, type ProcedureField, toContent } from './procedureValidation';

const MarkdownView = lazy(() => import('../../components/markdown/MarkdownView'));

export type FormMode = 'new' | 'edit' | 'propose';

interface Props {
  mode: FormMode;
  /** The procedure (null for a new one). */
  id: string | null;
  initial: ProcedureDraft;
  initialLinks: string[];
  /** The published revision (edit, propose), and whether the procedure is archived. */
  revision: number;
  archived: boolean;
  resolveImage?: (name: string) => string | null;
}

const count = (n: number) => n.toLocaleString('en-US');

export function ProcedureForm({ mode, id, initial, initialLinks, revision, archived, resolveImage }: Props) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [links, setLinks] = useState(initialLinks);
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const { intl, field, values, setValues, problems, problem, handleSubmit } = useForm<Record<ProcedureField, string>>(
    { ...initial, links: '' },
    (v) => checkProcedure(v, links),
  );
  const t = intl.formatMessage;

  const onSubmit = handleSubmit((v) => {
    const content = toContent(v, links);
    if (mode === 'propose' && id) {
      const proposalId = newId();
      dispatch(proposeRequested({ procedureId: id, proposalId, content, note: v.note }));
      void navigate(`/app/procedures/${id}/proposals/${proposalId}`);
      return;
    }
    const procedureId = id ?? newId();
    dispatch(publishRequested({ id: procedureId, isNew: mode === 'new', content, note: v.note, archived }));
    void navigate(`/app/procedures/${procedureId}`);
  });

  const submitText =
    mode === 'propose'
      ? t(messages.sendProposal)
      : mode === 'new'
        ? t(messages.publish)
        : t(messages.publishRevision, { revision: revision + 1 });

  return (
    <Card>
      <CardBody>
        <form
          noValidate
          onSubmit={(e) => {
            // The body's problem is shown by its field: back to writing, where it can be fixed.
            if (checkProcedure(values, links).body) setTab('write');
            onSubmit(e);
          }}
        >
          <ErrorAlert text={Object.keys(problems).length > 0 ? t(messages.problemsFound) : null} />
          <div className="row g-3">
            <div className="col-md-8">
              <TextField
                id="procedure-title"
                name="title"
                label={t(messages.fieldTitle)}
                required
                {...field('title')}
              />
            </div>
            <div className="col-md-4">
              <SelectField
                id="procedure-category"
                name="category"
                label={t(messages.fieldCategory)}
                value={values.category}
                onValue={(category) => setValues((x) => ({ ...x, category }))}
                problem={problem('category')}
              >
                <option value="">{t(messages.chooseCategory)}</option>
                {PROCEDURE_CATEGORIES.map((c) => (
                  <option key={c} value={c}>
                    {t(CATEGORY_NAMES[c])}
                  </option>
                ))}
                {values.category && !(PROCEDURE_CATEGORIES as readonly string[]).includes(values.category) && (
                  <option value={values.category}>{values.category}</option>
                )}
              </SelectField>
            </div>
          </div>
          <TextField id="procedure-tags" name="tags" label={t(messages.fieldTags)} {...field('tags')} />
          <Nav tabs className="mb-2" role="tablist">
            {(['write', 'preview'] as const).map((name) => (
              <NavItem key={name} role="presentation">
                <NavLink
                  href="#"
                  role="tab"
                  aria-selected={tab === name}
                  active={tab === name}
                  onClick={(e) => {
                    e.preventDefault();
                    setTab(name);
                  }}
                >
                  {t(name === 'write' ? messages.tabWrite : messages.tabPreview)}
                </NavLink>
              </NavItem>
            ))}
          </Nav>
          {tab === 'write' ? (
            <>
              <TextAreaField
                id="procedure-body"
                name="body"
                rows={14}
                className="mb-1 font-monospace"
                label={t(messages.fieldBody)}
                value={values.body}
                onValue={(body) => setValues((x) => ({ ...x, body }))}
                problem={problem('body')}
              />
              <p className={`form-text ${values.body.length > PROCEDURE_LIMITS.body ? 'text-danger' : ''}`}>
                {t(messages.bodyCount, { length: count(values.body.length), limit: count(PROCEDURE_LIMITS.body) })}{' '}
                {t(messages.bodyHelp)}
              </p>
            </>
          ) : (
            <div className="border rounded p-3 mb-3" data-preview>
              {problem('body') && <p className="text-danger">{problem('body')}</p>}
              <Suspense fallback={null}>
                <MarkdownView source={values.body} resolveImage={resolveImage} />
              </Suspense>
            </div>
          )}
          <LinksPicker value={links} onValue={setLinks} problem={problem('links')} />
          <TextAreaField
            id="procedure-note"
            name="note"
            rows={2}
            label={t(messages.fieldNote)}
            value={values.note}
            onValue={(note) => setValues((x) => ({ ...x, note }))}
            problem={problem('note')}
          />
          <div className="d-flex flex-wrap gap-2">
            <Button color="primary" type="submit">
              {submitText}
            </Button>
            <Button color="secondary" outline type="button" onClick={() => void navigate(-1)}>
              {t(messages.cancel)}
            </Button>
          </div>
        </form>
      </CardBody>
    </Card>
  );
}

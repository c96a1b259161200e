// Assets → Failure codes: the library failures are coded by, in the ISO 14224 manner — each
// equipment class with its failure modes, the failure mechanisms, and the causes under the 13
// cause categories. Everyone reads it; admins add their company's own classes, modes and causes
// (and remove them again), saved whole, offline-first ("waiting to sync" until the server has
// it), a refusal in words. A removed entry stays readable on the failures coded with it.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, Card, CardBody, CardHeader, Table } from 'reactstrap';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { useFailureLibrary } from '../../../components/failureCodes/failureCodesLive';
import { MECHANISM_GROUP_NAMES } from '../../../components/failureCodes/messages';
import { useFailureNames } from '../../../components/failureCodes/useFailureNames';
import { HelpLink } from '../../../components/HelpLink';
import { PendingBadge } from '../../../components/PendingBadge';
import { DocumentTitle } from '../../../components/pageFocus';
import { SelectField } from '../../../components/SelectField';
import { type FailureLibraryExtensions, mechanismGroup, MECHANISM_GROUPS } from '../../../domain/failureCodes';
import { FAILURE_CAUSES } from '../../../domain/referenceLists';
import { type AppError, toAppError } from '../../../lib/errors';
import { useErrorText } from '../../../lib/useErrorText';
import { queueFailureCodes } from '../../../services/firebase/failureCodes';
import { useAppSelector } from '../../../store/hooks';
import { selectIsAdmin } from '../../plant/plantSlice';
import { AddEntryForm } from './AddEntryForm';
import messages from './messages';

export default function FailureCodesPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const errorText = useErrorText();
  const isAdmin = useAppSelector(selectIsAdmin);
  const user = useAppSelector((s) => s.auth.currentUser);
  // The company's library, whichever plant is chosen (or none).
  const company = user?.companyUID ?? null;
  const { library, extensions, pending, status, error } = useFailureLibrary(company);
  const names = useFailureNames(library);
  const [shownClass, setShownClass] = useState('pump');
  const [writeError, setWriteError] = useState<AppError | null>(null);
  const [done, setDone] = useState('');
  const title = t(messages.title);

  const save = async (next: FailureLibraryExtensions, said: string) => {
    if (!company || !user) return;
    setWriteError(null);
    try {
      const { acknowledged } = await queueFailureCodes(company, next, user.uid);
      setDone(said);
      acknowledged.catch((e: unknown) => setWriteError(toAppError(e)));
    } catch (e) {
      setWriteError(toAppError(e));
    }
  };
  const classCode = library.classes.some((c) => c.code === shownClass) ? shownClass : library.classes[0].code;
  /** An admin's button that takes one of the company's own entries out of the library. */
  const remove = (name: string, next: FailureLibraryExtensions) => (
    <Button
      size="sm"
      color="link"
      className="p-0 ms-2 align-baseline"
      onClick={() => void save(next, t(messages.removed, { name }))}
    >
      {t(messages.removeOf, { name })}
    </Button>
  );
  const own = (name: string | null) =>
    name !== null && <span className="badge text-bg-secondary ms-1">{t(messages.ownBadge)}</span>;

  return (
    <>
      <DocumentTitle page={title} />
      <div className="d-flex flex-wrap align-items-center gap-2">
        <h1 className="h3 mb-0">{title}</h1>
        <PendingBadge pending={pending} />
        <HelpLink topic="failure-coding" className="ms-auto" />
      </div>
      <p className="text-body-secondary mt-2">{t(isAdmin ? messages.introAdmin : messages.intro)}</p>
      {status === 'failed' && <ErrorAlert text={t(messages.loadFailed, { reason: errorText(error) })} />}
      <ErrorAlert text={writeError && t(messages.writeFailed, { reason: errorText(writeError) })} />
      <p className="small text-success-emphasis" role="status">
        {done}
      </p>

      <Card tag="section" aria-labelledby="fc-classes" className="mb-3">
        <CardHeader>
          <h2 id="fc-classes" className="h5 mb-0">
            {t(messages.classesTitle)}
          </h2>
        </CardHeader>
        <CardBody>
          <div className="row g-2 align-items-end">
            <div className="col-md-6">
              <SelectField id="fc-class" label={t(messages.classShown)} value={classCode} onValue={setShownClass}>
                {library.classes.map((c) => (
                  <option key={c.code} value={c.code}>
                    {`${names.className(c.code)} (${c.code})`}
                  </option>
                ))}
              </SelectField>
            </div>
            {isAdmin && extensions.classes.some((c) => c.id === classCode) && (
              <div className="col-md-6 mb-3">
                <Button
                  color="danger"
                  outline
                  size="sm"
                  onClick={() =>
                    void save(
                      {
                        ...extensions,
                        classes: extensions.classes.filter((c) => c.id !== classCode),
                        modes: extensions.modes.filter((m) => m.equipmentClass !== classCode),
                      },
                      t(messages.removed, { name: names.className(classCode) }),
                    )
                  }
                >
                  {t(messages.removeClass, { name: names.className(classCode) })}
                </Button>
              </div>
            )}
          </div>
          <div className="table-responsive mb-3">
            <Table size="sm" className="mb-0" data-modes={classCode}>
              <caption className="caption-top">{t(messages.modesOf, { name: names.className(classCode) })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t(messages.colCode)}</th>
                  <th scope="col">{t(messages.colMode)}</th>
                  {isAdmin && <th scope="col">{t(messages.colActions)}</th>}
                </tr>
              </thead>
              <tbody>
                {library.modes[classCode].length === 0 && (
                  <tr>
                    <td colSpan={3} className="text-body-secondary">
                      {t(messages.noModes)}
                    </td>
                  </tr>
                )}
                {library.modes[classCode].map((m) => (
                  <tr key={m.code}>
                    <td>
                      <code>{m.code}</code>
                    </td>
                    <td>
                      {names.modeName(classCode, m.code)}
                      {own(m.name)}
                    </td>
                    {isAdmin && (
                      <td>
                        {m.name !== null &&
                          remove(m.name, {
                            ...extensions,
                            modes: extensions.modes.filter(
                              (x) => !(x.equipmentClass === classCode && x.code === m.code),
                            ),
                          })}
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </Table>
          </div>
          {isAdmin && (
            <div className="row g-3">
              <div className="col-lg-6">
                <AddEntryForm
                  names={names}
                  kind="mode"
                  title={t(messages.addModeTitle, { name: names.className(classCode) })}
                  extensions={extensions}
                  equipmentClass={classCode}
                  onAdd={(entry) =>
                    void save(
                      {
                        ...extensions,
                        modes: [...extensions.modes, { equipmentClass: classCode, code: entry.code, name: entry.name }],
                      },
                      t(messages.added, { name: entry.name }),
                    )
                  }
                />
              </div>
              <div className="col-lg-6">
                <AddEntryForm
                  names={names}
                  kind="class"
                  title={t(messages.addClassTitle)}
                  extensions={extensions}
                  onAdd={(entry) => {
                    setShownClass(entry.code);
                    void save(
                      { ...extensions, classes: [...extensions.classes, { id: entry.code, name: entry.name }] },
                      t(messages.added, { name: entry.name }),
                    );
                  }}
                />
              </div>
            </div>
          )}
        </CardBody>
      </Card>

      <Card tag="section" aria-labelledby="fc-causes" className="mb-3">
        <CardHeader>
          <h2 id="fc-causes" className="h5 mb-0">
            {t(messages.causesTitle)}
          </h2>
        </CardHeader>
        <CardBody>
          <p className="small text-body-secondary">{t(messages.causesIntro)}</p>
          <div className="row g-3">
            {FAILURE_CAUSES.map((cat) => (
              <section key={cat} className="col-md-6 col-xl-4" aria-labelledby={`fc-cat-${cat}`} data-category={cat}>
                <h3 id={`fc-cat-${cat}`} className="h6">
                  {`${names.categoryName(cat)} (${cat})`}
                </h3>
                <ul className="mb-0">
                  {library.causes[cat].map((c) => (
                    <li key={c.code}>
                      {names.causeName(c.code)}
                      {own(c.name)}
                      {isAdmin &&
                        c.name !== null &&
                        remove(c.name, {
                          ...extensions,
                          causes: extensions.causes.filter((x) => `${x.category}.${x.id}` !== c.code),
                        })}
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
          {isAdmin && (
            <div className="mt-3 col-lg-6">
              <AddEntryForm
                names={names}
                kind="cause"
                title={t(messages.addCauseTitle)}
                extensions={extensions}
                onAdd={(entry) =>
                  void save(
                    {
                      ...extensions,
                      causes: [...extensions.causes, { category: entry.category!, id: entry.code, name: entry.name }],
                    },
                    t(messages.added, { name: entry.name }),
                  )
                }
              />
            </div>
          )}
        </CardBody>
      </Card>

      <Card tag="section" aria-labelledby="fc-mechanisms" className="mb-3">
        <CardHeader>
          <h2 id="fc-mechanisms" className="h5 mb-0">
            {t(messages.mechanismsTitle)}
          </h2>
        </CardHeader>
        <CardBody>
          <div className="row g-3">
            {MECHANISM_GROUPS.map((g) => (
              <section key={g} className="col-md-6 col-xl-4" aria-labelledby={`fc-mech-${g}`}>
                <h3 id={`fc-mech-${g}`} className="h6">
                  {`${g} ${t(MECHANISM_GROUP_NAMES[g])}`}
                </h3>
                <ul className="list-unstyled mb-0">
                  {library.mechanisms
                    .filter((m) => mechanismGroup(m.code) === g)
                    .map((m) => (
                      <li key={m.code}>
                        <code>{m.code}</code> {names.mechanismName(m.code)}
                      </li>
                    ))}
                </ul>
              </section>
            ))}
          </div>
        </CardBody>
      </Card>
    </>
  );
}

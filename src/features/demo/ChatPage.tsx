import { type FormEvent, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, Card, CardBody } from 'reactstrap';
import { AsyncSection, statusOf } from '../../components/AsyncSection';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { findConversation, searchContacts } from './chatLogic';
import { chatActions, selectChat } from './chatSlice';
import type { Contact } from './demoTypes';
import messages from './messages';

function Avatar({ contact }: { contact: Contact }) {
  return (
    <span
      className="rounded-circle bg-primary-subtle text-primary-emphasis d-inline-flex align-items-center justify-content-center flex-shrink-0 small fw-semibold"
      style={{ width: '2.25rem', height: '2.25rem' }}
      aria-hidden="true"
    >
      {contact.thumb}
    </span>
  );
}

export function ChatPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const chat = useAppSelector(selectChat);
  const [draft, setDraft] = useState('');

  useEffect(() => {
    if (!chat.currentUser) dispatch(chatActions.getContacts());
  }, [dispatch, chat.currentUser]);

  const me = chat.currentUser;
  const others = searchContacts(
    chat.contacts.filter((c) => c.id !== me?.id),
    chat.searchKeyword,
  );
  const selected = chat.contacts.find((c) => c.id === chat.selectedUser && c.id !== me?.id);
  const conversation = me && selected ? findConversation(chat.conversations, me.id, selected.id) : undefined;
  const nameOf = (id: number) =>
    id === me?.id ? intl.formatMessage(messages.you) : (chat.contacts.find((c) => c.id === id)?.name ?? '');

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (!me || !selected || !draft.trim()) return;
    dispatch(
      chatActions.addMessageToConversation({
        currentUserId: me.id,
        selectedUserId: selected.id,
        message: draft,
        allConversations: chat.conversations,
      }),
    );
    setDraft('');
  };

  return (
    <>
      <h1 className="h3 mb-1">{intl.formatMessage(messages.chatTitle)}</h1>
      <p className="text-body-secondary small">{intl.formatMessage(messages.demoNote)}</p>
      <AsyncSection
        loadingText={intl.formatMessage(messages.loading)}
        status={statusOf(false, chat.error)}
        failedText={chat.error ? intl.formatMessage(messages.chatFailed, { error: chat.error }) : undefined}
        hasData={false}
        onRetry={() => dispatch(chatActions.getContacts())}
      />
      <div className="row g-3">
        <div className="col-md-4">
          <Card>
            <CardBody>
              <h2 className="h6">{intl.formatMessage(messages.contacts)}</h2>
              <input
                type="search"
                className="form-control mb-2"
                aria-label={intl.formatMessage(messages.searchContacts)}
                placeholder={intl.formatMessage(messages.searchContacts)}
                value={chat.searchKeyword}
                onChange={(e) => dispatch(chatActions.searchContact(e.target.value))}
              />
              <AsyncSection
                loadingText={intl.formatMessage(messages.loading)}
                status={statusOf(chat.loadingContacts, null)}
                hasData={false}
                className=""
              />
              {!chat.loadingContacts && me && others.length === 0 && (
                <p className="small text-body-secondary mb-0">{intl.formatMessage(messages.noContacts)}</p>
              )}
              <ul className="list-unstyled mb-0" aria-label={intl.formatMessage(messages.contacts)}>
                {others.map((c) => (
                  <li key={c.id}>
                    <button
                      type="button"
                      className={`btn w-100 text-start d-flex align-items-center gap-2 py-2${c.id === selected?.id ? ' active btn-light' : ''}`}
                      aria-pressed={c.id === selected?.id}
                      onClick={() => dispatch(chatActions.getConversations(c.id))}
                    >
                      <Avatar contact={c} />
                      <span className="min-w-0">
                        <span className="d-block text-truncate">{c.name}</span>
                        <span className="d-block small text-body-secondary text-truncate">{c.lastSeenDate}</span>
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            </CardBody>
          </Card>
        </div>
        <div className="col-md-8">
          <Card className="h-100">
            <CardBody className="d-flex flex-column" style={{ minHeight: '24rem' }}>
              {!selected && <p className="text-body-secondary m-auto">{intl.formatMessage(messages.pickContact)}</p>}
              {selected && (
                <section
                  className="d-flex flex-column flex-grow-1"
                  aria-label={intl.formatMessage(messages.conversationWith, { name: selected.name })}
                >
                  <h2 className="h6 d-flex align-items-center gap-2 border-bottom pb-2">
                    <Avatar contact={selected} />
                    {selected.name}
                  </h2>
                  {chat.loadingConversations ? (
                    <AsyncSection
                      loadingText={intl.formatMessage(messages.loading)}
                      status="loading"
                      hasData={false}
                      className="m-auto"
                    />
                  ) : (
                    <>
                      <ol className="list-unstyled flex-grow-1 d-flex flex-column gap-2 my-2" aria-live="polite">
                        {conversation?.messages.map((m, i) => (
                          <li
                            key={i}
                            className={`p-2 rounded-3 ${m.sender === me?.id ? 'align-self-end bg-primary-subtle' : 'align-self-start bg-body-tertiary'}`}
                            style={{ maxWidth: '80%' }}
                          >
                            <span className="d-block small text-body-secondary">
                              {nameOf(m.sender)} · {m.time}
                            </span>
                            {m.text}
                          </li>
                        ))}
                      </ol>
                      {!conversation && (
                        <div className="m-auto text-center">
                          <p className="text-body-secondary">
                            {intl.formatMessage(messages.noMessages, { name: selected.name })}
                          </p>
                          <Button
                            color="primary"
                            outline
                            onClick={() =>
                              me &&
                              dispatch(
                                chatActions.createConversation({
                                  currentUserId: me.id,
                                  selectedUserId: selected.id,
                                  allConversations: chat.conversations,
                                }),
                              )
                            }
                          >
                            {intl.formatMessage(messages.startChat)}
                          </Button>
                        </div>
                      )}
                      <form className="d-flex gap-2 mt-2" onSubmit={send}>
                        <input
                          className="form-control"
                          aria-label={intl.formatMessage(messages.message, { name: selected.name })}
                          value={draft}
                          onChange={(e) => setDraft(e.target.value)}
                        />
                        <Button color="primary" type="submit" disabled={!draft.trim()}>
                          {intl.formatMessage(messages.send)}
                        </Button>
                      </form>
                    </>
                  )}
                </section>
              )}
            </CardBody>
          </Card>
        </div>
      </div>
    </>
  );
}

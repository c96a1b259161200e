import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { Button, Card, CardBody } from 'reactstrap';
import { AsyncSection, statusOf } from '../../components/AsyncSection';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { valueLabel } from './valueLabel';
import { LABEL_COLORS, type SurveyQuestion } from './demoTypes';
import messages from './messages';
import { selectSurveyDetail, surveyDetailActions } from './surveyDetailSlice';

function AnswerPreview({ question }: { question: SurveyQuestion }) {
  const intl = useIntl();
  if (question.answerType === 1) {
    return (
      <textarea
        className="form-control"
        rows={2}
        disabled
        aria-label={question.question}
        placeholder={intl.formatMessage(messages.answerPlaceholder)}
      />
    );
  }
  const type = question.answerType === 2 ? 'checkbox' : 'radio';
  return (
    <fieldset disabled>
      <legend className="visually-hidden">{question.question}</legend>
      {question.answers?.map((a) => (
        <div className="form-check" key={a.id}>
          <input className="form-check-input" type={type} name={`q${question.id}`} id={`q${question.id}-a${a.id}`} />
          <label className="form-check-label" htmlFor={`q${question.id}-a${a.id}`}>
            {a.label}
          </label>
        </div>
      ))}
    </fieldset>
  );
}

export function SurveyDetailPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const id = Number(useParams().surveyId);
  const { survey, loading, error } = useAppSelector(selectSurveyDetail);

  useEffect(() => {
    dispatch(surveyDetailActions.getSurvey(id));
  }, [dispatch, id]);

  const current = survey?.id === id ? survey : null;
  return (
    <>
      <Link to=".." relative="path" className="small">
        {intl.formatMessage(messages.backToSurveys)}
      </Link>
      <AsyncSection
        loadingText={intl.formatMessage(messages.loading)}
        status={statusOf(loading, error)}
        failedText={error ? intl.formatMessage(messages.surveyFailed, { error }) : undefined}
        hasData={false}
        onRetry={() => dispatch(surveyDetailActions.getSurvey(id))}
        className="my-4"
      />
      {current && !loading && (
        <>
          <h1 className="h3 mt-2">{current.title}</h1>
          <p className="text-body-secondary">{current.detail}</p>
          <p className="d-flex flex-wrap gap-2 align-items-center">
            <span className={`badge rounded-pill text-bg-${LABEL_COLORS[current.label]}`}>
              {valueLabel(intl, current.label)}
            </span>
            <span>{valueLabel(intl, current.category)}</span>
            <span>·</span>
            <span>{valueLabel(intl, current.status)}</span>
            <span>·</span>
            <span role="status">{intl.formatMessage(messages.questions, { count: current.questions.length })}</span>
          </p>
          <ol className="list-unstyled d-grid gap-3" aria-label={current.title}>
            {current.questions.map((q) => (
              <li key={q.id}>
                <Card>
                  <CardBody>
                    <div className="d-flex align-items-start gap-2 mb-2">
                      <div className="me-auto">
                        <h2 className="h6 mb-1">{q.title}</h2>
                        <p className="mb-0">{q.question}</p>
                        <span className="small text-body-secondary">
                          {intl.formatMessage(messages[`answerType${q.answerType}`])}
                        </span>
                      </div>
                      <Button
                        size="sm"
                        color="danger"
                        outline
                        aria-label={intl.formatMessage(messages.deleteQuestion, { title: q.title })}
                        onClick={() =>
                          dispatch(surveyDetailActions.deleteQuestion({ questionId: q.id, survey: current }))
                        }
                      >
                        {intl.formatMessage(messages.delete)}
                      </Button>
                    </div>
                    <AnswerPreview question={q} />
                  </CardBody>
                </Card>
              </li>
            ))}
          </ol>
        </>
      )}
    </>
  );
}

// The template's demo apps (docs/product.md §1): their own chunk, loaded when one is opened.
import { Navigate, Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '../../components/NotFoundPage';
import { ChatPage } from './ChatPage';
import { DemoList } from './DemoList';
import { SURVEY_CATEGORIES, SURVEY_STATUSES, TODO_CATEGORIES, TODO_STATUSES } from './demoTypes';
import messages from './messages';
import { SurveyDetailPage } from './SurveyDetailPage';
import { useFeature } from '../../store/featureRegistry';
import { demoFeature } from './demoSaga';
import { surveyList } from './surveyListSlice';
import { todoList } from './todoSlice';

export default function DemoRoutes() {
  useFeature(demoFeature);
  return (
    <Routes>
      <Route index element={<Navigate to="todo" replace />} />
      <Route
        path="todo"
        element={
          <DemoList
            stateKey="todo"
            list={todoList}
            title={messages.todoTitle}
            statuses={TODO_STATUSES}
            categories={TODO_CATEGORIES}
            withDetail
          />
        }
      />
      <Route
        path="survey"
        element={
          <DemoList
            stateKey="survey"
            list={surveyList}
            title={messages.surveyTitle}
            statuses={SURVEY_STATUSES}
            categories={SURVEY_CATEGORIES}
            itemLink={(item) => String(item.id)}
          />
        }
      />
      <Route path="survey/:surveyId" element={<SurveyDetailPage />} />
      <Route path="chat" element={<ChatPage />} />
      <Route path="*" element={<NotFoundPage home="/app" />} />
    </Routes>
  );
}

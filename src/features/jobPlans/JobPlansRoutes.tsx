// Job plans' pages, loaded lazily under /app/job-plans; the saga starts with them.
import { Route, Routes } from 'react-router-dom';
import { useFeature } from '../../store/featureRegistry';
import { NotFoundPage } from '../../components/NotFoundPage';
import JobPlanEditPage from './JobPlanEditPage';
import JobPlanPage from './JobPlanPage';
import JobPlanProposalPage from './JobPlanProposalPage';
import JobPlansListPage from './JobPlansListPage';
import { jobPlansFeature } from './jobPlansSaga';

export default function JobPlansRoutes() {
  useFeature(jobPlansFeature);
  return (
    <Routes>
      <Route index element={<JobPlansListPage />} />
      <Route path="new" element={<JobPlanEditPage mode="new" />} />
      <Route path=":jobPlanId" element={<JobPlanPage />} />
      <Route path=":jobPlanId/edit" element={<JobPlanEditPage mode="edit" />} />
      <Route path=":jobPlanId/propose" element={<JobPlanEditPage mode="propose" />} />
      <Route path=":jobPlanId/proposals/:proposalId" element={<JobPlanProposalPage />} />
      <Route path="*" element={<NotFoundPage home="/app" />} />
    </Routes>
  );
}

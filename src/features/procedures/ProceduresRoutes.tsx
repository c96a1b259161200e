// The procedures library's pages, loaded lazily under /app/procedures; the saga starts
// with them.
import { Route, Routes } from 'react-router-dom';
import { useFeature } from '../../store/featureRegistry';
import { NotFoundPage } from '../../components/NotFoundPage';
import HistoryPage from './HistoryPage';
import LibraryPage from './LibraryPage';
import ProcedureEditPage from './ProcedureEditPage';
import ProcedurePage from './ProcedurePage';
import { proceduresFeature } from './proceduresSaga';
import ProposalPage from './ProposalPage';

export default function ProceduresRoutes() {
  useFeature(proceduresFeature);
  return (
    <Routes>
      <Route index element={<LibraryPage />} />
      <Route path="new" element={<ProcedureEditPage mode="new" />} />
      <Route path=":procedureId" element={<ProcedurePage />} />
      <Route path=":procedureId/edit" element={<ProcedureEditPage mode="edit" />} />
      <Route path=":procedureId/propose" element={<ProcedureEditPage mode="propose" />} />
      <Route path=":procedureId/history" element={<HistoryPage />} />
      <Route path=":procedureId/proposals/:proposalId" element={<ProposalPage />} />
      <Route path="*" element={<NotFoundPage home="/app" />} />
    </Routes>
  );
}

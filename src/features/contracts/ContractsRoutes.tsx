// Service contracts: the list, a contract, and the editor. Their own chunk; the contracts saga
// starts with it (MainApp starts it too, for Home's card).
import { Route, Routes } from 'react-router-dom';
import { useFeature } from '../../store/featureRegistry';
import { NotFoundPage } from '../../components/NotFoundPage';
import ContractEditPage from './ContractEditPage';
import ContractPage from './ContractPage';
import { contractsFeature } from './contractsSaga';
import ContractsListPage from './ContractsListPage';

export default function ContractsRoutes() {
  useFeature(contractsFeature);
  return (
    <Routes>
      <Route index element={<ContractsListPage />} />
      <Route path="new" element={<ContractEditPage key="new" isNew />} />
      <Route path=":contractId" element={<ContractPage />} />
      <Route path=":contractId/edit" element={<ContractEditPage key="edit" isNew={false} />} />
      <Route path="*" element={<NotFoundPage home="/app" />} />
    </Routes>
  );
}

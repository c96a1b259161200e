// Help and FAQ: its own chunk, with its own part of the catalogue (WithHelpMessages).
// No Firestore data: the text explains the app, drawn where it can be from the code it explains.
import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '../../components/NotFoundPage';
import FaqPage from './faq/FaqPage';
import HelpHomePage from './HelpHomePage';
import { WithHelpMessages } from './WithHelpMessages';

export default function HelpRoutes() {
  return (
    <WithHelpMessages>
      <Routes>
        <Route index element={<HelpHomePage />} />
        <Route path="faq" element={<FaqPage />} />
        <Route path="*" element={<NotFoundPage home="/app/help" />} />
      </Routes>
    </WithHelpMessages>
  );
}

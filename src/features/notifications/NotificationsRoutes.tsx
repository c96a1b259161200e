// The notifications page's own chunk (the bell in the top bar starts the feature's saga already;
// the page starts it too, so it stands on its own).
import { useFeature } from '../../store/featureRegistry';
import NotificationsPage from './NotificationsPage';
import { notificationsFeature } from './notificationsSaga';

export default function NotificationsRoutes() {
  useFeature(notificationsFeature);
  return <NotificationsPage />;
}

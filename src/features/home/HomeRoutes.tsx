// Home's own chunk: its slice injects itself when this code loads, and its saga starts here.
import { useFeature } from '../../store/featureRegistry';
import HomePage from './HomePage';
import { homeFeature } from './homeSaga';

export default function HomeRoutes() {
  useFeature(homeFeature);
  return <HomePage />;
}

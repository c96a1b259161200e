// The plans feature's side effects (docs/design.md §5, §6), one file per concern in sagas/: the
// lists a page shows, generation of due orders, and the offline-first writes (the readings of the
// equipment on screen come through the live-data kit: readingsSlice.ts).
import { all, call } from 'redux-saga/effects';
import { whileSignedIn } from '../../store/liveSaga';
import type { CurrentUser } from '../../lib/currentUser';
import { generation } from './sagas/generationSaga';
import { writes } from './sagas/writesSaga';

function* plansSaga() {
  yield all([
    call(whileSignedIn, function* signedIn(user: CurrentUser) {
      yield all([call(generation, user), call(writes, user)]);
    }),
  ]);
}

/** Started by MainApp (generation when the app opens) and by the plans pages. */
export const plansFeature = { key: 'plans', saga: plansSaga };

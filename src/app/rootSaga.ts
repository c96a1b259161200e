import { all, fork } from 'redux-saga/effects';
import { authSaga } from '../features/auth/authSaga';
import { settingsSaga } from '../features/settings/settingsSaga';

/** The sagas every route needs; features loaded on demand inject theirs (store/featureRegistry.ts). */
export function* rootSaga() {
  yield all([fork(authSaga), fork(settingsSaga)]);
}

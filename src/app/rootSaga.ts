import { all, fork } from 'redux-saga/effects';
import { authSaga } from '../features/auth/authSaga';
import { settingsSaga } from '../features/settings/settingsSaga';

export function* rootSaga() {
  yield all([fork(authSaga), fork(settingsSaga)]);
}

import { all, fork } from 'redux-saga/effects';
import { authSaga } from '../features/auth/authSaga';
import { companySaga } from '../features/company/companySaga';
import { demoSaga } from '../features/demo/demoSaga';
import { settingsSaga } from '../features/settings/settingsSaga';

export function* rootSaga() {
  yield all([fork(authSaga), fork(companySaga), fork(demoSaga), fork(settingsSaga)]);
}

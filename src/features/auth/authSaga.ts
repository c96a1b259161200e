import { call, takeEvery } from 'redux-saga/effects';
import { navigateTo } from '../../app/navigation';
import { logoutRequested } from './authSlice';
import { saveCurrentUser } from './currentUser';

function* onLogout() {
  yield call(saveCurrentUser, null);
  yield call(navigateTo, '/user/login');
}

export function* authSaga() {
  yield takeEvery(logoutRequested.type, onLogout);
}

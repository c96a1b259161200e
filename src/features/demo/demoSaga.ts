// Side effects of the demo apps: the simulated loaders, and the chat updates.
import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { formatDate } from '../../lib/date';
import {
  type AddMessagePayload,
  appendMessage,
  clockTime,
  type CreateConversationPayload,
  startConversation,
} from './chatLogic';
import { chatActions } from './chatSlice';
import {
  fetchContacts,
  fetchConversations,
  fetchSurveyDetail,
  fetchSurveyItems,
  fetchTodoItems,
  saveDemoItem,
} from './demoApi';
import type { createDemoListSlice, DemoListState, ListItem, NewListItem } from './demoListSlice';
import { LABEL_COLORS, type Contact, type Conversation, type SurveyDetail } from './demoTypes';
import { surveyDetailActions } from './surveyDetailSlice';
import { selectSurveyList, surveyListActions } from './surveyListSlice';
import { selectTodo, todoActions } from './todoSlice';
import type { RootState } from '../../store/rootReducer';

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

type ListActions = ReturnType<typeof createDemoListSlice>['actions'];

function listSaga(
  actions: ListActions,
  load: () => Promise<ListItem[]>,
  selectList: (state: RootState) => DemoListState,
) {
  function* onGetList() {
    try {
      const items = (yield call(load)) as ListItem[];
      yield put(actions.getListSuccess(items));
    } catch (error) {
      yield put(actions.getListError(message(error)));
    }
  }
  function* onAddItem(action: PayloadAction<NewListItem>) {
    const { allItems } = (yield select(selectList)) as DemoListState;
    const created: ListItem = {
      ...action.payload,
      id: allItems.reduce((max, i) => Math.max(max, i.id), 0) + 1,
      createDate: formatDate(new Date()),
      labelColor: LABEL_COLORS[action.payload.label],
    };
    try {
      const saved = (yield call(saveDemoItem, created)) as ListItem;
      yield put(actions.addItemSuccess(saved));
    } catch (error) {
      yield put(actions.addItemError(message(error)));
    }
  }
  return function* () {
    yield takeLatest(actions.getList.type, onGetList);
    yield takeEvery(actions.addItem.type, onAddItem);
  };
}

function* onGetSurvey(action: PayloadAction<number>) {
  try {
    const survey = (yield call(fetchSurveyDetail, action.payload)) as SurveyDetail;
    yield put(surveyDetailActions.getSurveySuccess(survey));
  } catch (error) {
    yield put(surveyDetailActions.getSurveyError(message(error)));
  }
}

function* onGetContacts() {
  try {
    const result = (yield call(fetchContacts)) as { contacts: Contact[]; currentUser: Contact };
    yield put(chatActions.getContactsSuccess(result));
  } catch (error) {
    yield put(chatActions.getContactsError(message(error)));
  }
}

function* onGetConversations(action: PayloadAction<number>) {
  try {
    const conversations = (yield call(fetchConversations, action.payload)) as Conversation[];
    yield put(chatActions.getConversationsSuccess({ conversations, selectedUser: action.payload }));
  } catch (error) {
    yield put(chatActions.getConversationsError(message(error)));
  }
}

function* onAddMessage(action: PayloadAction<AddMessagePayload>) {
  const conversations = appendMessage(action.payload, clockTime(new Date()));
  yield put(chatActions.getConversationsSuccess({ conversations, selectedUser: action.payload.selectedUserId }));
}

function* onCreateConversation(action: PayloadAction<CreateConversationPayload>) {
  const conversations = startConversation(action.payload);
  yield put(chatActions.getConversationsSuccess({ conversations, selectedUser: action.payload.selectedUserId }));
}

export function* demoSaga() {
  yield all([
    call(listSaga(todoActions, fetchTodoItems, selectTodo)),
    call(listSaga(surveyListActions, fetchSurveyItems, selectSurveyList)),
    takeLatest(surveyDetailActions.getSurvey.type, onGetSurvey),
    takeLatest(chatActions.getContacts.type, onGetContacts),
    takeLatest(chatActions.getConversations.type, onGetConversations),
    takeEvery(chatActions.addMessageToConversation.type, onAddMessage),
    takeEvery(chatActions.createConversation.type, onCreateConversation),
  ]);
}

export const demoFeature = { key: 'demo', saga: demoSaga };

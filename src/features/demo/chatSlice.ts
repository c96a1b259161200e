import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from '../../store/rootReducer';
import type { AddMessagePayload, CreateConversationPayload } from './chatLogic';
import type { Contact, Conversation } from './demoTypes';

export interface ChatState {
  contacts: Contact[];
  currentUser: Contact | null;
  /** The conversations that include the selected contact. */
  conversations: Conversation[];
  selectedUser: number | null;
  searchKeyword: string;
  loadingContacts: boolean;
  loadingConversations: boolean;
  error: string | null;
}

const initialState: ChatState = {
  contacts: [],
  currentUser: null,
  conversations: [],
  selectedUser: null,
  searchKeyword: '',
  loadingContacts: false,
  loadingConversations: false,
  error: null,
};

const chatSlice = createSlice({
  name: 'chat',
  initialState,
  reducers: {
    getContacts(state) {
      state.loadingContacts = true;
      state.error = null;
    },
    getContactsSuccess(state, action: PayloadAction<{ contacts: Contact[]; currentUser: Contact }>) {
      state.loadingContacts = false;
      state.contacts = action.payload.contacts;
      state.currentUser = action.payload.currentUser;
    },
    getContactsError(state, action: PayloadAction<string>) {
      state.loadingContacts = false;
      state.error = action.payload;
    },
    /** Selecting a contact loads the conversations that include it. */
    getConversations(state, action: PayloadAction<number>) {
      state.loadingConversations = true;
      state.selectedUser = action.payload;
      state.error = null;
    },
    getConversationsSuccess(state, action: PayloadAction<{ conversations: Conversation[]; selectedUser: number }>) {
      state.loadingConversations = false;
      state.conversations = action.payload.conversations;
      state.selectedUser = action.payload.selectedUser;
    },
    getConversationsError(state, action: PayloadAction<string>) {
      state.loadingConversations = false;
      state.error = action.payload;
    },
    addMessageToConversation(_state, _action: PayloadAction<AddMessagePayload>) {},
    createConversation(_state, _action: PayloadAction<CreateConversationPayload>) {},
    searchContact(state, action: PayloadAction<string>) {
      state.searchKeyword = action.payload;
    },
  },
});

declare module '../../store/rootReducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof chatSlice> {}
}

const injected = chatSlice.injectInto(rootReducer);
export const selectChat = (state: RootState) => injected.selectSlice(state);
export const chatActions = chatSlice.actions;

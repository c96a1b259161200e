// The typed hooks every component and page uses: the state as the root reducer declares it, and
// a dispatch of plain actions (side effects are sagas; there are no thunks).
import type { Dispatch, Store, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector, useStore } from 'react-redux';
import type { RootState } from './rootReducer';

export const useAppDispatch = useDispatch.withTypes<Dispatch<UnknownAction>>();
export const useAppSelector = useSelector.withTypes<RootState>();
/** The store itself, for an event handler that reads the state once (never for rendering). */
export const useAppStore = useStore.withTypes<Store<RootState>>();

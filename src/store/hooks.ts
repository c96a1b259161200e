// The typed hooks every component and page uses: the state as the root reducer declares it, and
// a dispatch of plain actions (side effects are sagas; there are no thunks).
import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import type { RootState } from './rootReducer';

export const useAppDispatch = useDispatch.withTypes<Dispatch<UnknownAction>>();
export const useAppSelector = useSelector.withTypes<RootState>();

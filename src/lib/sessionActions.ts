// The two moments all signed-in state is dropped: the user logs out, or Firebase reports that the
// session is gone (signed out elsewhere, account removed). Actions of their own, with the types the
// auth slice has always given them, so that any slice at any layer clears itself on them without
// importing the auth feature.
import { createAction } from '@reduxjs/toolkit';

export const logoutRequested = createAction('auth/logoutRequested');
export const sessionEnded = createAction('auth/sessionEnded');

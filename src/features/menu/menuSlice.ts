import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  clickMenuButton,
  clickMobileMenu,
  DEFAULT_MENU_CLASS,
  dismissTemporaryMenu,
  MENU_HIDDEN_BREAKPOINT,
  type MenuClassState,
  openSubMenu,
  resizeMenu,
  SUB_HIDDEN_BREAKPOINT,
} from './menuClasses';

export interface MenuState extends MenuClassState {
  selectedMenuHasSubItems: boolean;
  menuHiddenBreakpoint: number;
  subHiddenBreakpoint: number;
}

export const initialMenuState: MenuState = {
  containerClassnames: DEFAULT_MENU_CLASS,
  menuClickCount: 0,
  selectedMenuHasSubItems: true,
  menuHiddenBreakpoint: MENU_HIDDEN_BREAKPOINT,
  subHiddenBreakpoint: SUB_HIDDEN_BREAKPOINT,
};

function assign(state: MenuState, next: MenuClassState) {
  state.containerClassnames = next.containerClassnames;
  state.menuClickCount = next.menuClickCount;
}

const menuSlice = createSlice({
  name: 'menu',
  initialState: initialMenuState,
  reducers: {
    menuButtonClicked(state) {
      assign(state, clickMenuButton(state, state.selectedMenuHasSubItems));
    },
    mobileMenuButtonClicked(state) {
      assign(state, clickMobileMenu(state.containerClassnames));
    },
    windowResized(state, action: PayloadAction<number>) {
      assign(state, resizeMenu(state, action.payload));
    },
    /** A main item was chosen; `hasSubItems` says whether it opens a sub-menu. */
    mainItemSelected(state, action: PayloadAction<{ hasSubItems: boolean }>) {
      state.selectedMenuHasSubItems = action.payload.hasSubItems;
      if (action.payload.hasSubItems) assign(state, openSubMenu(state));
      else assign(state, dismissTemporaryMenu(state));
    },
    /** The route shows a main item with (or without) a sub-menu. */
    selectedMenuHasSubItemsChanged(state, action: PayloadAction<boolean>) {
      // The menu button passes over states that look alike without a sub-menu, so the classes
      // stay as they are (a phone's menu keeps its sub-menu for the next main item chosen).
      state.selectedMenuHasSubItems = action.payload;
    },
    temporaryMenuDismissed(state) {
      assign(state, dismissTemporaryMenu(state));
    },
  },
});

export const {
  menuButtonClicked,
  mobileMenuButtonClicked,
  windowResized,
  mainItemSelected,
  selectedMenuHasSubItemsChanged,
  temporaryMenuDismissed,
} = menuSlice.actions;
declare module '../../store/rootReducer' {
  export interface StaticSlices {
    menu: MenuState;
  }
}

export default menuSlice.reducer;

// The side menu's state machine (spec §2). The container's classes say which columns show:
//   menu type:  menu-default | menu-sub-hidden (set below 1440 px) | menu-hidden
//   state:      sub-hidden, main-hidden (columns hidden), main-show-temporary and
//               sub-show-temporary (shown over the page), menu-mobile (below 768 px).
// The menu button advances a click counter; the counter modulo 4 picks the next state.

export const DEFAULT_MENU_CLASS = 'menu-default';
export const SUB_HIDDEN_BREAKPOINT = 1440;
export const MENU_HIDDEN_BREAKPOINT = 768;

export interface MenuClassState {
  containerClassnames: string;
  menuClickCount: number;
}

type MenuType = 'default+sub-hidden' | 'default' | 'sub-hidden' | 'hidden' | 'none';

function classList(classes: string): string[] {
  return classes.split(' ').filter((c) => c !== '');
}

function menuTypeOf(classes: string[]): MenuType {
  const isDefault = classes.includes('menu-default');
  const isSubHidden = classes.includes('menu-sub-hidden');
  if (isDefault && isSubHidden) return 'default+sub-hidden';
  if (isDefault) return 'default';
  if (isSubHidden) return 'sub-hidden';
  if (classes.includes('menu-hidden')) return 'hidden';
  return 'none';
}

// Classes for each click state (index = counter modulo 4) of each menu type.
const STATES: Record<Exclude<MenuType, 'none'>, [string, string, string, string]> = {
  'default+sub-hidden': [
    'menu-default menu-sub-hidden',
    'menu-default menu-sub-hidden main-hidden sub-hidden',
    'menu-default menu-sub-hidden sub-hidden',
    'menu-default menu-sub-hidden sub-show-temporary',
  ],
  default: [
    'menu-default',
    'menu-default sub-hidden',
    'menu-default main-hidden sub-hidden',
    'menu-default sub-hidden',
  ],
  'sub-hidden': [
    'menu-sub-hidden',
    'menu-sub-hidden main-hidden sub-hidden',
    'menu-sub-hidden sub-hidden',
    'menu-sub-hidden sub-show-temporary',
  ],
  hidden: [
    'menu-hidden',
    'menu-hidden main-show-temporary',
    'menu-hidden main-show-temporary sub-show-temporary',
    'menu-hidden main-show-temporary',
  ],
};

/**
 * The state after the counter moves to `clickCount`. With no sub-menu under the selected item,
 * states that would only hide or show the sub-menu are skipped.
 */
export function setContainerClasses(
  clickCount: number,
  currentClasses: string,
  selectedMenuHasSubItems: boolean,
): MenuClassState {
  const classes = classList(currentClasses);
  const type = menuTypeOf(classes);
  let count = clickCount;
  if (!selectedMenuHasSubItems) {
    const step = count % 4;
    if (type === 'default' && (step === 0 || step === 3)) count = 1;
    else if (type === 'sub-hidden' && step === 2) count = 0;
    else if (type === 'hidden' && (step === 2 || step === 3)) count = 0;
  }
  const step = count % 4;
  let next = type === 'none' ? '' : STATES[type][step];
  if (step === 0) count = 0;
  if (classes.includes('menu-mobile')) next = `${next} menu-mobile`.trim();
  return { containerClassnames: next, menuClickCount: count };
}

/** The menu button on a desktop: advance the counter. */
export function clickMenuButton(state: MenuClassState, selectedMenuHasSubItems: boolean): MenuClassState {
  return setContainerClasses(state.menuClickCount + 1, state.containerClassnames, selectedMenuHasSubItems);
}

/** The menu button on a phone: show or hide the menu over the page. */
export function clickMobileMenu(currentClasses: string): MenuClassState {
  const classes = classList(currentClasses).filter((c) => c !== 'sub-show-temporary');
  const next = classes.includes('main-show-temporary')
    ? classes.filter((c) => c !== 'main-show-temporary')
    : [...classes, 'main-show-temporary'];
  return { containerClassnames: next.join(' '), menuClickCount: 0 };
}

/** Classes for a window width: mobile below 768, sub-menu hidden below 1440. */
export function classesForWidth(currentClasses: string, width: number): string {
  let classes = classList(currentClasses);
  if (width < MENU_HIDDEN_BREAKPOINT) {
    if (!classes.includes('menu-mobile')) classes.push('menu-mobile');
  } else {
    classes = classes.filter((c) => c !== 'menu-mobile');
    const isDefault = classes.includes('menu-default');
    if (width < SUB_HIDDEN_BREAKPOINT) {
      if (isDefault && !classes.includes('menu-sub-hidden')) classes.push('menu-sub-hidden');
    } else if (isDefault) {
      classes = classes.filter((c) => c !== 'menu-sub-hidden');
    }
  }
  return classes.join(' ');
}

/** After a resize the counter restarts from the state the new width calls for. */
export function resizeMenu(state: MenuClassState, width: number, selectedMenuHasSubItems: boolean): MenuClassState {
  return setContainerClasses(0, classesForWidth(state.containerClassnames, width), selectedMenuHasSubItems);
}

/** A main item with a sub-menu was chosen: make sure its sub-menu can be seen. */
export function openSubMenu(state: MenuClassState): MenuClassState {
  const classes = classList(state.containerClassnames);
  const type = menuTypeOf(classes);
  const count = state.menuClickCount;
  if (classes.includes('menu-mobile')) {
    const next = classes.includes('sub-show-temporary') ? classes : [...classes, 'sub-show-temporary'];
    return { containerClassnames: next.join(' '), menuClickCount: count };
  }
  if ((type === 'sub-hidden' || type === 'default+sub-hidden') && (count === 0 || count === 2)) {
    return setContainerClasses(3, state.containerClassnames, true);
  }
  if (type === 'hidden' && (count === 1 || count === 3)) {
    return setContainerClasses(2, state.containerClassnames, true);
  }
  if (type === 'default' && (count === 1 || count === 3)) {
    return setContainerClasses(0, state.containerClassnames, true);
  }
  return state;
}

/** A menu shown over the page closes after a choice, a click elsewhere or Escape. */
export function dismissTemporaryMenu(state: MenuClassState, selectedMenuHasSubItems: boolean): MenuClassState {
  const classes = classList(state.containerClassnames);
  const type = menuTypeOf(classes);
  const count = state.menuClickCount;
  const mobileOrHidden = classes.includes('menu-mobile') || type === 'hidden';
  let target = -1;
  if (mobileOrHidden) target = 0;
  else if ((type === 'sub-hidden' || type === 'default+sub-hidden') && count === 3) {
    target = selectedMenuHasSubItems ? 2 : 0;
  }
  if (target < 0) return state;
  if (classes.includes('menu-mobile')) {
    return {
      containerClassnames: classes.filter((c) => c !== 'main-show-temporary' && c !== 'sub-show-temporary').join(' '),
      menuClickCount: 0,
    };
  }
  return setContainerClasses(target, state.containerClassnames, selectedMenuHasSubItems);
}

/** True while a column is shown over the page. */
export function hasTemporaryMenu(classes: string): boolean {
  const list = classList(classes);
  return list.includes('main-show-temporary') || list.includes('sub-show-temporary');
}

// The side menu's state machine (docs/product.md §2). The container's classes say which columns show:
//   menu type:  menu-default | menu-sub-hidden (set below 1440 px) | menu-hidden
//   state:      sub-hidden, main-hidden (columns hidden), main-show-temporary and
//               sub-show-temporary (shown over the page), menu-mobile (below 768 px).
// The menu button advances a click counter; the counter modulo 4 picks the next state. Every
// click changes what is visible: a state that would look the same as the current one (for
// example a sub-menu state on a page without a sub-menu) is passed over.

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

const SUB_HIDDEN_STATES = (type: string): [string, string, string, string] => [
  // menu docked, sub-menu hidden
  type,
  // nothing
  `${type} main-hidden sub-hidden`,
  // menu and sub-menu over the page
  `${type} main-hidden sub-hidden main-show-temporary sub-show-temporary`,
  // menu docked, sub-menu over the page
  `${type} sub-show-temporary`,
];

// Classes for each click state (index = counter modulo 4) of each menu type.
const STATES: Record<Exclude<MenuType, 'none'>, [string, string, string, string]> = {
  default: [
    // menu and sub-menu docked
    'menu-default',
    // menu docked, sub-menu hidden
    'menu-default sub-hidden',
    // nothing
    'menu-default main-hidden sub-hidden',
    // menu and sub-menu over the page
    'menu-default main-hidden sub-hidden main-show-temporary sub-show-temporary',
  ],
  'default+sub-hidden': SUB_HIDDEN_STATES('menu-default menu-sub-hidden'),
  'sub-hidden': SUB_HIDDEN_STATES('menu-sub-hidden'),
  hidden: [
    'menu-hidden',
    'menu-hidden main-show-temporary',
    'menu-hidden main-show-temporary sub-show-temporary',
    'menu-hidden main-show-temporary',
  ],
};

export type ColumnView = 'hidden' | 'docked' | 'over';

/** What a user sees of each column (the stylesheet in themes/_app.scss follows this). */
export interface MenuView {
  main: ColumnView;
  sub: ColumnView;
}

export function menuView(currentClasses: string, hasSubItems: boolean): MenuView {
  const c = new Set(classList(currentClasses));
  const mobile = c.has('menu-mobile');
  const mainOff = c.has('main-hidden') || c.has('menu-hidden') || mobile;
  const main: ColumnView = mainOff ? (c.has('main-show-temporary') ? 'over' : 'hidden') : 'docked';
  let sub: ColumnView;
  if (!hasSubItems) sub = 'hidden';
  else if (mobile) sub = c.has('main-show-temporary') ? 'over' : 'hidden';
  else if (c.has('sub-show-temporary')) sub = 'over';
  else if (mainOff || c.has('sub-hidden') || c.has('menu-sub-hidden')) sub = 'hidden';
  else sub = 'docked';
  return { main, sub };
}

const sameView = (a: MenuView, b: MenuView) => a.main === b.main && a.sub === b.sub;

/** The classes of click state `clickCount` (modulo 4), keeping the mobile class. */
export function setContainerClasses(clickCount: number, currentClasses: string): MenuClassState {
  const classes = classList(currentClasses);
  const type = menuTypeOf(classes);
  const step = ((clickCount % 4) + 4) % 4;
  let next = type === 'none' ? '' : STATES[type][step];
  if (classes.includes('menu-mobile')) next = `${next} menu-mobile`.trim();
  return { containerClassnames: next, menuClickCount: step };
}

/** The menu button on a desktop: advance the counter to the next state that looks different. */
export function clickMenuButton(state: MenuClassState, selectedMenuHasSubItems: boolean): MenuClassState {
  const before = menuView(state.containerClassnames, selectedMenuHasSubItems);
  let next = state;
  for (let i = 1; i <= 4; i++) {
    next = setContainerClasses(state.menuClickCount + i, state.containerClassnames);
    if (!sameView(before, menuView(next.containerClassnames, selectedMenuHasSubItems))) return next;
  }
  return next;
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
export function resizeMenu(state: MenuClassState, width: number): MenuClassState {
  return setContainerClasses(0, classesForWidth(state.containerClassnames, width));
}

/** A main item with a sub-menu was chosen: make sure its sub-menu can be seen. */
export function openSubMenu(state: MenuClassState): MenuClassState {
  if (menuView(state.containerClassnames, true).sub !== 'hidden') return state;
  const type = menuTypeOf(classList(state.containerClassnames));
  const target = type === 'default' ? 0 : type === 'hidden' ? 2 : 3;
  const next = setContainerClasses(target, state.containerClassnames);
  return menuView(next.containerClassnames, true).sub === 'hidden' ? state : next;
}

/** A menu shown over the page closes after a choice, a click elsewhere or Escape. */
export function dismissTemporaryMenu(state: MenuClassState): MenuClassState {
  const classes = classList(state.containerClassnames);
  if (!hasTemporaryMenu(state.containerClassnames)) return state;
  const kept = classes.filter((c) => c !== 'main-show-temporary' && c !== 'sub-show-temporary');
  if (classes.includes('menu-mobile')) return { containerClassnames: kept.join(' '), menuClickCount: 0 };
  // The state that shows the same docked columns without the ones over the page.
  const type = menuTypeOf(classes);
  const keptClasses = kept.join(' ');
  const step = type === 'none' ? -1 : STATES[type].indexOf(keptClasses);
  return { containerClassnames: keptClasses, menuClickCount: step < 0 ? 0 : step };
}

/** True while a column is shown over the page. */
export function hasTemporaryMenu(classes: string): boolean {
  const list = classList(classes);
  return list.includes('main-show-temporary') || list.includes('sub-show-temporary');
}

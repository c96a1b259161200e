import { describe, expect, it } from 'vitest';
import {
  classesForWidth,
  clickMenuButton,
  clickMobileMenu,
  DEFAULT_MENU_CLASS,
  dismissTemporaryMenu,
  type MenuClassState,
  type MenuView,
  menuView,
  openSubMenu,
  resizeMenu,
} from './menuClasses';

const start: MenuClassState = { containerClassnames: DEFAULT_MENU_CLASS, menuClickCount: 0 };
const atWidth = (width: number) => resizeMenu(start, width);

function clicks(state: MenuClassState, n: number, hasSubs = true): MenuClassState[] {
  const seen: MenuClassState[] = [];
  let s = state;
  for (let i = 0; i < n; i++) {
    s = clickMenuButton(s, hasSubs);
    seen.push(s);
  }
  return seen;
}

const views = (states: MenuClassState[], hasSubs = true) => states.map((s) => menuView(s.containerClassnames, hasSubs));
const key = (v: MenuView) => `${v.main}/${v.sub}`;

describe('menu click counter (modulo 4)', () => {
  it('starts as menu-default', () => {
    expect(DEFAULT_MENU_CLASS).toBe('menu-default');
    expect(menuView(DEFAULT_MENU_CLASS, true)).toEqual({ main: 'docked', sub: 'docked' });
  });

  it.each([1440, 1600])('shows four different things in four clicks at %i px, then starts again', (width) => {
    const seen = clicks(atWidth(width), 4);
    expect(seen.map((s) => s.menuClickCount)).toEqual([1, 2, 3, 0]);
    expect(views(seen)).toEqual([
      { main: 'docked', sub: 'hidden' },
      { main: 'hidden', sub: 'hidden' },
      { main: 'over', sub: 'over' },
      { main: 'docked', sub: 'docked' },
    ]);
    expect(new Set(views(seen).map(key)).size).toBe(4);
  });

  it.each([768, 900, 1300, 1439])('shows four different things in four clicks at %i px, then starts again', (width) => {
    const medium = atWidth(width);
    expect(medium.containerClassnames).toBe('menu-default menu-sub-hidden');
    const seen = clicks(medium, 4);
    expect(seen.map((s) => s.menuClickCount)).toEqual([1, 2, 3, 0]);
    expect(views(seen)).toEqual([
      { main: 'hidden', sub: 'hidden' },
      { main: 'over', sub: 'over' },
      { main: 'docked', sub: 'over' },
      { main: 'docked', sub: 'hidden' },
    ]);
    expect(new Set(views(seen).map(key)).size).toBe(4);
    expect(seen[3]).toEqual(medium);
  });

  it.each([768, 1300, 1440, 1600])(
    'changes what is visible at every click at %i px, with or without a sub-menu',
    (width) => {
      for (const hasSubs of [true, false]) {
        let s = atWidth(width);
        for (let i = 0; i < 12; i++) {
          const next = clickMenuButton(s, hasSubs);
          expect(key(menuView(next.containerClassnames, hasSubs))).not.toBe(
            key(menuView(s.containerClassnames, hasSubs)),
          );
          expect(next.menuClickCount).toBeGreaterThanOrEqual(0);
          expect(next.menuClickCount).toBeLessThan(4);
          s = next;
        }
      }
    },
  );

  it('passes over states that look alike when the page has no sub-menu', () => {
    expect(views(clicks(start, 4, false), false)).toEqual([
      { main: 'hidden', sub: 'hidden' },
      { main: 'over', sub: 'hidden' },
      { main: 'docked', sub: 'hidden' },
      { main: 'hidden', sub: 'hidden' },
    ]);
  });

  it('cycles the menu-hidden type through temporary states', () => {
    const hidden = { containerClassnames: 'menu-hidden', menuClickCount: 0 };
    expect(clicks(hidden, 4).map((s) => s.containerClassnames)).toEqual([
      'menu-hidden main-show-temporary',
      'menu-hidden main-show-temporary sub-show-temporary',
      'menu-hidden main-show-temporary',
      'menu-hidden',
    ]);
  });

  it('keeps the mobile class through a cycle', () => {
    const mobile = { containerClassnames: 'menu-default menu-mobile', menuClickCount: 0 };
    expect(clickMenuButton(mobile, true).containerClassnames).toContain('menu-mobile');
  });
});

describe('breakpoints', () => {
  it('adds menu-mobile below 768 and removes it above', () => {
    expect(classesForWidth('menu-default', 767)).toBe('menu-default menu-mobile');
    expect(classesForWidth('menu-default menu-mobile', 768)).toBe('menu-default menu-sub-hidden');
  });

  it('hides the sub-menu below 1440 and shows it again from 1440', () => {
    expect(classesForWidth('menu-default', 1439)).toBe('menu-default menu-sub-hidden');
    expect(classesForWidth('menu-default menu-sub-hidden', 1440)).toBe('menu-default');
  });

  it('restarts the counter on resize', () => {
    const midCycle = { containerClassnames: 'menu-default main-hidden sub-hidden', menuClickCount: 2 };
    expect(resizeMenu(midCycle, 1600)).toEqual({ containerClassnames: 'menu-default', menuClickCount: 0 });
  });
});

describe('mobile menu button', () => {
  it('shows and hides the menu over the page, with its sub-menu', () => {
    const open = clickMobileMenu('menu-default menu-mobile');
    expect(open.containerClassnames).toBe('menu-default menu-mobile main-show-temporary');
    expect(menuView(open.containerClassnames, true)).toEqual({ main: 'over', sub: 'over' });
    expect(clickMobileMenu(open.containerClassnames).containerClassnames).toBe('menu-default menu-mobile');
  });

  it('closes a temporary sub-menu along with it', () => {
    expect(clickMobileMenu('menu-default menu-mobile main-show-temporary sub-show-temporary').containerClassnames).toBe(
      'menu-default menu-mobile',
    );
  });
});

describe('choosing items', () => {
  it('brings back a hidden sub-menu when an item with one is chosen', () => {
    const subHidden = { containerClassnames: 'menu-default sub-hidden', menuClickCount: 1 };
    expect(openSubMenu(subHidden)).toEqual({ containerClassnames: 'menu-default', menuClickCount: 0 });
  });

  it('shows the sub-menu over the page on a medium screen', () => {
    const medium = { containerClassnames: 'menu-default menu-sub-hidden', menuClickCount: 0 };
    expect(openSubMenu(medium)).toEqual({
      containerClassnames: 'menu-default menu-sub-hidden sub-show-temporary',
      menuClickCount: 3,
    });
  });

  it('shows the sub-menu on a phone just after sign-in (a page without a sub-menu)', () => {
    // Signed in on /app/home at 375 px, then the menu opened and Company tapped.
    let s = resizeMenu(start, 375);
    s = clickMobileMenu(s.containerClassnames);
    s = openSubMenu(s);
    expect(menuView(s.containerClassnames, true)).toEqual({ main: 'over', sub: 'over' });
  });

  it('closes temporary menus after a choice, back to the docked state', () => {
    const medium3 = { containerClassnames: 'menu-default menu-sub-hidden sub-show-temporary', menuClickCount: 3 };
    expect(dismissTemporaryMenu(medium3)).toEqual({
      containerClassnames: 'menu-default menu-sub-hidden',
      menuClickCount: 0,
    });
    const wide3 = {
      containerClassnames: 'menu-default main-hidden sub-hidden main-show-temporary sub-show-temporary',
      menuClickCount: 3,
    };
    expect(dismissTemporaryMenu(wide3)).toEqual({
      containerClassnames: 'menu-default main-hidden sub-hidden',
      menuClickCount: 2,
    });
    const mobile = {
      containerClassnames: 'menu-default menu-mobile main-show-temporary sub-show-temporary',
      menuClickCount: 0,
    };
    expect(dismissTemporaryMenu(mobile).containerClassnames).toBe('menu-default menu-mobile');
  });

  it('leaves a permanent state alone', () => {
    expect(dismissTemporaryMenu(start)).toBe(start);
  });
});

describe('the menu slice', () => {
  it('shows the sub-menu of an item tapped on a phone just after sign-in', async () => {
    const { default: reducer, ...actions } = await import('./menuSlice');
    let state = reducer(undefined, { type: 'init' });
    state = reducer(state, actions.windowResized(375));
    state = reducer(state, actions.selectedMenuHasSubItemsChanged(false)); // /app/home
    state = reducer(state, actions.mobileMenuButtonClicked());
    state = reducer(state, actions.mainItemSelected({ hasSubItems: true })); // Company
    expect(menuView(state.containerClassnames, state.selectedMenuHasSubItems)).toEqual({ main: 'over', sub: 'over' });
  });
});

import { describe, expect, it } from 'vitest';
import {
  classesForWidth,
  clickMenuButton,
  clickMobileMenu,
  DEFAULT_MENU_CLASS,
  dismissTemporaryMenu,
  type MenuClassState,
  openSubMenu,
  resizeMenu,
  setContainerClasses,
} from './menuClasses';

const start: MenuClassState = { containerClassnames: DEFAULT_MENU_CLASS, menuClickCount: 0 };

function clicks(state: MenuClassState, n: number, hasSubs = true): string[] {
  const seen: string[] = [];
  let s = state;
  for (let i = 0; i < n; i++) {
    s = clickMenuButton(s, hasSubs);
    seen.push(s.containerClassnames);
  }
  return seen;
}

describe('menu click counter (modulo 4)', () => {
  it('starts as menu-default', () => {
    expect(DEFAULT_MENU_CLASS).toBe('menu-default');
  });

  it('cycles a wide screen through four states and back', () => {
    expect(clicks(start, 5)).toEqual([
      'menu-default sub-hidden',
      'menu-default main-hidden sub-hidden',
      'menu-default sub-hidden',
      'menu-default',
      'menu-default sub-hidden',
    ]);
  });

  it('resets the counter to 0 when it comes round', () => {
    let s = start;
    for (let i = 0; i < 4; i++) s = clickMenuButton(s, true);
    expect(s.menuClickCount).toBe(0);
  });

  it('cycles a medium screen (sub-menu hidden by default), showing the sub-menu over the page', () => {
    const medium = resizeMenu(start, 1200, true);
    expect(medium.containerClassnames).toBe('menu-default menu-sub-hidden');
    expect(clicks(medium, 4)).toEqual([
      'menu-default menu-sub-hidden main-hidden sub-hidden',
      'menu-default menu-sub-hidden sub-hidden',
      'menu-default menu-sub-hidden sub-show-temporary',
      'menu-default menu-sub-hidden',
    ]);
  });

  it('skips sub-menu-only states when the selected item has no sub-menu', () => {
    const settled = setContainerClasses(0, 'menu-default', false);
    expect(settled).toEqual({ containerClassnames: 'menu-default sub-hidden', menuClickCount: 1 });
    expect(clicks(settled, 3, false)).toEqual([
      'menu-default main-hidden sub-hidden',
      'menu-default sub-hidden',
      'menu-default main-hidden sub-hidden',
    ]);
  });

  it('cycles the menu-hidden type through temporary states', () => {
    const hidden = { containerClassnames: 'menu-hidden', menuClickCount: 0 };
    expect(clicks(hidden, 4)).toEqual([
      'menu-hidden main-show-temporary',
      'menu-hidden main-show-temporary sub-show-temporary',
      'menu-hidden main-show-temporary',
      'menu-hidden',
    ]);
  });

  it('keeps the mobile class through a cycle', () => {
    const mobile = { containerClassnames: 'menu-default menu-mobile', menuClickCount: 0 };
    expect(clickMenuButton(mobile, true).containerClassnames).toBe('menu-default sub-hidden menu-mobile');
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
    expect(resizeMenu(midCycle, 1600, true)).toEqual({ containerClassnames: 'menu-default', menuClickCount: 0 });
  });
});

describe('mobile menu button', () => {
  it('shows and hides the menu over the page', () => {
    const open = clickMobileMenu('menu-default menu-mobile');
    expect(open.containerClassnames).toBe('menu-default menu-mobile main-show-temporary');
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
    expect(openSubMenu(subHidden).containerClassnames).toBe('menu-default');
  });

  it('shows the sub-menu over the page on a medium screen', () => {
    const medium = { containerClassnames: 'menu-default menu-sub-hidden', menuClickCount: 0 };
    expect(openSubMenu(medium)).toEqual({
      containerClassnames: 'menu-default menu-sub-hidden sub-show-temporary',
      menuClickCount: 3,
    });
  });

  it('closes temporary menus after a choice', () => {
    const temp = { containerClassnames: 'menu-default menu-sub-hidden sub-show-temporary', menuClickCount: 3 };
    expect(dismissTemporaryMenu(temp, true).containerClassnames).toBe('menu-default menu-sub-hidden sub-hidden');
    const mobile = {
      containerClassnames: 'menu-default menu-mobile main-show-temporary sub-show-temporary',
      menuClickCount: 0,
    };
    expect(dismissTemporaryMenu(mobile, true).containerClassnames).toBe('menu-default menu-mobile');
  });

  it('leaves a permanent state alone', () => {
    expect(dismissTemporaryMenu(start, true)).toBe(start);
  });
});

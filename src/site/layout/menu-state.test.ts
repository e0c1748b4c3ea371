import { describe, expect, it } from 'vitest';
import { closedMenu, menuAt, menuReducer, type MenuState } from './menu-state';

const at = (key: string, patch: Partial<MenuState> = {}): MenuState => ({
  ...closedMenu(key),
  ...patch,
});

describe('menu state', () => {
  it('opens a submenu when its top item is toggled', () => {
    const next = menuReducer(at('a'), { type: 'toggleSubmenu', id: 2, locationKey: 'a' });
    expect(next.openId).toBe(2);
  });

  it('closes the open submenu when the same top item is toggled again', () => {
    const next = menuReducer(at('a', { openId: 2 }), {
      type: 'toggleSubmenu',
      id: 2,
      locationKey: 'a',
    });
    expect(next.openId).toBeNull();
  });

  it('keeps only one submenu open: toggling a second item closes the first', () => {
    const next = menuReducer(at('a', { openId: 2 }), {
      type: 'toggleSubmenu',
      id: 4,
      locationKey: 'a',
    });
    expect(next.openId).toBe(4);
  });

  it('opens and closes the mobile menu with the toggle', () => {
    const opened = menuReducer(at('a'), { type: 'toggleMobile', locationKey: 'a' });
    expect(opened.mobileOpen).toBe(true);
    expect(menuReducer(opened, { type: 'toggleMobile', locationKey: 'a' }).mobileOpen).toBe(false);
  });

  it('reads as fully closed after a route change', () => {
    const open = at('a', { mobileOpen: true, openId: 5 });
    expect(menuAt(open, 'b')).toEqual(closedMenu('b'));
    expect(menuAt(open, 'a')).toBe(open);
  });

  it('starts from closed when acting on a new route, so nothing stays open from the old one', () => {
    const open = at('a', { mobileOpen: true, openId: 5 });
    const next = menuReducer(open, { type: 'toggleSubmenu', id: 6, locationKey: 'b' });
    expect(next).toEqual({ locationKey: 'b', mobileOpen: false, openId: 6 });
  });

  it('closes a submenu on Escape but leaves the mobile menu open', () => {
    const next = menuReducer(at('a', { mobileOpen: true, openId: 4 }), {
      type: 'closeSubmenu',
      locationKey: 'a',
    });
    expect(next).toEqual({ locationKey: 'a', mobileOpen: true, openId: null });
  });
});

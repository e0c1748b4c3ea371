/**
 * What the header menu has open. Every action carries the location key it happened on: a state
 * recorded for an older location reads as all closed, so submenus and the mobile menu close on
 * every route change without an effect that resets them.
 */
export interface MenuState {
  locationKey: string;
  mobileOpen: boolean;
  /** The one open submenu, or null. */
  openId: number | null;
}

export type MenuAction =
  | { type: 'toggleMobile'; locationKey: string }
  | { type: 'toggleSubmenu'; id: number; locationKey: string }
  | { type: 'closeSubmenu'; locationKey: string }
  | { type: 'closeAll'; locationKey: string };

export function closedMenu(locationKey: string): MenuState {
  return { locationKey, mobileOpen: false, openId: null };
}

/** The state as it applies at `locationKey`: closed if it was recorded on another location. */
export function menuAt(state: MenuState, locationKey: string): MenuState {
  return state.locationKey === locationKey ? state : closedMenu(locationKey);
}

export function menuReducer(state: MenuState, action: MenuAction): MenuState {
  const current = menuAt(state, action.locationKey);
  switch (action.type) {
    case 'toggleMobile':
      return { ...current, mobileOpen: !current.mobileOpen, openId: null };
    case 'toggleSubmenu':
      return { ...current, openId: current.openId === action.id ? null : action.id };
    case 'closeSubmenu':
      return { ...current, openId: null };
    case 'closeAll':
      return closedMenu(action.locationKey);
  }
}

/** The phone menu's marks, shared by the app's menu and the entry's early one (entry/early-menu.ts). */

/** On the menu button; its value is the close button's name. */
export const EARLY_MENU_ATTR = 'data-early-menu';
/** On the menu's sheet, the entry's dialog or the app's drawer (bench:tap and tests find either by it). */
export const MENU_DRAWER_ATTR = 'data-menu-drawer';
/** In the header: what the menu shows under the links (the estimate button, the hours). */
export const MENU_EXTRA_ATTR = 'data-menu-extra';

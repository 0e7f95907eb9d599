import type { ComponentType } from 'react';
import type { Role } from '../../../contract';
import type { IconProps } from '../../components/icons/icons';
import type { AdminMessages } from '../../lib/i18n/resources';

export type NavLabelKey = keyof AdminMessages['nav'];

export interface NavLinkItem {
  labelKey: NavLabelKey;
  path: string;
  icon: ComponentType<IconProps>;
}

export interface NavSubmenuItem {
  labelKey: NavLabelKey;
  path: string;
}

export interface NavGroupItem {
  labelKey: NavLabelKey;
  icon: ComponentType<IconProps>;
  submenu: readonly NavSubmenuItem[];
}

export type NavItem = NavLinkItem | NavGroupItem;

export interface AdminNavigation {
  items: readonly NavItem[];
  /** The separate item at the bottom of the sidebar, shown only to some roles. */
  bottom: NavLinkItem & { roles: readonly Role[] };
}

export function isNavGroup(item: NavItem): item is NavGroupItem {
  return 'submenu' in item;
}

export function isGroupActive(group: NavGroupItem, pathname: string): boolean {
  return group.submenu.some((entry) => entry.path === pathname);
}

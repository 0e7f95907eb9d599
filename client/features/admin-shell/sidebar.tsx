import { useId, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link, NavLink, useLocation } from 'react-router';
import type { Role } from '../../../contract';
import { ChevronDownIcon } from '../../components/icons/icons';
import { Logo } from '../../components/logo/logo';
import { isGroupActive, isNavGroup, type AdminNavigation, type NavGroupItem, type NavLabelKey, type NavLinkItem } from './navigation';
import { ProductName } from '../../components/product-name/product-name';

interface SidebarProps {
  id: string;
  navigation: AdminNavigation;
  role: Role;
  /** Called when a link is followed (the mobile overlay closes). */
  onNavigate: () => void;
}

function SidebarLink({ item, onNavigate }: { item: NavLinkItem; onNavigate: () => void }) {
  const { t } = useTranslation('admin');
  const Icon = item.icon;
  return (
    <li>
      <NavLink to={item.path} end className="sidebar__item" onClick={onNavigate}>
        <Icon className="sidebar__icon" />
        <span className="sidebar__label">{t(`nav.${item.labelKey}`)}</span>
      </NavLink>
    </li>
  );
}

interface SidebarGroupProps {
  group: NavGroupItem;
  expanded: boolean;
  onToggle: () => void;
  onNavigate: () => void;
}

function SidebarGroup({ group, expanded, onToggle, onNavigate }: SidebarGroupProps) {
  const { t } = useTranslation('admin');
  const { pathname } = useLocation();
  const submenuId = useId();
  const Icon = group.icon;
  return (
    <li>
      <button
        type="button"
        className="sidebar__item sidebar__group"
        data-active={isGroupActive(group, pathname)}
        aria-expanded={expanded}
        aria-controls={submenuId}
        onClick={onToggle}
      >
        <Icon className="sidebar__icon" />
        <span className="sidebar__label">{t(`nav.${group.labelKey}`)}</span>
        <ChevronDownIcon className="sidebar__chevron" />
      </button>
      <div id={submenuId} className="sidebar__submenu" data-expanded={expanded} inert={!expanded}>
        <ul className="sidebar__submenu-list">
          {group.submenu.map((entry) => (
            <li key={entry.path}>
              <NavLink to={entry.path} end className="sidebar__subitem" onClick={onNavigate}>
                {t(`nav.${entry.labelKey}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}

/** The admin sidebar: single links and groups with a submenu, each group expanding on its own. */
export function Sidebar({ id, navigation, role, onNavigate }: SidebarProps) {
  const { t } = useTranslation(['admin', 'common']);
  const { pathname } = useLocation();
  const [expanded, setExpanded] = useState<Partial<Record<NavLabelKey, boolean>>>(() =>
    Object.fromEntries(navigation.items.filter(isNavGroup).map((group) => [group.labelKey, isGroupActive(group, pathname)])),
  );
  const toggle = (label: NavLabelKey) => setExpanded((current) => ({ ...current, [label]: !current[label] }));

  return (
    <aside id={id} className="sidebar">
      <Link to="/admin" className="sidebar__brand" onClick={onNavigate}>
        <Logo size={32} />
        <span>
          <ProductName />
        </span>
      </Link>
      <nav className="sidebar__nav" aria-label={t('nav.label')}>
        <ul className="sidebar__list">
          {navigation.items.map((item) =>
            isNavGroup(item) ? (
              <SidebarGroup
                key={item.labelKey}
                group={item}
                expanded={expanded[item.labelKey] ?? false}
                onToggle={() => toggle(item.labelKey)}
                onNavigate={onNavigate}
              />
            ) : (
              <SidebarLink key={item.labelKey} item={item} onNavigate={onNavigate} />
            ),
          )}
        </ul>
        {navigation.bottom.roles.includes(role) && (
          <ul className="sidebar__list sidebar__list--bottom">
            <SidebarLink item={navigation.bottom} onNavigate={onNavigate} />
          </ul>
        )}
      </nav>
    </aside>
  );
}

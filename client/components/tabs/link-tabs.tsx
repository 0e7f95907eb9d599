import { useRef, type KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { tabAfterKey } from './tab-keys';

interface LinkTabsProps<Tab extends string> {
  tabs: readonly Tab[];
  current: Tab;
  /** The tab list's accessible name. */
  label: string;
  tabLabel: (tab: Tab) => string;
  /** The query string that opens a tab (the tab lives in the address). */
  search: (tab: Tab) => string;
  tabId: (tab: Tab) => string;
  panelId: (tab: Tab) => string;
}

/**
 * Tabs whose choice lives in the address (ARIA tabs: arrows, Home and End move between them). Each
 * tab is a link to its address, so the tabs also work before the page is hydrated.
 */
export function LinkTabs<Tab extends string>({ tabs, current, label, tabLabel, search, tabId, panelId }: LinkTabsProps<Tab>) {
  const navigate = useNavigate();
  const elements = useRef<Partial<Record<Tab, HTMLAnchorElement | null>>>({});

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = tabAfterKey(tabs, current, event.key);
    if (!next) return;
    event.preventDefault();
    elements.current[next]?.focus();
    void navigate({ search: search(next) }, { replace: true, preventScrollReset: true });
  };

  return (
    <div className="tabs" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {tabs.map((tab) => {
        const selected = tab === current;
        return (
          <Link
            key={tab}
            ref={(element) => {
              elements.current[tab] = element;
            }}
            id={tabId(tab)}
            className="tabs__tab"
            role="tab"
            aria-selected={selected}
            aria-controls={selected ? panelId(tab) : undefined}
            tabIndex={selected ? 0 : -1}
            to={{ search: search(tab) }}
            replace
            preventScrollReset
          >
            {tabLabel(tab)}
          </Link>
        );
      })}
    </div>
  );
}

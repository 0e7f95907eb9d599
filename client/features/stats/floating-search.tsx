import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STATS_SEARCH_BLUR_CLOSE_MS } from '../../lib/ui-constants';
import { SearchIcon } from '../../components/icons/icons';
import { useKeyShortcut } from '../../lib/dom/use-key-shortcut';
import { useScrollLock } from '../../lib/dom/use-scroll-lock';

/**
 * The statistics page's floating search bar (spec section 2): s opens it as an overlay, focused;
 * it closes 120 ms after it loses focus, or at once on a click of the backdrop or on Escape.
 * What is typed is not used to search yet.
 */
export function FloatingSearch() {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useScrollLock(open);
  useKeyShortcut('s', () => input.current?.focus());
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const close = () => {
    clearTimeout(closeTimer.current);
    setOpen(false);
    input.current?.blur();
  };

  return (
    <div className="floating-search" data-open={open}>
      <div className="floating-search__backdrop" aria-hidden="true" onClick={close} />
      <form role="search" className="floating-search__bar" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor="stats-search" className="visually-hidden">
          {t('stats.searchLabel')}
        </label>
        <SearchIcon className="floating-search__icon" />
        <input
          id="stats-search"
          ref={input}
          className="floating-search__input"
          type="search"
          autoComplete="off"
          placeholder={t('stats.searchPlaceholder')}
          aria-describedby="stats-search-hint"
          onFocus={() => {
            clearTimeout(closeTimer.current);
            setOpen(true);
          }}
          onBlur={() => {
            clearTimeout(closeTimer.current);
            closeTimer.current = setTimeout(() => setOpen(false), STATS_SEARCH_BLUR_CLOSE_MS);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Escape') close();
          }}
        />
        <kbd className="floating-search__key" aria-hidden="true">
          S
        </kbd>
      </form>
      <p id="stats-search-hint" className="floating-search__hint">
        {t('stats.searchHint')}
      </p>
    </div>
  );
}

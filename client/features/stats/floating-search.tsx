import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { STATS_SEARCH_BLUR_CLOSE_MS } from '../../lib/ui-constants';
import { SearchBox } from '../../components/search-box/search-box';
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
      <SearchBox
        id="stats-search"
        className="floating-search__bar"
        ref={input}
        label={t('stats.searchLabel')}
        hint={t('stats.searchHint')}
        autoComplete="off"
        placeholder={t('stats.searchPlaceholder')}
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
    </div>
  );
}

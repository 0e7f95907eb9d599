import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchIcon } from '../../components/icons/icons';
import { Logo } from '../../components/logo/logo';
import { useKeyShortcut } from '../../lib/dom/use-key-shortcut';
import { ProductName } from '../../components/product-name/product-name';

/** The admin home: the product's logo and a search box that the s key focuses. */
export function AdminHomePage() {
  const { t } = useTranslation(['admin', 'common']);
  const searchInput = useRef<HTMLInputElement>(null);
  useKeyShortcut('s', () => searchInput.current?.focus());

  return (
    <section className="home" aria-labelledby="home-title">
      <Logo size={72} />
      <h1 id="home-title" className="home__title">
        <ProductName />
      </h1>
      <form role="search" className="home__search" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor="home-search" className="visually-hidden">
          {t('home.searchLabel')}
        </label>
        <SearchIcon className="home__search-icon" />
        <input
          id="home-search"
          ref={searchInput}
          className="home__search-input"
          type="search"
          placeholder={t('home.searchPlaceholder')}
          aria-describedby="home-search-hint"
        />
        <kbd className="home__search-key" aria-hidden="true">
          S
        </kbd>
      </form>
      <p id="home-search-hint" className="home__hint">
        {t('home.searchHint')}
      </p>
    </section>
  );
}

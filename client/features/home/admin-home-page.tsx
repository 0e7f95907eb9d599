import { useRef } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Logo } from '../../components/logo/logo';
import { useKeyShortcut } from '../../lib/dom/use-key-shortcut';
import { ProductName } from '../../components/product-name/product-name';
import { SearchBox } from '../../components/search-box/search-box';

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
      <SearchBox id="home-search" className="home__search" ref={searchInput} label={t('home.searchLabel')} placeholder={t('home.searchPlaceholder')} hint={t('home.searchHint')} />
    </section>
  );
}

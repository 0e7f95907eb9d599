import { useTranslation } from '../../lib/i18n/use-translation';
import { ProductNameWords } from './product-name-words';

/** The product's name in the page's language, wrapped only between its words. */
export function ProductName() {
  const { t } = useTranslation('common');
  return <ProductNameWords name={t('app.name')} />;
}

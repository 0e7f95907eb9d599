import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';

/** The product's name, wrapped (where it must be) only between its words: "Back-office" never splits at its hyphen. */
export function ProductName() {
  const { t } = useTranslation('common');
  return t('app.name')
    .split(' ')
    .map((word, index) => (
      <Fragment key={index}>
        {index > 0 && ' '}
        <span className="product-name__word">{word}</span>
      </Fragment>
    ));
}

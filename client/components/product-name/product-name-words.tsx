import { Fragment } from 'react';

/** A product name wrapped (where it must be) only between its words: "Back-office" never splits at its hyphen. */
export function ProductNameWords({ name }: { name: string }) {
  return name.split(' ').map((word, index) => (
    <Fragment key={index}>
      {index > 0 && ' '}
      <span className="product-name__word">{word}</span>
    </Fragment>
  ));
}

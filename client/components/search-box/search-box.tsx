import type { ComponentPropsWithRef } from 'react';
import { SearchIcon } from '../icons/icons';

interface SearchBoxProps extends Omit<ComponentPropsWithRef<'input'>, 'id' | 'className' | 'type'> {
  id: string;
  label: string;
  /** The keyboard hint below the box ("Press S…"); it describes the input. */
  hint: string;
  /** The page's own class for the form (its place and width). */
  className: string;
}

/** A large rounded search box that the s key focuses, with its key cap and its hint below. */
export function SearchBox({ id, label, hint, className, ...input }: SearchBoxProps) {
  const hintId = `${id}-hint`;
  return (
    <>
      <form role="search" className={`search-box ${className}`} onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={id} className="visually-hidden">
          {label}
        </label>
        <SearchIcon className="search-box__icon" />
        <input id={id} className="search-box__input" type="search" aria-describedby={hintId} {...input} />
        <kbd className="search-box__key" aria-hidden="true">
          S
        </kbd>
      </form>
      <p id={hintId} className="search-box__hint">
        {hint}
      </p>
    </>
  );
}

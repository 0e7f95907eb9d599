import type { ReactNode } from 'react';
import { SearchIcon } from '../icons/icons';

interface SearchFilterProps {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (text: string) => void;
  className?: string;
  maxLength?: number;
}

/** A list's free-text filter: a labelled search box with its icon. */
export function SearchFilter({ id, label, placeholder, value, onChange, className, maxLength }: SearchFilterProps) {
  return (
    <div className={className ? `field search-filter ${className}` : 'field search-filter'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__control">
        <SearchIcon className="search-filter__icon" />
        <input
          id={id}
          className="field__input search-filter__input"
          type="search"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={maxLength}
          placeholder={placeholder}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
    </div>
  );
}

interface SelectFilterProps<Value extends string> {
  id: string;
  label: string;
  /** The first option, '' in the value: no filter. */
  anyLabel: string;
  choices: readonly Value[];
  choiceLabel: (choice: Value) => ReactNode;
  value: Value | '';
  onChange: (value: Value | '') => void;
}

/** A list's filter by one of a fixed set of values, or none. */
export function SelectFilter<Value extends string>({ id, label, anyLabel, choices, choiceLabel, value, onChange }: SelectFilterProps<Value>) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select id={id} className="field__input select-filter" value={value} onChange={(event) => onChange(event.target.value as Value | '')}>
        <option value="">{anyLabel}</option>
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {choiceLabel(choice)}
          </option>
        ))}
      </select>
    </div>
  );
}

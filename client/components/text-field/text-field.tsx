import type { InputHTMLAttributes, Ref } from 'react';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: string;
  /** The field's validation message, shown under it and linked to it. */
  error?: string | undefined;
  /** A short help text under the field. */
  hint?: string | undefined;
  /** The label for screen readers only (a control in a row that names it). */
  labelHidden?: boolean | undefined;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with its hint and its validation message (react-hook-form's `register` spreads into it). */
export function TextField({ id, label, error, hint, labelHidden, ref, className, ...input }: TextFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label className={labelHidden ? 'visually-hidden' : 'field__label'} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        ref={ref}
        className={className ? `field__input ${className}` : 'field__input'}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}

import { useState, type Ref } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n/use-translation';
import { calendarDatePattern, formatDayOrText, parseCalendarDate } from '../../lib/i18n/format-date-time';
import { usePageLanguage } from '../../lib/i18n/use-page-language';
import { TextField } from '../text-field/text-field';

interface DateFieldProps {
  id: string;
  label: string;
  /** The day as YYYY-MM-DD, or '' for none (or, with `keepsTextThatIsNoDay`, the text typed). */
  value: string;
  /** Called with a real day as YYYY-MM-DD, or '' when the field is emptied; with what is not a day only under `keepsTextThatIsNoDay`. */
  onChange: (value: string) => void;
  /**
   * A form's field: a text that is no day becomes the value, so that the form's checks refuse it
   * instead of sending the last good day. A filter leaves it out and keeps filtering by that day.
   */
  keepsTextThatIsNoDay?: boolean;
  onBlur?: () => void;
  /** The form's own message (a required day, days out of order); a text that is no day has its own. */
  error?: string | undefined;
  hint?: string | undefined;
  disabled?: boolean | undefined;
  readOnly?: boolean | undefined;
  /** The label for screen readers only (a day changed in place, in a row that names it). */
  labelHidden?: boolean;
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A day typed as the product writes dates in the page's language (23/11/2026), whatever the
 * browser's own locale: a native date input would show "mm/dd/yyyy" on an English system even
 * over an Italian page.
 */
export function DateField({ id, label, value, onChange, keepsTextThatIsNoDay, onBlur, error, hint, disabled, readOnly, labelHidden, className, ref }: DateFieldProps) {
  const { t } = useTranslation('common');
  const language = usePageLanguage();
  const shown = formatDayOrText(value, language);
  // The text follows the value when it changes from outside (a cleared filter, Back), not while typing.
  const [typed, setTyped] = useState({ text: shown, forValue: value });
  const text = typed.forValue === value ? typed.text : shown;
  // Read from the text shown, so that a value set from outside (a reset, the other side of an edit conflict) clears it.
  const invalid = text.trim() !== '' && parseCalendarDate(text, language) === null;

  const change = (next: string) => {
    setTyped({ text: next, forValue: value });
    if (next.trim() === '') {
      if (value !== '') onChange('');
      return;
    }
    const day = parseCalendarDate(next, language);
    if (day && day !== value) {
      setTyped({ text: next, forValue: day });
      onChange(day);
    } else if (!day && keepsTextThatIsNoDay) {
      setTyped({ text: next, forValue: next });
      onChange(next);
    }
  };

  const pattern = calendarDatePattern(language);
  return (
    <TextField
      id={id}
      ref={ref}
      label={label}
      labelHidden={labelHidden}
      className={className}
      value={text}
      inputMode="numeric"
      autoComplete="off"
      placeholder={pattern}
      disabled={disabled}
      readOnly={readOnly}
      hint={hint}
      error={invalid ? t('dateField.invalid', { pattern }) : error}
      onChange={(event) => change(event.target.value)}
      onBlur={onBlur}
    />
  );
}

type FormDateFieldProps<Values extends FieldValues> = Omit<DateFieldProps, 'value' | 'onChange' | 'onBlur' | 'ref' | 'error'> & {
  control: Control<Values>;
  name: FieldPath<Values>;
};

/** A DateField bound to a react-hook-form field: its value, its message, and the focus on a refused submit. */
export function FormDateField<Values extends FieldValues>({ control, name, ...field }: FormDateFieldProps<Values>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: bound, fieldState }) => (
        <DateField {...field} keepsTextThatIsNoDay ref={bound.ref} value={(bound.value as string | null | undefined) ?? ''} onChange={bound.onChange} onBlur={bound.onBlur} error={fieldState.error?.message} />
      )}
    />
  );
}

import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { calendarDatePattern, formatCalendarDate, parseCalendarDate } from '../../lib/i18n/format-date-time';
import { usePageLanguage } from '../../lib/i18n/use-page-language';
import { TextField } from '../text-field/text-field';

interface DateFieldProps {
  id: string;
  label: string;
  /** The day as YYYY-MM-DD, or '' for none. */
  value: string;
  /** Called with a real day as YYYY-MM-DD, or '' when the field is emptied; never with what is not a day. */
  onChange: (value: string) => void;
}

/**
 * A day typed as the product writes dates in the page's language (23/11/2026), whatever the
 * browser's own locale: a native date input would show "mm/dd/yyyy" on an English system even
 * over an Italian page.
 */
export function DateField({ id, label, value, onChange }: DateFieldProps) {
  const { t } = useTranslation('common');
  const language = usePageLanguage();
  const shown = value ? formatCalendarDate(value, language) : '';
  // The text follows the value when it changes from outside (a cleared filter, Back), not while typing.
  const [typed, setTyped] = useState({ text: shown, forValue: value });
  const text = typed.forValue === value ? typed.text : shown;
  const [invalid, setInvalid] = useState(false);

  const change = (next: string) => {
    setTyped({ text: next, forValue: value });
    if (next.trim() === '') {
      setInvalid(false);
      if (value !== '') onChange('');
      return;
    }
    const day = parseCalendarDate(next, language);
    setInvalid(!day);
    if (day && day !== value) {
      setTyped({ text: next, forValue: day });
      onChange(day);
    }
  };

  const pattern = calendarDatePattern(language);
  return (
    <TextField
      id={id}
      label={label}
      value={text}
      inputMode="numeric"
      autoComplete="off"
      placeholder={pattern}
      error={invalid ? t('dateField.invalid', { pattern }) : undefined}
      onChange={(event) => change(event.target.value)}
    />
  );
}

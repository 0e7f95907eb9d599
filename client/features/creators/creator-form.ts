import type { FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { creatorFieldsSchema, type CreatorDetail, type CreatorValidationMessages } from '../../../contract';

/** The creator form as its inputs hold it: text, the commission in percent, categories by id, a checkbox for exclusivity. */
export interface CreatorFormValues {
  stage_name: string;
  legal_name: string;
  email: string;
  phone: string;
  country: string;
  city: string;
  languages: string;
  category_ids: string[];
  exclusive: boolean;
  representation_start: string;
  representation_months: string;
  default_commission_pct: string;
  primary_manager_id: string;
  secondary_manager_id: string;
  vat_number: string;
  tax_code: string;
  tax_regime: string;
  iban: string;
  notes: string;
}

export type CreatorFormField = keyof CreatorFormValues;

export const CREATOR_FORM_FIELDS = [
  'stage_name', 'legal_name', 'email', 'phone', 'country', 'city', 'languages', 'category_ids', 'exclusive', 'representation_start', 'representation_months',
  'default_commission_pct', 'primary_manager_id', 'secondary_manager_id', 'vat_number', 'tax_code', 'tax_regime', 'iban', 'notes',
] as const satisfies readonly CreatorFormField[];

/** The form's fields whose request name differs (the commission travels in basis points). */
const REQUEST_NAME: Partial<Record<CreatorFormField, string>> = { default_commission_pct: 'default_commission_bps' };
export const requestFieldOf = (field: CreatorFormField): string => REQUEST_NAME[field] ?? field;
export const formFieldOf = (requestField: string): CreatorFormField | undefined =>
  (CREATOR_FORM_FIELDS as readonly string[]).includes(requestField) ? (requestField as CreatorFormField) : requestField === 'default_commission_bps' ? 'default_commission_pct' : undefined;

export function creatorFormValues(creator: CreatorDetail): CreatorFormValues {
  const text = (value: string | null | undefined) => value ?? '';
  return {
    stage_name: creator.stage_name,
    legal_name: text(creator.legal_name),
    email: text(creator.email),
    phone: text(creator.phone),
    country: text(creator.country),
    city: text(creator.city),
    languages: creator.languages.join(', '),
    category_ids: creator.categories.map((category) => String(category.category_id)),
    exclusive: creator.exclusive,
    representation_start: text(creator.representation_start),
    representation_months: creator.representation_months === null ? '' : String(creator.representation_months),
    default_commission_pct: creator.default_commission_bps === null || creator.default_commission_bps === undefined ? '' : String(creator.default_commission_bps / 100),
    primary_manager_id: creator.primary_manager ? String(creator.primary_manager.user_id) : '',
    secondary_manager_id: creator.secondary_manager ? String(creator.secondary_manager.user_id) : '',
    vat_number: text(creator.vat_number),
    tax_code: text(creator.tax_code),
    tax_regime: text(creator.tax_regime),
    iban: text(creator.iban),
    notes: text(creator.notes),
  };
}

const nullIfEmpty = (text: string) => (text.trim() === '' ? null : text);

/** The request's value of one field, from its input. */
function requestValue(field: CreatorFormField, value: string | string[] | boolean): unknown {
  switch (field) {
    case 'category_ids':
      return (value as string[]).map(Number);
    case 'exclusive':
      return value;
    case 'languages':
      return (value as string)
        .split(',')
        .map((code) => code.trim())
        .filter(Boolean);
    case 'representation_months':
      return (value as string).trim() === '' ? null : Number(value);
    case 'default_commission_pct': {
      const text = (value as string).trim().replace(',', '.');
      if (text === '') return null;
      const percent = Number(text);
      return Number.isFinite(percent) ? Math.round(percent * 100 * 1000) / 1000 : Number.NaN;
    }
    case 'primary_manager_id':
    case 'secondary_manager_id':
      return (value as string) === '' ? null : Number(value);
    case 'representation_start':
    case 'tax_regime':
      return nullIfEmpty(value as string);
    default:
      return value;
  }
}

/** The request body of the given fields (the changed ones, for an edit). */
export function creatorBody(values: CreatorFormValues, fields: readonly CreatorFormField[]): Record<string, unknown> {
  return Object.fromEntries(fields.map((field) => [requestFieldOf(field), requestValue(field, values[field])]));
}

const comparable = (field: CreatorFormField, value: CreatorFormValues[CreatorFormField]) =>
  JSON.stringify(field === 'category_ids' ? [...(value as string[])].sort() : requestValue(field, typeof value === 'string' ? value.trim() : value));

/** The fields whose value differs from `base`, in the form's order. */
export function changedCreatorFields(values: CreatorFormValues, base: CreatorFormValues, among: readonly CreatorFormField[] = CREATOR_FORM_FIELDS): CreatorFormField[] {
  return among.filter((field) => comparable(field, values[field]) !== comparable(field, base[field]));
}

/** The form's check: the contract's schema over what the form would send, each problem under its field. */
export function creatorFormResolver(messages: CreatorValidationMessages, fields: readonly CreatorFormField[]): Resolver<CreatorFormValues> {
  const schema: z.ZodTypeAny = creatorFieldsSchema(messages);
  return (values) => {
    // The IBAN is shown masked to who may not read it: a masked value is not a change to check.
    const checked = fields.filter((field) => !(field === 'iban' && values.iban.includes('•')));
    const result = schema.safeParse(creatorBody(values, checked));
    if (result.success) return { values, errors: {} };
    const errors: FieldErrors<CreatorFormValues> = {};
    for (const issue of result.error.issues) {
      const field = formFieldOf(String(issue.path[0]));
      if (field && !errors[field]) errors[field] = { type: issue.code, message: issue.message };
    }
    return { values: {}, errors };
  };
}

import type { FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import {
  SPONSOR_DEFAULTS,
  sponsorFieldsSchema,
  sponsorValidationMessages,
  type Sponsor,
  type SponsorChanges,
  type SponsorValidationKey,
  type SponsorValidationMessages,
} from '../../../contract';

/** The sponsor form as its inputs hold it: text everywhere, tags comma-separated, no owner as ''. */
export interface SponsorFormValues {
  display_name: string;
  legal_name: string;
  vat_number: string;
  tax_code: string;
  sdi_code: string;
  pec: string;
  industry: string;
  website: string;
  address_line: string;
  city: string;
  postal_code: string;
  province: string;
  country: string;
  currency: string;
  payment_terms_days: string;
  owner_id: string;
  tags: string;
  notes: string;
}

export type SponsorFormField = keyof SponsorFormValues;
export const SPONSOR_FORM_FIELDS = [
  'display_name',
  'legal_name',
  'vat_number',
  'tax_code',
  'sdi_code',
  'pec',
  'industry',
  'website',
  'address_line',
  'city',
  'postal_code',
  'province',
  'country',
  'currency',
  'payment_terms_days',
  'owner_id',
  'tags',
  'notes',
] as const satisfies readonly SponsorFormField[];

/** An empty form for a new sponsor, owned by `ownerId`. */
export function newSponsorFormValues(ownerId: number | null): SponsorFormValues {
  const values = Object.fromEntries(SPONSOR_FORM_FIELDS.map((field) => [field, ''])) as unknown as SponsorFormValues;
  return {
    ...values,
    country: SPONSOR_DEFAULTS.country,
    currency: SPONSOR_DEFAULTS.currency,
    payment_terms_days: String(SPONSOR_DEFAULTS.payment_terms_days),
    owner_id: ownerId === null ? '' : String(ownerId),
  };
}

/** The form's values for a sponsor as the API answered it. */
export function sponsorFormValues(sponsor: Sponsor): SponsorFormValues {
  const text = (value: string | null) => value ?? '';
  return {
    display_name: sponsor.display_name,
    legal_name: text(sponsor.legal_name),
    vat_number: text(sponsor.vat_number),
    tax_code: text(sponsor.tax_code),
    sdi_code: text(sponsor.sdi_code),
    pec: text(sponsor.pec),
    industry: text(sponsor.industry),
    website: text(sponsor.website),
    address_line: text(sponsor.address_line),
    city: text(sponsor.city),
    postal_code: text(sponsor.postal_code),
    province: text(sponsor.province),
    country: sponsor.country,
    currency: sponsor.currency,
    payment_terms_days: String(sponsor.payment_terms_days),
    owner_id: sponsor.owner ? String(sponsor.owner.user_id) : '',
    tags: sponsor.tags.join(', '),
    notes: text(sponsor.notes),
  };
}

/** The request's value of one field, from its input's text. */
function bodyValue(field: SponsorFormField, text: string): unknown {
  switch (field) {
    case 'payment_terms_days':
      return text.trim() === '' ? Number.NaN : Number(text.trim());
    case 'owner_id':
      return text === '' ? null : Number(text);
    case 'tags':
      return text
        .split(',')
        .map((tag) => tag.trim())
        .filter((tag) => tag !== '');
    default:
      return text;
  }
}

/** The request body of the given fields of the form (all of them for a new sponsor, the changed ones for an edit). */
export function sponsorBody(values: SponsorFormValues, fields: readonly SponsorFormField[] = SPONSOR_FORM_FIELDS): Record<string, unknown> {
  return Object.fromEntries(fields.map((field) => [field, bodyValue(field, values[field])]));
}

/** The fields whose text differs from `base`, in the form's order. */
export function changedFields(values: SponsorFormValues, base: SponsorFormValues): SponsorFormField[] {
  return SPONSOR_FORM_FIELDS.filter((field) => normalised(field, values[field]) !== normalised(field, base[field]));
}

function normalised(field: SponsorFormField, text: string): string {
  return JSON.stringify(bodyValue(field, field === 'tags' ? text : text.trim()));
}

function isFormField(value: unknown): value is SponsorFormField {
  return (SPONSOR_FORM_FIELDS as readonly unknown[]).includes(value);
}

/**
 * The form's check: the contract's own schema over what the form would send, with the messages
 * in the reader's language; each problem is shown under its field.
 */
export function sponsorFormResolver(messages: SponsorValidationMessages): Resolver<SponsorFormValues> {
  const schema: z.ZodTypeAny = sponsorFieldsSchema(messages).required({ display_name: true });
  return (values) => {
    const result = schema.safeParse(sponsorBody(values));
    if (result.success) return { values, errors: {} };
    const errors: FieldErrors<SponsorFormValues> = {};
    for (const issue of result.error.issues) {
      const field = issue.path[0];
      if (isFormField(field) && !errors[field]) errors[field] = { type: issue.code, message: issue.message };
    }
    return { values: {}, errors };
  };
}

/** The message key of an English message of the contract (a server answer), to show it translated. */
export function sponsorMessageKey(message: string): SponsorValidationKey | undefined {
  return (Object.keys(sponsorValidationMessages) as SponsorValidationKey[]).find((key) => sponsorValidationMessages[key] === message);
}

export type SponsorRequestFields = Partial<SponsorChanges>;

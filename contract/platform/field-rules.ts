import type { z } from 'zod';
import type { Permission } from './permissions';

/*
 * Field-level rules: some fields of an answer are only for the roles that hold a permission
 * (money fields: `read:money`). The schema names them with `restrictedFields`, which makes them
 * optional on the wire; the server's response mapping passes every answer of that schema through
 * `readableFields`, which removes (not nulls, not masks) each field whose permission the actor
 * lacks. The client never has the value, so it cannot show it by mistake.
 */

/** Which permission each restricted field needs: `{ fee: 'read:money' }`. */
export type FieldRules<Shape, P extends string = Permission> = { readonly [K in keyof Shape]?: P };

/** An object schema whose restricted fields are optional and the others as they were. */
export type RestrictedSchema<Shape extends z.ZodRawShape, Keys extends keyof Shape> = z.ZodObject<
  Omit<Shape, Keys> & { [K in Keys]: z.ZodOptional<Shape[K]> },
  'strip'
>;

/** The schema with its restricted fields optional (absent for those who may not read them) and the rules beside it. */
export function restrictedFields<Shape extends z.ZodRawShape, Rules extends FieldRules<Shape, string> = FieldRules<Shape>>(schema: z.ZodObject<Shape>, rules: Rules) {
  const mask = Object.fromEntries(Object.keys(rules).map((field) => [field, true]));
  return { schema: schema.partial(mask as never) as unknown as RestrictedSchema<Shape, keyof Rules & keyof Shape>, rules };
}

/**
 * The value without the fields whose permission the actor lacks. `mayRead` answers for the actor
 * (and, for `:own` grants, for the resource): `(permission) => can(actor, permission, resource)`.
 */
export function readableFields<T extends object, Rules extends FieldRules<T, string>>(
  value: T,
  rules: Rules,
  mayRead: (permission: NonNullable<Rules[keyof Rules]>) => boolean,
): T {
  const result = { ...value } as Record<string, unknown>;
  for (const [field, permission] of Object.entries(rules) as [string, NonNullable<Rules[keyof Rules]> | undefined][]) {
    if (permission !== undefined && !mayRead(permission)) delete result[field];
  }
  return result as unknown as T;
}

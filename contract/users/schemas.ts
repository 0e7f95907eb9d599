import { z } from 'zod';
import { filterText, pageField, pageSizeField, sortFields } from '../platform/paging';
import { roleSchema } from '../platform/roles';
import { validationMessages, type ValidationMessages } from '../platform/validation-messages';
import { USER_LIST_PAGE_SIZE, USER_LIST_SORT_COLUMNS, USER_STATUSES } from './constants';
import { emailField, newAccountPasswordField, roleField, usernameField } from './fields';

export const userSchema = z.object({
  user_id: z.number().int(),
  username: z.string(),
  email: z.string(),
  role: roleSchema,
  is_active: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

export const userListQuerySchema = z.object({
  page: pageField.default(1),
  page_size: pageSizeField(USER_LIST_PAGE_SIZE),
  username_filter: filterText,
  role_filter: roleSchema.optional(),
  status_filter: z.enum(USER_STATUSES).optional(),
  ...sortFields(USER_LIST_SORT_COLUMNS, { sort: 'user_id', dir: 'asc' }),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;

export const userListSchema = z.object({
  users: z.array(userSchema),
  total: z.number().int(),
  active_count: z.number().int(),
  disabled_count: z.number().int(),
});
export type UserList = z.infer<typeof userListSchema>;

export function createUserSchema(m: ValidationMessages = validationMessages) {
  return z.object({
    username: usernameField(m),
    email: emailField(m),
    password: newAccountPasswordField(m),
    role: roleField(m),
  });
}

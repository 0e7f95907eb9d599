import { z } from 'zod';
import { calendarDateOrTime, plainText, wholeNumberField } from './fields';
import {
  LANGUAGES,
  LOG_ACTIONS,
  PAGE_SIZE_MAX,
  ROLES,
  THEMES,
  USER_STATUSES,
  LOG_PAGE_SIZE,
  USER_LIST_PAGE_SIZE,
} from './constants';

export const errorSchema = z.object({
  detail: z.string(),
  code: z.string(),
  /** Per field: the message for people and, where code must tell cases apart, a stable code. */
  errors: z.array(z.object({ field: z.string(), message: z.string(), code: z.string().optional() })).optional(),
});
export type ApiErrorBody = z.infer<typeof errorSchema>;

export const roleSchema = z.enum(ROLES);

/** A user id: a positive 32-bit integer written in plain decimal digits (ids beyond it cannot exist). */
export const userIdSchema = wholeNumberField('id', { min: 1, max: 2_147_483_647, minMessage: 'id must be positive', maxMessage: 'Unknown user' });
export const themeSchema = z.enum(THEMES);
export const languageSchema = z.enum(LANGUAGES);
export const logActionSchema = z.enum(LOG_ACTIONS);

export const loginResponseSchema = z.object({
  user_id: z.number().int(),
  username: z.string(),
  role: roleSchema,
  expires_in: z.number().int(),
});

export const refreshResponseSchema = z.object({ expires_in: z.number().int() });

export const authMeSchema = z.object({
  user_id: z.number().int(),
  username: z.string(),
  email: z.string(),
  role: roleSchema,
  expires_in: z.number().int(),
});
export type AuthMe = z.infer<typeof authMeSchema>;

export const userSchema = z.object({
  user_id: z.number().int(),
  username: z.string(),
  email: z.string(),
  role: roleSchema,
  is_active: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

export const currentUserSchema = userSchema.extend({ created_at: z.string().datetime({ offset: true }) });
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const preferencesSchema = z.object({
  theme: themeSchema,
  language: languageSchema,
  initials: z.string(),
  initials_color: z.string(),
  profile_picture_url: z.string().nullable(),
});
export type Preferences = z.infer<typeof preferencesSchema>;

const pageField = wholeNumberField('page', { min: 1, max: 1_000_000, maxMessage: 'page is too large' });

function pageSizeField(defaultSize: number) {
  return wholeNumberField('page_size', { min: 1, max: PAGE_SIZE_MAX, maxMessage: `page_size must be at most ${PAGE_SIZE_MAX}` }).default(defaultSize);
}

const filterText = plainText().trim().max(100, 'filter is too long').optional();

export const userListQuerySchema = z.object({
  page: pageField.default(1),
  page_size: pageSizeField(USER_LIST_PAGE_SIZE),
  username_filter: filterText,
  role_filter: roleSchema.optional(),
  status_filter: z.enum(USER_STATUSES).optional(),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;

export const userListSchema = z.object({
  users: z.array(userSchema),
  total: z.number().int(),
  active_count: z.number().int(),
  disabled_count: z.number().int(),
});
export type UserList = z.infer<typeof userListSchema>;

const dateBound = calendarDateOrTime().optional();

export const logFilterSchema = z.object({
  user_id_filter: userIdSchema.optional(),
  message_filter: logActionSchema.optional(),
  role_filter: roleSchema.optional(),
  username_filter: filterText,
  start_date: dateBound,
  end_date: dateBound,
});
export type LogFilter = z.infer<typeof logFilterSchema>;

export const logListQuerySchema = logFilterSchema.extend({
  page: pageField.default(1),
  page_size: pageSizeField(LOG_PAGE_SIZE),
});
export type LogListQuery = z.infer<typeof logListQuerySchema>;

export const logEntrySchema = z.object({
  log_id: z.number().int(),
  user_id: z.number().int().nullable(),
  username: z.string().nullable(),
  role: roleSchema.nullable(),
  message: logActionSchema,
  timestamp: z.string().datetime({ offset: true }),
  status_code: z.number().int(),
});
export type LogEntry = z.infer<typeof logEntrySchema>;

export const logListSchema = z.object({ logs: z.array(logEntrySchema), total: z.number().int() });
export type LogList = z.infer<typeof logListSchema>;

export const avatarResponseSchema = z.object({ profile_picture_url: z.string() });

export const healthSchema = z.object({ status: z.literal('ok') });

export const invitationSchema = z.object({
  invitation_id: z.string().uuid(),
  email: z.string(),
  role: roleSchema,
  invited_by: z.number().int().nullable(),
  invited_by_username: z.string().nullable(),
  created_at: z.string().datetime({ offset: true }),
  expires_at: z.string().datetime({ offset: true }),
  /** Present when no mail server is configured: the link for the inviter to pass on. */
  accept_url: z.string().url().optional(),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const invitationListSchema = z.object({ invitations: z.array(invitationSchema) });

export const invitationPreviewSchema = z.object({
  email: z.string(),
  role: roleSchema,
  expires_at: z.string().datetime({ offset: true }),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

/** Why an invitation link no longer works (the `code` of its 410 answer). */
export const INVITATION_UNUSABLE_CODES = ['invitation_expired', 'invitation_used', 'invitation_revoked'] as const;

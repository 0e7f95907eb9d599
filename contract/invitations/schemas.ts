import { z } from 'zod';
import { ROLES, roleSchema } from '../platform/roles';
import { validationMessages, type ValidationMessages } from '../platform/validation-messages';
import { emailField, strongPasswordField, usernameField } from '../users';
import { INVITE_MAX_EMAILS } from './constants';

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

/** The invite form: every address trimmed, required, valid and not repeated within the form. */
export function inviteSchema(m: ValidationMessages = validationMessages) {
  return z.object({
    emails: z
      .array(emailField(m))
      .min(1, m.emailsRequired)
      .max(INVITE_MAX_EMAILS, m.emailsTooMany)
      .superRefine((emails, ctx) => {
        const seen = new Set<string>();
        emails.forEach((email, index) => {
          const key = email.toLowerCase();
          if (seen.has(key)) ctx.addIssue({ code: z.ZodIssueCode.custom, message: m.emailDuplicate, path: [index] });
          seen.add(key);
        });
      }),
    role: z.enum(ROLES, { errorMap: () => ({ message: m.inviteRoleInvalid }) }),
  });
}

/** Accepting an invitation: the username rules of the account page and the change-password rules. */
export function acceptInvitationSchema(m: ValidationMessages = validationMessages) {
  return z.object({
    token: invitationTokenField(),
    username: usernameField(m),
    password: strongPasswordField(m),
  });
}

/** An invitation link's secret: 256 random bits, base64url (43 characters); anything else is no token. */
export function invitationTokenField() {
  return z.string().regex(/^[A-Za-z0-9_-]{20,200}$/, 'Not an invitation token');
}

export function invitationPreviewRequestSchema() {
  return z.object({ token: invitationTokenField() });
}

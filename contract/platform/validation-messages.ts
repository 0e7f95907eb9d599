/**
 * The spec's validation messages, by key, in English. The server answers with these texts;
 * the client builds the same schemas with its translations of the same keys.
 */
export const validationMessages = {
  usernameRequired: 'Username required.',
  emailRequired: 'Email required.',
  emailInvalid: 'Enter a valid email.',
  emailDuplicate: 'Duplicate email',
  passwordRequired: 'Password required.',
  passwordMinCreate: 'Password must be at least 6 characters.',
  roleInvalid: 'Invalid role',
  usernameMin: 'Username must be at least 3 characters.',
  usernameMax: 'Username must be at most 50 characters.',
  usernameInvalid: 'Username can only contain letters, numbers and underscores.',
  usernameInUse: 'Username already in use.',
  oldPasswordRequired: 'Current password is required.',
  oldPasswordIncorrect: 'Current password is incorrect.',
  passwordMin: 'Password must be at least 8 characters.',
  passwordStrength: 'Password must contain at least one uppercase letter and one number.',
  confirmPasswordRequired: 'Please confirm the new password.',
  passwordsDoNotMatch: 'Passwords do not match.',
  identifierRequired: 'Please enter your email or username',
  identifierInvalid: 'Please enter a valid email or username',
  loginPasswordMin: 'Password must be at least 6 characters',
  themeInvalid: 'Unknown theme.',
  languageInvalid: 'Language must be it or en.',
  initialsMax: 'Initials can have at most 2 characters.',
  colorInvalid: 'Enter a colour as #RRGGBB.',
  inviteRoleInvalid: 'Choose a role you can invite.',
  emailsRequired: 'Add at least one e-mail address.',
  emailsTooMany: 'At most 50 addresses at a time.',
} as const;

export type ValidationKey = keyof typeof validationMessages;
export type ValidationMessages = Record<ValidationKey, string>;

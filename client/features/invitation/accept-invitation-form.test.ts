import { validationMessages } from '../../../contract';
import { acceptFailure, acceptInvitationFormSchema } from './accept-invitation-form';

const schema = acceptInvitationFormSchema(validationMessages);

/** The message the form shows per field: the first one. */
function messages(form: { username: string; password: string; confirm_password: string }) {
  const result = schema.safeParse(form);
  const shown: Record<string, string> = {};
  for (const issue of result.success ? [] : result.error.issues) shown[issue.path.join('.')] ??= issue.message;
  return shown;
}

test('the username rules of the account page', () => {
  expect(messages({ username: '', password: 'Welcome123', confirm_password: 'Welcome123' })).toEqual({ username: 'Username required.' });
  expect(messages({ username: 'ab', password: 'Welcome123', confirm_password: 'Welcome123' })).toEqual({
    username: 'Username must be at least 3 characters.',
  });
  expect(messages({ username: 'not valid!', password: 'Welcome123', confirm_password: 'Welcome123' })).toEqual({
    username: 'Username can only contain letters, numbers and underscores.',
  });
  expect(messages({ username: 'a'.repeat(51), password: 'Welcome123', confirm_password: 'Welcome123' })).toEqual({
    username: 'Username must be at most 50 characters.',
  });
});

test('the change-password rules, and the confirmation', () => {
  expect(messages({ username: 'new_user', password: 'Short1', confirm_password: 'Short1' })).toEqual({ password: 'Password must be at least 8 characters.' });
  expect(messages({ username: 'new_user', password: 'lowercase1', confirm_password: 'lowercase1' })).toEqual({
    password: 'Password must contain at least one uppercase letter and one number.',
  });
  expect(messages({ username: 'new_user', password: 'Welcome123', confirm_password: '' })).toEqual({ confirm_password: 'Please confirm the new password.' });
  expect(messages({ username: 'new_user', password: 'Welcome123', confirm_password: 'Welcome124' })).toEqual({ confirm_password: 'Passwords do not match.' });
  expect(messages({ username: 'new_user', password: 'Welcome123', confirm_password: 'Welcome123' })).toEqual({});
});

test('what a failed accept means', () => {
  const answer = (status: number, code: string, errors?: { field: string; message: string; code?: string }[]) => ({ status, body: { detail: 'No', code, errors } });
  expect(acceptFailure(answer(410, 'invitation_used'))).toEqual({ kind: 'unusable', reason: 'used' });
  expect(acceptFailure(answer(404, 'not_found'))).toEqual({ kind: 'unusable', reason: 'unknown' });
  expect(acceptFailure(answer(409, 'username_in_use', [{ field: 'username', message: 'Username already in use.' }]))).toEqual({
    kind: 'fields',
    problems: [{ field: 'username', message: 'Username already in use.', usernameInUse: true }],
  });
  expect(acceptFailure(answer(409, 'conflict', [{ field: 'username', message: 'Taken', code: 'username_in_use' }]))).toEqual({
    kind: 'fields',
    problems: [{ field: 'username', message: 'Taken', usernameInUse: true }],
  });
  expect(acceptFailure(answer(409, 'email_in_use', [{ field: 'email', message: 'Email already in use.' }]))).toEqual({ kind: 'emailInUse' });
  expect(acceptFailure(answer(400, 'validation_error', [{ field: 'password', message: 'Too weak' }]))).toEqual({
    kind: 'fields',
    problems: [{ field: 'password', message: 'Too weak', usernameInUse: false }],
  });
  expect(acceptFailure(answer(403, 'csrf_failed'))).toEqual({ kind: 'other' });
  expect(acceptFailure(new TypeError('Failed to fetch'))).toEqual({ kind: 'other' });
});

import { newUserProblems } from './new-user-problems';

const refusal = (code: string, errors: { field: string; message: string }[]) => ({ status: 409, body: { detail: 'Conflict', code, errors } });

test('a username or e-mail in use lands on its field, with the key of the translated message', () => {
  expect(newUserProblems(refusal('username_in_use', [{ field: 'username', message: 'Username already in use.' }]))).toEqual([
    { field: 'username', key: 'usernameInUse', message: 'Username already in use.' },
  ]);
  expect(newUserProblems(refusal('email_in_use', [{ field: 'email', message: 'Email already in use.' }]))).toEqual([
    { field: 'email', key: 'emailInUse', message: 'Email already in use.' },
  ]);
});

test("validation messages keep the server's words; unknown fields and other failures give nothing", () => {
  const invalid = { status: 400, body: { detail: 'Validation failed', code: 'validation_error', errors: [{ field: 'password', message: 'Too short' }, { field: 'x', message: 'No' }] } };
  expect(newUserProblems(invalid)).toEqual([{ field: 'password', key: undefined, message: 'Too short' }]);
  expect(newUserProblems({ status: 403, body: { detail: 'Forbidden', code: 'forbidden' } })).toEqual([]);
  expect(newUserProblems(new TypeError('Failed to fetch'))).toEqual([]);
});

import { newUserProblems } from './new-user-problems';

type FieldError = { field: string; message: string; code?: string };
const refusal = (code: string, errors: FieldError[]) => ({ status: 409, body: { detail: 'Conflict', code, errors } });

test('a username or e-mail in use lands on its field, with the key of the translated message', () => {
  expect(newUserProblems(refusal('username_in_use', [{ field: 'username', message: 'Username already in use.', code: 'username_in_use' }]))).toEqual([
    { field: 'username', key: 'usernameInUse', message: 'Username already in use.' },
  ]);
  expect(newUserProblems(refusal('email_in_use', [{ field: 'email', message: 'Email already in use.', code: 'email_in_use' }]))).toEqual([
    { field: 'email', key: 'emailInUse', message: 'Email already in use.' },
  ]);
});

test('each field is matched by its own code, or the answer’s when it has none; never by its wording', () => {
  expect(
    newUserProblems(
      refusal('conflict', [
        { field: 'username', message: 'Taken', code: 'username_in_use' },
        { field: 'email', message: 'Email already in use.', code: 'email_taken_elsewhere' },
      ]),
    ),
  ).toEqual([
    { field: 'username', key: 'usernameInUse', message: 'Taken' },
    { field: 'email', key: undefined, message: 'Email already in use.' },
  ]);
  expect(newUserProblems(refusal('email_in_use', [{ field: 'email', message: 'In use' }]))).toEqual([{ field: 'email', key: 'emailInUse', message: 'In use' }]);
});

test("validation messages keep the server's words; unknown fields and other failures give nothing", () => {
  const invalid = { status: 400, body: { detail: 'Validation failed', code: 'validation_error', errors: [{ field: 'password', message: 'Too short' }, { field: 'x', message: 'No' }] } };
  expect(newUserProblems(invalid)).toEqual([{ field: 'password', key: undefined, message: 'Too short' }]);
  expect(newUserProblems({ status: 403, body: { detail: 'Forbidden', code: 'forbidden' } })).toEqual([]);
  expect(newUserProblems(new TypeError('Failed to fetch'))).toEqual([]);
});

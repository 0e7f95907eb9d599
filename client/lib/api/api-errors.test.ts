import { apiFieldErrors, isEditConflict } from './api-errors';

test('each field error keeps its own code, or else takes the answer’s', () => {
  const refusal = {
    status: 409,
    body: {
      detail: 'Conflict',
      code: 'username_in_use',
      errors: [
        { field: 'username', message: 'Username already in use.' },
        { field: 'emails.0', message: 'A user with this e-mail already exists.', code: 'user_exists' },
      ],
    },
  };
  expect(apiFieldErrors(refusal)).toEqual([
    { field: 'username', message: 'Username already in use.', code: 'username_in_use' },
    { field: 'emails.0', message: 'A user with this e-mail already exists.', code: 'user_exists' },
  ]);
});

test('no field errors without the API’s error shape', () => {
  expect(apiFieldErrors({ status: 409, body: { detail: 'Conflict', code: 'conflict' } })).toEqual([]);
  expect(apiFieldErrors({ status: 502, body: '<html>Bad gateway</html>' })).toEqual([]);
  expect(apiFieldErrors(new TypeError('Failed to fetch'))).toEqual([]);
});

test('an edit conflict is a 409 answer with the code edit_conflict, and nothing else', () => {
  const answer = (status: number, code: string) => ({ status, body: { code, detail: 'x' }, headers: new Headers() });
  expect(isEditConflict(answer(409, 'edit_conflict'))).toBe(true);
  expect(isEditConflict(answer(409, 'campaign_archived'))).toBe(false);
  expect(isEditConflict(answer(400, 'edit_conflict'))).toBe(false);
  expect(isEditConflict(new Error('network'))).toBe(false);
});

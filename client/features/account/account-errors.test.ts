import { accountErrorMessage } from './account-errors';

function apiError(status: number, code: string, detail = 'Some English text') {
  return { status, body: { detail, code } };
}

test('the codes the spec names are translated, whatever the wording of the detail', () => {
  expect(accountErrorMessage('username', apiError(409, 'username_in_use'))).toEqual({ kind: 'translated', key: 'common:validation.usernameInUse' });
  expect(accountErrorMessage('password', apiError(400, 'current_password_incorrect', ''))).toEqual({
    kind: 'translated',
    key: 'common:validation.oldPasswordIncorrect',
  });
});

test('the English texts alone are not recognised: any other code shows the server detail as it is', () => {
  expect(accountErrorMessage('username', apiError(409, 'conflict', 'Username already in use'))).toEqual({ kind: 'detail', text: 'Username already in use' });
  expect(accountErrorMessage('password', apiError(400, 'validation_error', 'Current password incorrect'))).toEqual({
    kind: 'detail',
    text: 'Current password incorrect',
  });
  expect(accountErrorMessage('username', apiError(403, 'csrf_failed', 'Missing or invalid CSRF token'))).toEqual({ kind: 'detail', text: 'Missing or invalid CSRF token' });
});

test('a code belongs to its own form', () => {
  expect(accountErrorMessage('password', apiError(409, 'username_in_use', 'Username already in use'))).toEqual({ kind: 'detail', text: 'Username already in use' });
  expect(accountErrorMessage('username', apiError(400, 'current_password_incorrect', 'Current password incorrect'))).toEqual({
    kind: 'detail',
    text: 'Current password incorrect',
  });
  expect(accountErrorMessage('username', apiError(400, 'toString', 'Odd'))).toEqual({ kind: 'detail', text: 'Odd' });
});

test('without a detail, the form’s own failure message', () => {
  expect(accountErrorMessage('username', new TypeError('Failed to fetch'))).toEqual({ kind: 'translated', key: 'admin:account.username.failed' });
  expect(accountErrorMessage('password', { status: 502, body: '<html>Bad gateway</html>' })).toEqual({ kind: 'translated', key: 'admin:account.password.failed' });
  expect(accountErrorMessage('password', apiError(500, 'internal', '  '))).toEqual({ kind: 'translated', key: 'admin:account.password.failed' });
});

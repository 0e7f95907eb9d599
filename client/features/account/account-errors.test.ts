import { accountErrorMessage } from './account-errors';

function apiError(status: number, detail: string) {
  return { status, body: { detail, code: 'some_code' } };
}

test('the server texts the spec names are translated', () => {
  expect(accountErrorMessage('username', apiError(409, 'Username already in use'))).toEqual({ kind: 'translated', key: 'common:validation.usernameInUse' });
  expect(accountErrorMessage('password', apiError(400, 'Current password incorrect'))).toEqual({
    kind: 'translated',
    key: 'common:validation.oldPasswordIncorrect',
  });
});

test('any other server detail is shown as it is', () => {
  expect(accountErrorMessage('username', apiError(403, 'Missing or invalid CSRF token'))).toEqual({ kind: 'detail', text: 'Missing or invalid CSRF token' });
  expect(accountErrorMessage('password', apiError(409, 'Username already in use'))).toEqual({ kind: 'detail', text: 'Username already in use' });
});

test('without a detail, the form’s own failure message', () => {
  expect(accountErrorMessage('username', new TypeError('Failed to fetch'))).toEqual({ kind: 'translated', key: 'admin:account.username.failed' });
  expect(accountErrorMessage('password', { status: 502, body: '<html>Bad gateway</html>' })).toEqual({ kind: 'translated', key: 'admin:account.password.failed' });
  expect(accountErrorMessage('password', apiError(500, '  '))).toEqual({ kind: 'translated', key: 'admin:account.password.failed' });
});

import { signInErrorKey } from './sign-in-error';

test('a 401 means wrong credentials', () => {
  expect(signInErrorKey({ status: 401, body: { detail: 'Not signed in', code: 'x' } })).toBe('login.errors.invalidCredentials');
});

test('a server text about credentials means wrong credentials, whatever the status', () => {
  expect(signInErrorKey({ status: 400, body: { detail: 'Invalid input', code: 'validation_error' } })).toBe('login.errors.invalidCredentials');
  expect(signInErrorKey({ status: 403, body: { detail: 'Bad credentials', code: 'x' } })).toBe('login.errors.invalidCredentials');
});

test('anything else is the generic error', () => {
  expect(signInErrorKey({ status: 429, body: { detail: 'Too many attempts', code: 'throttled' } })).toBe('login.errors.generic');
  expect(signInErrorKey({ status: 500, body: 'oops' })).toBe('login.errors.generic');
  expect(signInErrorKey(new TypeError('Failed to fetch'))).toBe('login.errors.generic');
});

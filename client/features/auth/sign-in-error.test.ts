import { signInErrorKey } from './sign-in-error';

test('a 401, or the invalid_credentials code, means wrong credentials', () => {
  expect(signInErrorKey({ status: 401, body: { detail: 'Invalid credentials', code: 'invalid_credentials' } })).toBe('login.errors.invalidCredentials');
  expect(signInErrorKey({ status: 401, body: 'Unauthorized' })).toBe('login.errors.invalidCredentials');
  expect(signInErrorKey({ status: 400, body: { detail: 'Credenziali non valide', code: 'invalid_credentials' } })).toBe('login.errors.invalidCredentials');
});

test('the server’s wording alone means nothing', () => {
  expect(signInErrorKey({ status: 400, body: { detail: 'Invalid input', code: 'validation_error' } })).toBe('login.errors.generic');
  expect(signInErrorKey({ status: 403, body: { detail: 'Bad credentials', code: 'csrf_failed' } })).toBe('login.errors.generic');
});

test('throttling and anything else is the generic error', () => {
  expect(signInErrorKey({ status: 429, body: { detail: 'Too many sign-in attempts. Try again later.', code: 'too_many_attempts' } })).toBe('login.errors.generic');
  expect(signInErrorKey({ status: 500, body: 'oops' })).toBe('login.errors.generic');
  expect(signInErrorKey(new TypeError('Failed to fetch'))).toBe('login.errors.generic');
});

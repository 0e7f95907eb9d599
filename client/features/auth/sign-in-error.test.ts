import { signInError } from './sign-in-error';

test('a 401, or the invalid_credentials code, means wrong credentials', () => {
  expect(signInError({ status: 401, body: { detail: 'Invalid credentials', code: 'invalid_credentials' } })).toBe('invalidCredentials');
  expect(signInError({ status: 401, body: 'Unauthorized' })).toBe('invalidCredentials');
  expect(signInError({ status: 400, body: { detail: 'Credenziali non valide', code: 'invalid_credentials' } })).toBe('invalidCredentials');
});

test('the server’s wording alone means nothing', () => {
  expect(signInError({ status: 400, body: { detail: 'Invalid input', code: 'validation_error' } })).toBe('generic');
  expect(signInError({ status: 403, body: { detail: 'Bad credentials', code: 'csrf_failed' } })).toBe('generic');
});

test('throttling and anything else is the generic error', () => {
  expect(signInError({ status: 429, body: { detail: 'Too many sign-in attempts. Try again later.', code: 'too_many_attempts' } })).toBe('generic');
  expect(signInError({ status: 500, body: 'oops' })).toBe('generic');
  expect(signInError(new TypeError('Failed to fetch'))).toBe('generic');
});

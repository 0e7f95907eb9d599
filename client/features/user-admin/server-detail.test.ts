import { serverDetailOr } from './server-detail';

test("the server's detail, else the fallback", () => {
  const refusal = { status: 403, body: { detail: 'Your role cannot change this user', code: 'forbidden' } };
  expect(serverDetailOr(refusal, 'Errore durante il cambio ruolo')).toBe('Your role cannot change this user');
  expect(serverDetailOr({ status: 502, body: '<html>' }, 'Errore durante il cambio stato')).toBe('Errore durante il cambio stato');
  expect(serverDetailOr(new TypeError('Failed to fetch'), 'Errore durante il cambio ruolo')).toBe('Errore durante il cambio ruolo');
});

import { unusableReason, unusableStatus } from './invitation-link';

const answer = (status: number, code: string) => ({ status, body: { detail: 'Gone', code } });

test('each 410 code is its own reason; 404 is an unknown link', () => {
  expect(unusableReason(answer(410, 'invitation_expired'))).toBe('expired');
  expect(unusableReason(answer(410, 'invitation_used'))).toBe('used');
  expect(unusableReason(answer(410, 'invitation_revoked'))).toBe('revoked');
  expect(unusableReason(answer(410, 'something_new'))).toBe('unknown');
  expect(unusableReason(answer(404, 'not_found'))).toBe('unknown');
});

test('other failures are not about the link', () => {
  expect(unusableReason(answer(409, 'username_in_use'))).toBeUndefined();
  expect(unusableReason(answer(500, 'internal'))).toBeUndefined();
  expect(unusableReason(new TypeError('Failed to fetch'))).toBeUndefined();
});

test('an unknown link is a 404 page, a used, revoked or expired one a 410', () => {
  expect(unusableStatus('unknown')).toBe(404);
  expect(unusableStatus('expired')).toBe(410);
  expect(unusableStatus('used')).toBe(410);
  expect(unusableStatus('revoked')).toBe(410);
});

import type { Role } from '../../contract';
import type { Session } from '../lib/session/session-query';
import { decideAccess, decideVisitorAccess } from './route-guards';

function sessionOf(role: Role): Session {
  return {
    user: { user_id: 1, username: 'someone', email: 'someone@example.com', role, expires_in: 900 },
    preferences: { theme: 'classic', language: 'en', initials: '', initials_color: '#3B82F6', profile_picture_url: null },
  };
}

const url = (path: string) => new URL(path, 'http://page.test');
const STAFF: Role[] = ['super_admin', 'admin', 'editor', 'contributor'];

test('a visitor goes to sign in, remembering the page and its query', () => {
  expect(decideAccess(STAFF, null, url('/admin/stats?tab=1'))).toEqual({ type: 'redirect', location: '/login?from=%2Fadmin%2Fstats%3Ftab%3D1' });
});

test('an allowed role passes', () => {
  expect(decideAccess(STAFF, sessionOf('editor'), url('/admin'))).toEqual({ type: 'allow' });
  expect(decideAccess(['creator'], sessionOf('creator'), url('/creator'))).toEqual({ type: 'allow' });
});

test('a wrong role goes to its home', () => {
  expect(decideAccess(STAFF, sessionOf('creator'), url('/admin/stats'))).toEqual({ type: 'redirect', location: '/creator' });
  expect(decideAccess(STAFF, sessionOf('creator'), url('/scadenze'))).toEqual({ type: 'redirect', location: '/creator' });
  expect(decideAccess(['creator'], sessionOf('admin'), url('/creator'))).toEqual({ type: 'redirect', location: '/admin' });
});

test('a wrong role already in its home area gets the 403 page', () => {
  expect(decideAccess(['super_admin', 'admin'], sessionOf('editor'), url('/admin/advanced-options'))).toEqual({ type: 'forbidden' });
  expect(decideAccess(['super_admin'], sessionOf('admin'), url('/admin'))).toEqual({ type: 'forbidden' });
  expect(decideAccess(['super_admin'], sessionOf('admin'), url('/administration'))).toEqual({ type: 'redirect', location: '/admin' });
});

test('the sign-in page sends a signed-in user home', () => {
  expect(decideVisitorAccess(null)).toEqual({ type: 'allow' });
  expect(decideVisitorAccess(sessionOf('contributor'))).toEqual({ type: 'redirect', location: '/admin' });
  expect(decideVisitorAccess(sessionOf('creator'))).toEqual({ type: 'redirect', location: '/creator' });
});

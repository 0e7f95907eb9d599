import request from 'supertest';
import { createTestApp, parseSetCookies, type SignedInAgent, type TestApp } from '../support/test-app';
import { acceptLinkIn, startSmtpCatcher } from '../support/smtp-catcher';

let testApp: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
let admin: SignedInAgent;
let editor: SignedInAgent;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  // An hour between polls: each mail below goes out because the worker looks for it once the
  // invitation is stored, and looks for the next one after each mail.
  testApp = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'http://backoffice.test', JOBS_POLL_SECONDS: '3600' });
  const adminUser = await testApp.createUser('admin');
  const editorUser = await testApp.createUser('editor');
  admin = await testApp.signIn(adminUser.username);
  editor = await testApp.signIn(editorUser.username);
});

afterAll(async () => {
  await testApp.close();
  await smtp.stop();
});

const tokenOf = (link: string) => link.split('/invite/')[1]!;

/** The public preview of a link: the token travels in the body, never in a URL. */
function preview(token: string) {
  return request(testApp.app).post('/api/invitations/preview').send({ token });
}

/** The token of the (first) invitation mail to this address, once the mail job has sent it. */
async function latestTokenFor(email: string): Promise<string> {
  return tokenOf(acceptLinkIn((await smtp.mailTo(email)).raw)!);
}

function invite(who: SignedInAgent, emails: string[], role: string) {
  return who.agent.post('/api/invitations').set('X-CSRF-Token', who.csrf).send({ emails, role });
}

test('an invitation is mailed with a link; accepting it creates the user with the invited role and signs them in', async () => {
  const response = await invite(admin, ['new.editor@example.com'], 'editor');
  expect(response.status).toBe(201);
  expect(response.body.invitations).toHaveLength(1);
  expect(response.body.invitations[0]).toMatchObject({ email: 'new.editor@example.com', role: 'editor' });
  expect(response.body.invitations[0].accept_url).toBeUndefined();

  const mail = await smtp.mailTo('new.editor@example.com');
  const link = acceptLinkIn(mail.raw);
  expect(link).toMatch(/^http:\/\/backoffice\.test\/invite\//);
  const token = tokenOf(link!);

  const previewed = await preview(token);
  expect(previewed.status).toBe(200);
  expect(previewed.body).toMatchObject({ email: 'new.editor@example.com', role: 'editor' });

  const invitee = request.agent(testApp.app);
  const accepted = await invitee.post('/api/invitations/accept').send({ token, username: 'new_editor', password: 'Welcome123' });
  expect(accepted.status).toBe(201);
  expect(accepted.body).toMatchObject({ username: 'new_editor', role: 'editor' });
  expect(Object.keys(parseSetCookies(accepted.headers['set-cookie']))).toEqual(expect.arrayContaining(['access_token', 'refresh_token', 'csrf_token']));
  const me = await invitee.get('/api/auth/me');
  expect(me.body).toMatchObject({ username: 'new_editor', email: 'new.editor@example.com', role: 'editor' });

  const again = await request(testApp.app).post('/api/invitations/accept').send({ token, username: 'someone_else', password: 'Welcome123' });
  expect(again.status).toBe(410);
  expect(again.body.code).toBe('invitation_used');

  const logs = await admin.agent.get('/api/logs/all').query({ message_filter: 'user_created', username_filter: 'new_editor' });
  expect(logs.body.logs[0]).toMatchObject({ username: 'new_editor', role: 'editor', status_code: 201 });
});

test('the invitation mail is written in the inviter’s language', async () => {
  await admin.agent.put('/api/users/me/preferences').set('X-CSRF-Token', admin.csrf).send({ language: 'it' });
  await invite(admin, ['italiano@example.com'], 'creator');
  const mail = await smtp.mailTo('italiano@example.com');
  expect(mail.raw).toMatch(/invitato/);
  await admin.agent.put('/api/users/me/preferences').set('X-CSRF-Token', admin.csrf).send({ language: 'en' });
});

test('addresses of existing users or with a pending invitation get 409 per row and nothing is created', async () => {
  await invite(admin, ['pending@example.com'], 'creator');
  const before = (await admin.agent.get('/api/invitations')).body.invitations.length;
  const existingUser = await testApp.createUser('creator');
  const response = await invite(admin, ['fresh@example.com', existingUser.email, 'PENDING@example.com'], 'creator');
  expect(response.status).toBe(409);
  expect(response.body.errors).toEqual([
    { field: 'emails.1', message: 'A user with this e-mail already exists.', code: 'user_exists' },
    { field: 'emails.2', message: 'This address already has a pending invitation.', code: 'invitation_pending' },
  ]);
  const after = (await admin.agent.get('/api/invitations')).body.invitations;
  expect(after).toHaveLength(before);
  expect(after.map((i: { email: string }) => i.email)).not.toContain('fresh@example.com');
});

test('each row is validated: required, valid and not repeated in the form', async () => {
  const response = await invite(admin, ['', 'not-an-email', 'dup@example.com', ' dup@example.com '], 'creator');
  expect(response.status).toBe(400);
  expect(response.body.errors).toEqual([
    { field: 'emails.0', message: 'Email required.' },
    { field: 'emails.1', message: 'Enter a valid email.' },
    { field: 'emails.3', message: 'Duplicate email' },
  ]);
});

test('an editor cannot invite an admin, and a contributor cannot invite at all', async () => {
  expect((await invite(editor, ['boss@example.com'], 'admin')).status).toBe(403);
  expect((await invite(editor, ['writer@example.com'], 'contributor')).status).toBe(201);
  const contributorUser = await testApp.createUser('contributor');
  const contributor = await testApp.signIn(contributorUser.username);
  expect((await invite(contributor, ['x@example.com'], 'creator')).status).toBe(403);
  expect((await invite(admin, ['top@example.com'], 'super_admin')).status).toBe(403);
});

test('pending invitations list who invited and when; resend gives a new link and the old one stops working', async () => {
  await invite(admin, ['resend@example.com'], 'contributor');
  const firstLink = acceptLinkIn((await smtp.mailTo('resend@example.com')).raw)!;
  const list = await admin.agent.get('/api/invitations');
  const pending = list.body.invitations.find((i: { email: string }) => i.email === 'resend@example.com');
  expect(pending).toMatchObject({ role: 'contributor', invited_by_username: expect.any(String) });
  expect(Date.parse(pending.expires_at) - Date.parse(pending.created_at)).toBeCloseTo(7 * 86_400_000, -4);

  const resent = await admin.agent.post(`/api/invitations/${pending.invitation_id}/resend`).set('X-CSRF-Token', admin.csrf);
  expect(resent.status).toBe(200);
  const secondLink = acceptLinkIn((await smtp.mailTo('resend@example.com', 2)).raw)!;
  expect(secondLink).not.toBe(firstLink);
  expect((await preview(tokenOf(firstLink))).status).toBe(404);
  expect((await preview(tokenOf(secondLink))).status).toBe(200);
});

test('a revoked invitation no longer works and leaves the pending list', async () => {
  await invite(admin, ['revoke@example.com'], 'creator');
  const link = acceptLinkIn((await smtp.mailTo('revoke@example.com')).raw)!;
  const pending = (await admin.agent.get('/api/invitations')).body.invitations.find((i: { email: string }) => i.email === 'revoke@example.com');
  const revoked = await admin.agent.delete(`/api/invitations/${pending.invitation_id}`).set('X-CSRF-Token', admin.csrf);
  expect(revoked.status).toBe(204);
  const previewed = await preview(tokenOf(link));
  expect(previewed.status).toBe(410);
  expect(previewed.body.code).toBe('invitation_revoked');
  const list = (await admin.agent.get('/api/invitations')).body.invitations.map((i: { email: string }) => i.email);
  expect(list).not.toContain('revoke@example.com');
  const unknown = await admin.agent.delete(`/api/invitations/${pending.invitation_id}`).set('X-CSRF-Token', admin.csrf);
  expect(unknown.status).toBe(404);
});

test('accepting checks the username and password rules and a taken username', async () => {
  await invite(admin, ['rules@example.com'], 'creator');
  const token = await latestTokenFor('rules@example.com');
  const weak = await request(testApp.app).post('/api/invitations/accept').send({ token, username: 'ok_name', password: 'weakpass' });
  expect(weak.status).toBe(400);
  expect(weak.body.errors).toEqual([{ field: 'password', message: 'Password must contain at least one uppercase letter and one number.' }]);
  const badName = await request(testApp.app).post('/api/invitations/accept').send({ token, username: 'no spaces', password: 'Strong123' });
  expect(badName.body.errors[0]).toEqual({ field: 'username', message: 'Username can only contain letters, numbers and underscores.' });
  const taken = await testApp.createUser('editor');
  const conflict = await request(testApp.app).post('/api/invitations/accept').send({ token, username: taken.username, password: 'Strong123' });
  expect(conflict.status).toBe(409);
  expect((await preview(token)).status).toBe(200);
});

test('an expired invitation shows as expired and can be sent again to the same address', async () => {
  await invite(admin, ['late@example.com'], 'creator');
  const token = await latestTokenFor('late@example.com');
  const { invitationsRepository } = await import('../../server/modules/invitations/invitations-repository');
  const pending = (await admin.agent.get('/api/invitations')).body.invitations.find((i: { email: string }) => i.email === 'late@example.com');
  await invitationsRepository.update(testApp.runtime.database.db, pending.invitation_id, { expiresAt: new Date(Date.now() - 1000) });

  const previewed = await preview(token);
  expect(previewed.status).toBe(410);
  expect(previewed.body.code).toBe('invitation_expired');
  const accept = await request(testApp.app).post('/api/invitations/accept').send({ token, username: 'late_one', password: 'Strong123' });
  expect(accept.status).toBe(410);
  expect((await invite(admin, ['late@example.com'], 'creator')).status).toBe(201);
  // Superseded by the new invitation, the old link still says why it stopped working: it expired.
  expect((await preview(token)).body.code).toBe('invitation_expired');
});

describe('an invitation carries its inviter’s rights', () => {
  async function invitedBy(role: 'admin' | 'editor', email: string, invitedRole: string) {
    const inviter = await testApp.createUser(role);
    const agent = await testApp.signIn(inviter.username);
    expect((await invite(agent, [email], invitedRole)).status).toBe(201);
    return { inviter, token: await latestTokenFor(email) };
  }

  test('an admin deactivated after inviting: the link no longer gives the invited role', async () => {
    const { inviter, token } = await invitedBy('admin', 'after.deactivation@example.com', 'editor');
    const { usersRepository } = await import('../../server/modules/users/users-repository');
    await usersRepository.update(testApp.runtime.database.db, inviter.id, { isActive: false });

    expect((await preview(token)).body.code).toBe('invitation_revoked');
    const accept = await request(testApp.app).post('/api/invitations/accept').send({ token, username: 'never_editor', password: 'Strong123' });
    expect(accept.status).toBe(410);
    expect(accept.body.code).toBe('invitation_revoked');
    expect(await usersRepository.findByUsername(testApp.runtime.database.db, 'never_editor')).toBeUndefined();
  });

  test('an admin demoted to editor after inviting an admin-only role: refused; a role the editor may still grant: accepted', async () => {
    const { usersRepository } = await import('../../server/modules/users/users-repository');
    const forEditor = await invitedBy('admin', 'demoted.editor.invite@example.com', 'editor');
    const forCreator = await invitedBy('admin', 'demoted.creator.invite@example.com', 'creator');
    await usersRepository.update(testApp.runtime.database.db, forEditor.inviter.id, { role: 'editor' });
    await usersRepository.update(testApp.runtime.database.db, forCreator.inviter.id, { role: 'editor' });

    const refused = await request(testApp.app).post('/api/invitations/accept').send({ token: forEditor.token, username: 'not_an_editor', password: 'Strong123' });
    expect(refused.status).toBe(410);
    const accepted = await request(testApp.app).post('/api/invitations/accept').send({ token: forCreator.token, username: 'still_creator', password: 'Strong123' });
    expect(accepted.status).toBe(201);
    expect(accepted.body.role).toBe('creator');
  });
});

test('two simultaneous invitations of one address: one 201, one 409 naming the row, one pending invitation', async () => {
  const other = await testApp.signIn((await testApp.createUser('admin')).username);
  const answers = await Promise.all([invite(admin, ['race@example.com'], 'creator'), invite(other, ['RACE@example.com'], 'editor')]);
  expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
  const loser = answers.find((answer) => answer.status === 409)!;
  expect(loser.body.errors).toEqual([{ field: 'emails.0', message: 'This address already has a pending invitation.', code: 'invitation_pending' }]);
  const pending = (await admin.agent.get('/api/invitations')).body.invitations.filter((i: { email: string }) => i.email.toLowerCase() === 'race@example.com');
  expect(pending).toHaveLength(1);
});

test('without a mail server the answer carries each accept link', async () => {
  const plain = await createTestApp();
  try {
    const user = await plain.createUser('admin');
    const who = await plain.signIn(user.username);
    const response = await invite(who, ['copy@example.com'], 'creator');
    expect(response.status).toBe(201);
    expect(response.body.invitations[0].accept_url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/invite\/[A-Za-z0-9_-]{43}$/);
  } finally {
    await plain.close();
  }
});

test('accepting from another site is refused by its Origin', async () => {
  const response = await request(testApp.app)
    .post('/api/invitations/accept')
    .set('Origin', 'https://evil.example')
    .send({ token: 'x', username: 'evil_user', password: 'Strong123' });
  expect(response.status).toBe(403);
  expect(response.body.code).toBe('csrf_failed');
});

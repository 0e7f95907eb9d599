import request from 'supertest';
import { validationMessages } from '../../contract';
import { createTestApp, type SignedInAgent, type TestApp } from '../support/test-app';
import { expectApiError, pngDeclaring, pngImage, validationMessagesOf, WEBP_1X1 } from '../support/api-helpers';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const DEFAULTS = { theme: 'classic', language: 'it', initials: '', initials_color: '#3B82F6', profile_picture_url: null };

async function newSession(role: 'editor' | 'creator' = 'editor'): Promise<SignedInAgent> {
  return testApp.signIn((await testApp.createUser(role)).username);
}

async function preferencesOf(session: SignedInAgent) {
  const response = await session.agent.get('/api/users/me/preferences');
  expect(response.status).toBe(200);
  return response.body;
}

const put = (session: SignedInAgent, body: unknown) => session.agent.put('/api/users/me/preferences').set('X-CSRF-Token', session.csrf).send(body as object);

function upload(session: SignedInAgent, bytes: Buffer, filename = 'picture.png', contentType = 'image/png', field = 'file') {
  return session.agent.post('/api/users/me/avatar').set('X-CSRF-Token', session.csrf).attach(field, bytes, { filename, contentType });
}

/** A JPEG by its bytes: SOI, JFIF APP0, a baseline frame header declaring 1×1, EOI. */
const JPEG_1X1 = Buffer.from(
  'ffd8ffe000104a46494600010100000100010000' + 'ffc0001108000100010301220002110103110100' + 'ffd9',
  'hex',
);

describe('preferences', () => {
  test('a new user has the default preferences', async () => {
    expect(await preferencesOf(await newSession())).toEqual(DEFAULTS);
  });

  test('a partial update changes only the fields sent and answers the full preferences', async () => {
    const session = await newSession();
    const themed = await put(session, { theme: 'dark' });
    expect(themed.status).toBe(200);
    expect(themed.body).toEqual({ ...DEFAULTS, theme: 'dark' });

    const language = await put(session, { language: 'en' });
    expect(language.body).toEqual({ ...DEFAULTS, theme: 'dark', language: 'en' });
    expect(await preferencesOf(session)).toEqual({ ...DEFAULTS, theme: 'dark', language: 'en' });
  });

  test('all four fields at once; initials of at most 2 characters and a #RRGGBB colour are kept', async () => {
    const session = await newSession();
    const response = await put(session, { theme: 'sunset', language: 'en', initials: 'AB', initials_color: '#12ab34' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ theme: 'sunset', language: 'en', initials: 'AB', profile_picture_url: null });
    expect(response.body.initials_color.toUpperCase()).toBe('#12AB34');
    expect(await preferencesOf(session)).toEqual(response.body);
  });

  test('an empty update changes nothing', async () => {
    const session = await newSession();
    const response = await put(session, {});
    expect(response.status).toBe(200);
    expect(response.body).toEqual(DEFAULTS);
  });

  test.each(['classic', 'dark', 'ocean', 'sunset', 'forest'])('the theme %s is accepted', async (theme) => {
    const session = await newSession();
    expect((await put(session, { theme })).body.theme).toBe(theme);
  });

  test.each([
    { body: { theme: 'neon' }, field: 'theme', message: validationMessages.themeInvalid },
    { body: { theme: 5 }, field: 'theme', message: validationMessages.themeInvalid },
    { body: { language: 'fr' }, field: 'language', message: validationMessages.languageInvalid },
    { body: { initials: 'ABC' }, field: 'initials', message: validationMessages.initialsMax },
    { body: { initials_color: 'blue' }, field: 'initials_color', message: validationMessages.colorInvalid },
    { body: { initials_color: '#12345' }, field: 'initials_color', message: validationMessages.colorInvalid },
    { body: { initials_color: '#12345G' }, field: 'initials_color', message: validationMessages.colorInvalid },
    { body: { theme: 'dark', language: 'fr' }, field: 'language', message: validationMessages.languageInvalid },
    { body: { theme: 'dark', initials: 'XYZ' }, field: 'initials', message: validationMessages.initialsMax },
  ])('$body is refused with 400 "$message" and nothing changes', async ({ body, field, message }) => {
    const session = await newSession();
    expect(validationMessagesOf(await put(session, body))).toContainEqual({ field, message });
    expect(await preferencesOf(session)).toEqual(DEFAULTS);
  });

  test('an unknown field is refused with 400 and nothing changes', async () => {
    const session = await newSession();
    expectApiError(await put(session, { theme: 'dark', font: 'Comic Sans' }), 400, 'validation_error');
    expect(await preferencesOf(session)).toEqual(DEFAULTS);
  });

  test('profile_picture_url cannot be pointed at an arbitrary address', async () => {
    const session = await newSession();
    expectApiError(await put(session, { profile_picture_url: 'https://evil.example/x.png' }), 400, 'validation_error');
    expect(await preferencesOf(session)).toEqual(DEFAULTS);
  });

  test('a creator has preferences too', async () => {
    const session = await newSession('creator');
    expect((await put(session, { theme: 'forest' })).body.theme).toBe('forest');
  });

  test('reading and saving preferences need a session (401)', async () => {
    expectApiError(await request(testApp.app).get('/api/users/me/preferences'), 401);
    expectApiError(await request(testApp.app).put('/api/users/me/preferences').send({ theme: 'dark' }), 401);
  });
});

describe('avatar', () => {
  test('a valid PNG is stored and served with its real type, nosniff and its exact bytes', async () => {
    const session = await newSession();
    const png = pngImage(4, 3);
    const response = await upload(session, png);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ profile_picture_url: expect.stringMatching(/^\/api\/avatars\/[0-9a-f-]{36}$/) });
    const url = response.body.profile_picture_url;
    expect((await preferencesOf(session)).profile_picture_url).toBe(url);

    const served = await session.agent.get(url).buffer(true).parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
    expect(served.status).toBe(200);
    expect(Buffer.compare(served.body as Buffer, png)).toBe(0);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    // DESIGN.md §2: a long cache, keyed by the content (each upload gets a new address).
    expect(served.headers['cache-control']).toMatch(/max-age=\d{7,}/);
    expect(served.headers['cache-control']).not.toMatch(/public/);
    expect(served.headers['content-type']).toBe('image/png');
  });

  test('the type comes from the bytes, not from the name or the declared type', async () => {
    const session = await newSession();
    const response = await upload(session, WEBP_1X1, 'photo.png', 'image/png');
    expect(response.status).toBe(200);
    const served = await session.agent.get(response.body.profile_picture_url);
    expect(served.headers['content-type']).toBe('image/webp');
  });

  test('a JPEG is accepted', async () => {
    const session = await newSession();
    const response = await upload(session, JPEG_1X1, 'photo.jpg', 'image/jpeg');
    expect(response.status).toBe(200);
    expect((await session.agent.get(response.body.profile_picture_url)).headers['content-type']).toBe('image/jpeg');
  });

  test('a new picture replaces the old one, which is no longer served', async () => {
    const session = await newSession();
    const first = (await upload(session, pngImage(2, 2))).body.profile_picture_url;
    const second = (await upload(session, pngImage(3, 3))).body.profile_picture_url;
    expect(second).not.toBe(first);
    expect((await preferencesOf(session)).profile_picture_url).toBe(second);
    expectApiError(await session.agent.get(first), 404, 'not_found');
    expect((await session.agent.get(second)).status).toBe(200);
  });

  test.each([
    { name: 'text renamed .png and sent as image/png', bytes: Buffer.from('just some text, honestly not a picture\n'), filename: 'notes.png', type: 'image/png' },
    { name: 'an SVG', bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), filename: 'a.svg', type: 'image/svg+xml' },
    { name: 'a GIF', bytes: Buffer.from('474946383961010001000000002c00000000010001000002003b', 'hex'), filename: 'a.gif', type: 'image/gif' },
    { name: 'an HTML page named .jpg', bytes: Buffer.from('<!doctype html><script>alert(1)</script>'), filename: 'x.jpg', type: 'image/jpeg' },
  ])('$name is refused with 415 and nothing changes', async ({ bytes, filename, type }) => {
    const session = await newSession();
    const kept = (await upload(session, pngImage())).body.profile_picture_url;
    expectApiError(await upload(session, bytes, filename, type), 415, 'unsupported_media_type');
    expect((await preferencesOf(session)).profile_picture_url).toBe(kept);
    expect((await session.agent.get(kept)).status).toBe(200);
  });

  test('a file over 2 MB is refused with 413 and nothing changes', async () => {
    const session = await newSession();
    const png = pngImage();
    const tooBig = Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024 + 1 - png.length)]);
    expectApiError(await upload(session, tooBig), 413, 'payload_too_large');
    expect((await preferencesOf(session)).profile_picture_url).toBeNull();
  });

  test('a picture of exactly 2 MB is accepted', async () => {
    const session = await newSession();
    const png = pngImage();
    const exact = Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024 - png.length)]);
    expect((await upload(session, exact)).status).toBe(200);
  });

  test('a PNG declaring 5000×5000 pixels is refused with 400 and nothing changes', async () => {
    const session = await newSession();
    const response = await upload(session, pngDeclaring(5000, 5000));
    expectApiError(response, 400, 'validation_error');
    expect(response.body.errors).toEqual([{ field: 'file', message: expect.stringMatching(/4096/) }]);
    expect((await preferencesOf(session)).profile_picture_url).toBeNull();
  });

  test('4096 pixels a side is the limit: 4096×4096 passes, 4097×1 does not', async () => {
    const session = await newSession();
    expect((await upload(session, pngDeclaring(4096, 4096))).status).toBe(200);
    expectApiError(await upload(session, pngDeclaring(4097, 1)), 400, 'validation_error');
  });

  test('an upload without a file is 400', async () => {
    const session = await newSession();
    const response = await session.agent.post('/api/users/me/avatar').set('X-CSRF-Token', session.csrf).field('note', 'no file here');
    expectApiError(response, 400);
  });

  test('a file in another field than "file" is 400', async () => {
    const session = await newSession();
    expectApiError(await upload(session, pngImage(), 'a.png', 'image/png', 'avatar'), 400);
    expect((await preferencesOf(session)).profile_picture_url).toBeNull();
  });

  test('DELETE removes the picture (204): preferences show null and the old address is gone', async () => {
    const session = await newSession();
    const url = (await upload(session, pngImage())).body.profile_picture_url;
    const response = await session.agent.delete('/api/users/me/avatar').set('X-CSRF-Token', session.csrf);
    expect(response.status).toBe(204);
    expect((await preferencesOf(session)).profile_picture_url).toBeNull();
    expectApiError(await session.agent.get(url), 404);
  });

  test('DELETE without a picture is harmless (204)', async () => {
    const session = await newSession();
    expect((await session.agent.delete('/api/users/me/avatar').set('X-CSRF-Token', session.csrf)).status).toBe(204);
    expect(await preferencesOf(session)).toEqual(DEFAULTS);
  });

  test('saving preferences with profile_picture_url null removes the picture; with its own address keeps it', async () => {
    const session = await newSession();
    const url = (await upload(session, pngImage())).body.profile_picture_url;
    expect((await put(session, { profile_picture_url: url, theme: 'ocean' })).body).toMatchObject({ profile_picture_url: url, theme: 'ocean' });
    expect((await put(session, { profile_picture_url: null })).body.profile_picture_url).toBeNull();
    expectApiError(await session.agent.get(url), 404);
  });

  test('pictures are served only to signed-in users; unknown and malformed ids are 404 and 400', async () => {
    const session = await newSession();
    const url = (await upload(session, pngImage())).body.profile_picture_url;
    expectApiError(await request(testApp.app).get(url), 401);
    expectApiError(await session.agent.get('/api/avatars/00000000-0000-4000-8000-000000000000'), 404, 'not_found');
    expectApiError(await session.agent.get('/api/avatars/not-a-uuid'), 400, 'validation_error');
  });

  test('uploading and removing need a session (401)', async () => {
    expectApiError(await request(testApp.app).post('/api/users/me/avatar').attach('file', pngImage(), 'a.png'), 401);
    expectApiError(await request(testApp.app).delete('/api/users/me/avatar'), 401);
  });
});

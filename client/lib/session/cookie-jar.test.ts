import { CookieJar } from './cookie-jar';

test('starts from the Cookie header and decodes values on read', () => {
  const jar = new CookieJar('access_token=abc; csrf_token=a%3Db.c; i18nextLng=it');
  expect(jar.has('access_token')).toBe(true);
  expect(jar.value('csrf_token')).toBe('a=b.c');
  expect(jar.header()).toBe('access_token=abc; csrf_token=a%3Db.c; i18nextLng=it');
});

test('follows Set-Cookie answers and keeps them for the browser', () => {
  const jar = new CookieJar('access_token=old; refresh_token=r1');
  const received = ['access_token=new; Max-Age=900; Path=/; HttpOnly; SameSite=Lax', 'refresh_token=r2; Path=/; HttpOnly'];
  jar.receive(received);
  expect(jar.header()).toBe('access_token=new; refresh_token=r2');
  expect(jar.setCookieHeaders).toEqual(received);
});

test('a cleared cookie (expired or Max-Age=0) is removed', () => {
  const jar = new CookieJar('access_token=a; refresh_token=r; csrf_token=c');
  jar.receive(['access_token=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT', 'refresh_token=; Max-Age=0; Path=/']);
  expect(jar.header()).toBe('csrf_token=c');
  expect(new CookieJar(undefined).header()).toBeUndefined();
});

import { requestBytesOf } from './request-body';

const url = new URL('http://localhost/api/things');

test('no body: the headers as given', async () => {
  const { headers, body } = await requestBytesOf(url, { headers: { accept: 'application/json' } });
  expect(body).toBeUndefined();
  expect(headers.get('accept')).toBe('application/json');
});

test('text goes as UTF-8, typed text/plain unless the call names its type', async () => {
  expect(await requestBytesOf(url, { body: 'città' })).toEqual({ headers: new Headers({ 'content-type': 'text/plain;charset=UTF-8' }), body: Buffer.from('città') });
  const json = await requestBytesOf(url, { body: '{}', headers: { 'content-type': 'application/json' } });
  expect(json.headers.get('content-type')).toBe('application/json');
});

test('a form is encoded as fetch encodes it, with its boundary in the type', async () => {
  const form = new FormData();
  form.set('name', 'Acme');
  const { headers, body } = await requestBytesOf(url, { method: 'POST', body: form });
  const boundary = /^multipart\/form-data; boundary=(.+)$/.exec(headers.get('content-type') ?? '')?.[1];
  expect(boundary).toBeDefined();
  expect(body?.toString()).toContain(`--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nAcme`);
});

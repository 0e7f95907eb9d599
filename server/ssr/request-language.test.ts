import express from 'express';
import request from 'supertest';
import { detectRequestLanguage, requestLanguageOf } from './request-language';

const app = express();
app.use(detectRequestLanguage());
app.get('/', (req, res) => {
  res.send(requestLanguageOf(req));
});

async function detected(headers: Record<string, string>): Promise<string> {
  return (await request(app).get('/').set(headers)).text;
}

test('the language cookie comes first', async () => {
  expect(await detected({ cookie: 'i18nextLng=it', 'accept-language': 'en-US,en' })).toBe('it');
  expect(await detected({ cookie: 'i18nextLng=en', 'accept-language': 'it-IT,it' })).toBe('en');
});

test('then Accept-Language, regional variants included', async () => {
  expect(await detected({ 'accept-language': 'it-IT,it;q=0.9,en;q=0.8' })).toBe('it');
  expect(await detected({ 'accept-language': 'fr-FR,en-GB;q=0.8' })).toBe('en');
});

test('English when nothing supported is asked for', async () => {
  expect(await detected({})).toBe('en');
  expect(await detected({ cookie: 'i18nextLng=de', 'accept-language': 'de-DE' })).toBe('en');
});

test('the answer is not asked to set a language cookie', async () => {
  const response = await request(app).get('/').set({ 'accept-language': 'it' });
  expect(response.headers['set-cookie']).toBeUndefined();
});

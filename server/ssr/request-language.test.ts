import type { Request, Response } from 'express';
import { createRequestLanguageDetector } from './request-language';

const detect = createRequestLanguageDetector();

function request(headers: Record<string, string>): Request {
  return { headers, cookies: undefined } as unknown as Request;
}

const response = {} as Response;

test('the language cookie comes first', () => {
  expect(detect(request({ cookie: 'i18nextLng=it', 'accept-language': 'en-US,en' }), response)).toBe('it');
});

test('then Accept-Language, regional variants included', () => {
  expect(detect(request({ 'accept-language': 'it-IT,it;q=0.9,en;q=0.8' }), response)).toBe('it');
  expect(detect(request({ 'accept-language': 'fr-FR,en-GB;q=0.8' }), response)).toBe('en');
});

test('English when nothing supported is asked for', () => {
  expect(detect(request({}), response)).toBe('en');
  expect(detect(request({ cookie: 'i18nextLng=de', 'accept-language': 'de-DE' }), response)).toBe('en');
});

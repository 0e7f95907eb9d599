import { emailLineParts } from './email-line-parts';

test('an address is cut before the @ and before each dot, and nowhere else', () => {
  expect(emailLineParts('anna.rossi-bianchi@agenzia-creativa.example.com')).toEqual(['anna', '.rossi-bianchi', '@agenzia-creativa', '.example', '.com']);
  expect(emailLineParts('root@e2e.test').join('')).toBe('root@e2e.test');
  expect(emailLineParts('.odd..address@')).toEqual(['.odd', '.', '.address', '@']);
  expect(emailLineParts('')).toEqual([]);
});

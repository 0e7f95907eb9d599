import { recordIdOf } from './record-id';

test('a record id in the address is a positive 32-bit integer in plain digits, else none', () => {
  expect(recordIdOf('42')).toBe(42);
  expect(recordIdOf(undefined)).toBeNull();
  expect(recordIdOf('0')).toBeNull();
  expect(recordIdOf('2147483648')).toBeNull();
  expect(recordIdOf('1e3')).toBeNull();
  expect(recordIdOf('-4')).toBeNull();
});

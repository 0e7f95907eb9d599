import { avatarInitials, readableTextColor } from './avatar-appearance';

test('the chosen initials, else the first two letters of the username, uppercased', () => {
  expect(avatarInitials('mr', 'mario')).toBe('MR');
  expect(avatarInitials('  ', 'mario')).toBe('MA');
  expect(avatarInitials('', 'x')).toBe('X');
});

test('text on the initials colour stays readable', () => {
  expect(readableTextColor('#3B82F6')).toBe('#000000');
  expect(readableTextColor('#1E293B')).toBe('#ffffff');
  expect(readableTextColor('#FDE68A')).toBe('#000000');
  expect(readableTextColor('not a colour')).toBe('#ffffff');
});

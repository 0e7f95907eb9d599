import { createUserSchema, isLoginIdentifier, loginSchema, preferencesUpdateSchema, strongPasswordField, validationMessages } from '.';

describe('the sign-in identifier (spec §5)', () => {
  test.each([
    'abc',
    'user_1',
    'ABC_def_123',
    'a'.repeat(20),
    'someone@example.com',
    'first.last+tag@mail.example.org',
    'UPPER@EXAMPLE.COM',
  ])('%j is an e-mail or a username', (identifier) => {
    expect(isLoginIdentifier(identifier)).toBe(true);
  });

  test.each([
    ['ab', 'a username of fewer than 3 characters'],
    ['a'.repeat(21), 'a username of more than 20 characters'],
    ['user-name', 'a username with a dash'],
    ['user name', 'a space'],
    ['élan', 'a letter outside A–Z'],
    ['someone@example', 'an e-mail without a dot in the domain'],
    ['some one@example.com', 'an e-mail with a space'],
    ['a@b@example.com', 'two @'],
    ['@example.com', 'nothing before the @'],
    ['', 'nothing'],
  ])('%j is refused (%s)', (identifier) => {
    expect(isLoginIdentifier(identifier)).toBe(false);
  });

  const messagesOf = (input: unknown) => {
    const result = loginSchema().safeParse(input);
    return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  };

  test('the login schema gives the spec’s messages', () => {
    expect(messagesOf({ identifier: '', password: 'secret1' })).toContain('identifier: Please enter your email or username');
    expect(messagesOf({ password: 'secret1' })).toContain('identifier: Please enter your email or username');
    expect(messagesOf({ identifier: 'no way', password: 'secret1' })).toContain('identifier: Please enter a valid email or username');
    expect(messagesOf({ identifier: 'someone', password: '12345' })).toContain('password: Password must be at least 6 characters');
    expect(messagesOf({ identifier: 'someone', password: '123456' })).toEqual([]);
    expect(messagesOf({ identifier: 'someone', password: '123456', remember_me: false })).toEqual([]);
    expect(messagesOf({ identifier: 'someone', password: '123456', remember_me: 'yes' })).not.toEqual([]);
  });

  test('surrounding spaces of the identifier are ignored', () => {
    const result = loginSchema().parse({ identifier: '  someone@example.com ', password: '123456' });
    expect(result.identifier).toBe('someone@example.com');
  });
});

describe('create user (spec §5)', () => {
  const valid = { username: 'new_user', email: 'new@example.com', password: 'secret1', role: 'editor' };
  const firstMessage = (input: Record<string, unknown>, field: string) => {
    const result = createUserSchema().safeParse(input);
    return result.success ? undefined : result.error.issues.find((issue) => issue.path[0] === field)?.message;
  };

  test.each([
    [{ username: '' }, 'username', 'Username required.'],
    [{ username: undefined }, 'username', 'Username required.'],
    [{ email: '' }, 'email', 'Email required.'],
    [{ email: undefined }, 'email', 'Email required.'],
    [{ email: 'nope' }, 'email', 'Enter a valid email.'],
    [{ password: '' }, 'password', 'Password required.'],
    [{ password: undefined }, 'password', 'Password required.'],
    [{ password: '12345' }, 'password', 'Password must be at least 6 characters.'],
    [{ role: 'owner' }, 'role', 'Invalid role'],
  ])('%j gives %s: %j', (change, field, message) => {
    expect(firstMessage({ ...valid, ...change }, field)).toBe(message);
  });

  test('a valid form passes', () => {
    expect(createUserSchema().safeParse(valid).success).toBe(true);
  });
});

describe('a chosen password (change password)', () => {
  test.each([
    ['Abcdef1', validationMessages.passwordMin],
    ['abcdefg1', validationMessages.passwordStrength],
    ['ABCDEFGH', validationMessages.passwordStrength],
  ])('%j is refused with %j', (password, message) => {
    const result = strongPasswordField().safeParse(password);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(message);
  });

  test('eight characters with an uppercase letter and a digit pass', () => {
    expect(strongPasswordField().safeParse('Abcdefg1').success).toBe(true);
  });
});

describe('preferences', () => {
  test('any subset is accepted, unknown fields are not', () => {
    expect(preferencesUpdateSchema().safeParse({}).success).toBe(true);
    expect(preferencesUpdateSchema().safeParse({ theme: 'dark' }).success).toBe(true);
    expect(preferencesUpdateSchema().safeParse({ theme: 'dark', extra: 1 }).success).toBe(false);
    expect(preferencesUpdateSchema().safeParse({ initials_color: '#3b82f6' }).success).toBe(true);
    expect(preferencesUpdateSchema().safeParse({ initials: 'ABC' }).success).toBe(false);
  });
});

import type { FieldErrors, ResolverOptions } from 'react-hook-form';
import { validationMessages } from '../../../../contract';
import { emptyInviteForm, inviteFormResolver, inviteRowProblems, type InviteFormValues } from './invite-form-values';

const resolver = inviteFormResolver(validationMessages);
const options = { fields: {}, shouldUseNativeValidation: false } satisfies ResolverOptions<InviteFormValues>;

async function resolve(addresses: string[], role: InviteFormValues['role'] = 'creator') {
  return resolver({ emails: addresses.map((address) => ({ address })), role }, undefined, options);
}

function rowMessages(errors: FieldErrors<InviteFormValues>, rows: number): (string | undefined)[] {
  return Array.from({ length: rows }, (_, index) => errors.emails?.[index]?.address?.message);
}

test('starts with one empty row and the given role', () => {
  expect(emptyInviteForm('creator')).toEqual({ emails: [{ address: '' }], role: 'creator' });
});

test('each row gets its own message: required, invalid, duplicate (after trimming, any case)', async () => {
  const result = await resolve(['ok@example.com', '   ', 'not-an-email', ' OK@example.com ']);
  expect(result.values).toEqual({});
  expect(rowMessages(result.errors, 4)).toEqual([undefined, 'Email required.', 'Enter a valid email.', 'Duplicate email']);
});

test('a valid form hands on the trimmed addresses and the role', async () => {
  const result = await resolve([' a@example.com', 'b@example.com '], 'editor');
  expect(result.errors).toEqual({});
  expect(result.values).toEqual({ emails: ['a@example.com', 'b@example.com'], role: 'editor' });
});

test('the rows a refused invitation names, with the key of each code the client translates', () => {
  const refusal = {
    status: 409,
    body: {
      detail: 'Some addresses cannot be invited',
      code: 'invitation_conflict',
      errors: [
        { field: 'emails.0', message: 'A user with this e-mail already exists.', code: 'user_exists' },
        { field: 'emails.2', message: 'Reworded: already invited.', code: 'invitation_pending' },
        { field: 'emails.3', message: 'Something new.', code: 'something_new' },
        { field: 'emails.4', message: 'This address already has a pending invitation.' },
        { field: 'role', message: 'Not a row', code: 'user_exists' },
      ],
    },
  };
  expect(inviteRowProblems(refusal)).toEqual([
    { index: 0, key: 'emailRegistered', message: 'A user with this e-mail already exists.' },
    { index: 2, key: 'emailPending', message: 'Reworded: already invited.' },
    { index: 3, key: undefined, message: 'Something new.' },
    { index: 4, key: undefined, message: 'This address already has a pending invitation.' },
  ]);
  expect(inviteRowProblems(new TypeError('Failed to fetch'))).toEqual([]);
});

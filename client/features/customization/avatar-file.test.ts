import { AVATAR_MAX_BYTES } from '../../../contract';
import { avatarFileProblem, avatarUploadProblem } from './avatar-file';

test('JPG, PNG and WebP up to 2 MB pass the check before upload', () => {
  for (const type of ['image/jpeg', 'image/png', 'image/webp']) {
    expect(avatarFileProblem({ type, size: AVATAR_MAX_BYTES })).toBeNull();
  }
});

test('other types, empty files and files over 2 MB are refused before upload', () => {
  expect(avatarFileProblem({ type: 'image/gif', size: 1000 })).toBe('wrongType');
  expect(avatarFileProblem({ type: 'text/plain', size: 1000 })).toBe('wrongType');
  expect(avatarFileProblem({ type: '', size: 1000 })).toBe('wrongType');
  expect(avatarFileProblem({ type: 'image/png', size: 0 })).toBe('wrongType');
  expect(avatarFileProblem({ type: 'image/png', size: AVATAR_MAX_BYTES + 1 })).toBe('tooLarge');
});

test('the server’s refusals map to the same problems', () => {
  const refusal = (status: number) => ({ status, body: { detail: 'No', code: 'x' } });
  expect(avatarUploadProblem(refusal(413))).toBe('tooLarge');
  expect(avatarUploadProblem(refusal(415))).toBe('wrongType');
  expect(avatarUploadProblem(refusal(400))).toBe('tooManyPixels');
  expect(avatarUploadProblem(refusal(500))).toBeNull();
  expect(avatarUploadProblem(new TypeError('Failed to fetch'))).toBeNull();
});

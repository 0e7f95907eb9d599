import { AVATAR_MAX_BYTES } from '../../../contract';
import { pictureFileProblem, pictureUploadProblem } from './picture-file';

test('JPG, PNG and WebP up to 2 MB pass the check before upload', () => {
  for (const type of ['image/jpeg', 'image/png', 'image/webp']) {
    expect(pictureFileProblem({ type, size: AVATAR_MAX_BYTES })).toBeNull();
  }
});

test('other types, empty files and files over 2 MB are refused before upload', () => {
  expect(pictureFileProblem({ type: 'image/gif', size: 1000 })).toBe('wrongType');
  expect(pictureFileProblem({ type: 'text/plain', size: 1000 })).toBe('wrongType');
  expect(pictureFileProblem({ type: '', size: 1000 })).toBe('wrongType');
  expect(pictureFileProblem({ type: 'image/png', size: 0 })).toBe('wrongType');
  expect(pictureFileProblem({ type: 'image/png', size: AVATAR_MAX_BYTES + 1 })).toBe('tooLarge');
});

test('the server’s refusals map to the same problems', () => {
  const refusal = (status: number) => ({ status, body: { detail: 'No', code: 'x' } });
  expect(pictureUploadProblem(refusal(413))).toBe('tooLarge');
  expect(pictureUploadProblem(refusal(415))).toBe('wrongType');
  expect(pictureUploadProblem(refusal(400))).toBe('tooManyPixels');
  expect(pictureUploadProblem(refusal(500))).toBeNull();
  expect(pictureUploadProblem(new TypeError('Failed to fetch'))).toBeNull();
});

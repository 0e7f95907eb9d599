import { sanitizeBrief } from './brief-html';

describe('sanitizeBrief', () => {
  it('keeps the editor’s formatting', () => {
    const html = '<h2>Goal</h2><p>Show the <strong>new</strong> <em>bottle</em></p><ul><li>one</li></ul><blockquote><p>quote</p></blockquote>';
    expect(sanitizeBrief(html)).toBe(html);
  });

  it('removes scripts, event handlers, styles and frames', () => {
    expect(sanitizeBrief('<p onclick="steal()">Hi<script>alert(1)</script></p><style>p{}</style><iframe src="https://evil.example"></iframe>')).toBe('<p>Hi</p>');
  });

  it('keeps web and mail links, opening apart without a referrer, and drops javascript: links', () => {
    expect(sanitizeBrief('<a href="https://brand.example/kit">kit</a>')).toBe('<a href="https://brand.example/kit" target="_blank" rel="noopener noreferrer nofollow">kit</a>');
    expect(sanitizeBrief('<a href="javascript:alert(1)">x</a>')).toBe('<a target="_blank" rel="noopener noreferrer nofollow">x</a>');
  });

  it('turns an empty editor into no brief', () => {
    expect(sanitizeBrief('<p></p>')).toBe('');
    expect(sanitizeBrief('<p><br></p>')).toBe('');
    expect(sanitizeBrief('<img src=x onerror=alert(1)>')).toBe('');
  });
});

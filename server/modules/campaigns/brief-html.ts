import sanitizeHtml from 'sanitize-html';

/**
 * What a brief may hold: the formatting of the editor (paragraphs, headings, lists, emphasis,
 * quotes, code, rules) and links to web or mail addresses, which open apart and pass no referrer.
 * Everything else (scripts, styles, event handlers, images, frames) is removed, with its content
 * when it is code.
 */
const BRIEF_RULES: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'h2', 'h3', 'strong', 'em', 's', 'u', 'code', 'pre', 'blockquote', 'ul', 'ol', 'li', 'hr', 'a'],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer nofollow' }),
    h1: 'h2',
    b: 'strong',
    i: 'em',
  },
};

/** The brief as it is stored and shown: safe HTML, and '' when nothing readable is left. */
export function sanitizeBrief(html: string): string {
  const clean = sanitizeHtml(html, BRIEF_RULES).trim();
  return /^(?:<p>\s*(?:<br \/>)?\s*<\/p>\s*)*$/.test(clean) ? '' : clean;
}

/** The brief's words without markup, shortened: what the activity log keeps of a change to it. */
export function briefSummary(html: string, length = 200): string {
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim();
  return text.length > length ? `${text.slice(0, length - 1)}…` : text;
}

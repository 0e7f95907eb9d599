import { Fragment } from 'react';
import { emailLineParts } from './email-line-parts';

/** Longer than this, a part would not fit a phone's column anyway, so it may wrap inside. */
const LONGEST_UNBROKEN_PART = 28;

/**
 * An e-mail address that wraps, when it must, where a reader expects: before the @ or before a
 * dot, never inside a word (nor after a hyphen, where it would look hyphenated). A part wider than
 * the whole line is the only one broken inside, as a last resort. Copying it gives the address.
 */
export function EmailAddress({ email, className }: { email: string; className?: string }) {
  return (
    <span className={className ? `email-address ${className}` : 'email-address'}>
      {emailLineParts(email).map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          <span className={part.length > LONGEST_UNBROKEN_PART ? 'email-address__part email-address__part--long' : 'email-address__part'}>{part}</span>
        </Fragment>
      ))}
    </span>
  );
}

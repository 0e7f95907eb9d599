import { Link } from 'react-router';
import { AlertIcon } from '../icons/icons';

/** A record page whose record cannot be shown (unknown, or failed to load): why, and the way back to its list. */
export function RecordMissing({ message, backTo, backLabel }: { message: string; backTo: string; backLabel: string }) {
  return (
    <section className="record-page">
      <div className="alert alert--error" role="alert">
        <AlertIcon />
        <span>{message}</span>
      </div>
      <Link className="button button--secondary" to={backTo}>
        {backLabel}
      </Link>
    </section>
  );
}

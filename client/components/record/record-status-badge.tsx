/** A record's status (its stable key styles it), and the archived mark beside it when it is. */
export function RecordStatusBadge({ status, label, archivedLabel }: { status: string; label: string; archivedLabel?: string | undefined }) {
  return (
    <span className="record-badges">
      <span className={`record-status record-status--${status}`}>{label}</span>
      {archivedLabel && <span className="record-status record-status--archived">{archivedLabel}</span>}
    </span>
  );
}

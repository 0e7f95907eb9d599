import { useTranslation } from '../../lib/i18n/use-translation';

/** Counts of an import's rows, as figures a reader takes in at a glance. */
export function ImportCounts({ counts, label }: { counts: { key: string; label: string; value: number; tone: string }[]; label: string }) {
  const { i18n } = useTranslation();
  return (
    <dl className="import-counts" aria-label={label}>
      {counts.map((count) => (
        <div key={count.key} className={`import-counts__item import-counts__item--${count.tone}`}>
          <dt>{count.label}</dt>
          <dd>{count.value.toLocaleString(i18n.language)}</dd>
        </div>
      ))}
    </dl>
  );
}

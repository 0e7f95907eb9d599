import { useTranslation } from '../../lib/i18n/use-translation';
import type { ExportFormat } from '../../../contract';
import { DownloadIcon } from '../icons/icons';

/** A list's CSV and XLSX downloads; the one running says so. */
export function ExportButtons({ running, disabled, onExport }: { running: ExportFormat | null; disabled: boolean; onExport: (format: ExportFormat) => void }) {
  const { t } = useTranslation('common');
  return (['csv', 'xlsx'] as const).map((format) => (
    <button key={format} type="button" className="button button--secondary" disabled={disabled || running !== null} aria-busy={running === format} onClick={() => onExport(format)}>
      <DownloadIcon />
      {running === format ? t('listExport.running') : t(`listExport.${format}`)}
    </button>
  ));
}

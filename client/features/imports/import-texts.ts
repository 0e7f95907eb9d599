import { useTranslation } from '../../lib/i18n/use-translation';
import { IMPORT_ROW_PROBLEMS, type ImportEntity, type ImportProblem, type ImportRow } from '../../../contract';

const GENERIC_PROBLEMS: readonly string[] = IMPORT_ROW_PROBLEMS;

/** An import's words in the reader's language: field names and why a row cannot be imported. */
export function useImportTexts(entity: ImportEntity) {
  const { t } = useTranslation('admin');
  const fieldName = (field: string) => t(`imports.fields.${entity}.${field}` as never, { defaultValue: field });
  // A domain's own rules (a VAT check digit, a handle's letters) are worded by its validation texts.
  const problemText = ({ problem }: ImportProblem): string =>
    GENERIC_PROBLEMS.includes(problem) ? t(`imports.problems.${problem}` as never) : t(`${entity}.validation.${problem}` as never, { defaultValue: t('imports.problems.invalid') });
  const describe = (row: Pick<ImportRow, 'problems'>) => row.problems.map((problem) => `${fieldName(problem.field)}: ${problemText(problem).replace(/\.$/, '')}`).join('; ');
  return { fieldName, problemText, describe };
}

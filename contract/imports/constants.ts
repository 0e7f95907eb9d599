/** What can be imported: the agency's sponsors and creators, from CSV or XLSX. */
export const IMPORT_ENTITIES = ['sponsors', 'creators'] as const;
export type ImportEntity = (typeof IMPORT_ENTITIES)[number];

export const IMPORT_MAX_ROWS = 10_000;
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
export const IMPORT_MAX_COLUMNS = 100;
/** A longer cell is kept to this length and its row is refused (no field takes more). */
export const IMPORT_CELL_MAX_LENGTH = 5_000;
/** Rows of the file shown beside the mapping, to recognise the columns. */
export const IMPORT_SAMPLE_ROWS = 5;
export const IMPORT_ROWS_PAGE_SIZE = 50;
export const IMPORT_ROWS_PAGE_SIZE_MAX = 1000;
export const IMPORT_FILE_TYPES = ['csv', 'xlsx'] as const;

/**
 * An import's life: uploaded, previewed with a mapping (again as often as wanted), queued to run,
 * running as a job, then completed, rolled back ("all or nothing" found a rejected row: nothing
 * changed) or failed (the job gave up; what it applied in finished batches stays).
 */
export const IMPORT_STATUSES = ['uploaded', 'previewed', 'queued', 'running', 'completed', 'rolled_back', 'failed'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];
export const IMPORT_FINISHED_STATUSES = ['completed', 'rolled_back', 'failed'] as const satisfies readonly ImportStatus[];

/** What the preview found for a row, and what the run did with it. */
export const IMPORT_ROW_OUTCOMES = ['new', 'update', 'error'] as const;
export type ImportRowOutcome = (typeof IMPORT_ROW_OUTCOMES)[number];
export const IMPORT_ROW_RESULTS = ['created', 'updated', 'rejected'] as const;
export type ImportRowResult = (typeof IMPORT_ROW_RESULTS)[number];

/**
 * How a cell is read: text as it is; integers with or without thousands separators; lists
 * separated by commas, semicolons or bars; yes/no in Italian or English; dates as YYYY-MM-DD,
 * DD/MM/YYYY or a spreadsheet date; percentages as 12.5, 12,5 or 12.5%; keys of a fixed list.
 */
export type ImportFieldKind = 'text' | 'integer' | 'list' | 'boolean' | 'date' | 'percent' | 'key';

export interface ImportField {
  name: string;
  kind: ImportFieldKind;
  /** `always`: every row needs it; `new`: a row that creates a record needs it. */
  required?: 'always' | 'new';
  /** Part of the key that matches a row to an existing record. */
  key?: true;
  /** Money (DOMAIN.md §3): only roles that may change money may import it. */
  money?: true;
  /** Header names (lowercase, either language) the column is recognised by. */
  aliases: readonly string[];
}

function field(name: string, kind: ImportFieldKind, aliases: readonly string[], options: Pick<ImportField, 'required' | 'key' | 'money'> = {}): ImportField {
  return { name, kind, aliases: [name.replace(/_/g, ' '), ...aliases], ...options };
}

/** The columns an import can fill, in the order the mapping shows them. */
export const IMPORT_FIELDS: Record<ImportEntity, readonly ImportField[]> = {
  sponsors: [
    field('display_name', 'text', ['name', 'nome', 'sponsor', 'brand', 'marchio'], { required: 'new' }),
    field('vat_number', 'text', ['vat', 'p.iva', 'piva', 'partita iva', 'vat no'], { key: true }),
    field('legal_name', 'text', ['ragione sociale', 'company', 'denominazione']),
    field('tax_code', 'text', ['codice fiscale', 'cf', 'fiscal code']),
    field('sdi_code', 'text', ['sdi', 'codice sdi', 'codice destinatario']),
    field('pec', 'text', ['pec email']),
    field('industry', 'text', ['settore', 'sector']),
    field('website', 'text', ['sito', 'sito web', 'web', 'url']),
    field('address_line', 'text', ['address', 'indirizzo']),
    field('city', 'text', ['città', 'citta', 'comune']),
    field('postal_code', 'text', ['cap', 'zip', 'postcode']),
    field('province', 'text', ['provincia', 'prov']),
    field('country', 'text', ['paese', 'nazione']),
    field('currency', 'text', ['valuta']),
    field('payment_terms_days', 'integer', ['payment terms', 'termini di pagamento', 'giorni pagamento']),
    field('tags', 'list', ['tag', 'etichette']),
    field('status', 'key', ['stato']),
    field('notes', 'text', ['note']),
  ],
  creators: [
    field('platform', 'key', ['piattaforma', 'social', 'network'], { required: 'always', key: true }),
    field('handle', 'text', ['account', 'username', 'profilo', 'nome utente'], { required: 'always', key: true }),
    field('account_url', 'text', ['url', 'link', 'profile url', 'url profilo']),
    field('stage_name', 'text', ['name', 'nome', 'creator', 'nome d’arte', "nome d'arte"], { required: 'new' }),
    field('followers', 'integer', ['follower', 'iscritti', 'subscribers']),
    field('legal_name', 'text', ['nome legale', 'nome e cognome', 'full name']),
    field('email', 'text', ['e-mail', 'mail']),
    field('phone', 'text', ['telefono', 'cellulare', 'mobile']),
    field('country', 'text', ['paese', 'nazione']),
    field('city', 'text', ['città', 'citta']),
    field('languages', 'list', ['lingue', 'language']),
    field('categories', 'list', ['categorie', 'category', 'categoria']),
    field('exclusive', 'boolean', ['esclusiva', 'exclusivity']),
    field('representation_start', 'date', ['inizio rappresentanza', 'representation start date']),
    field('representation_months', 'integer', ['mesi rappresentanza', 'months']),
    field('default_commission', 'percent', ['commission', 'commissione', 'commissione %'], { money: true }),
    field('vat_number', 'text', ['p.iva', 'piva', 'partita iva', 'vat']),
    field('tax_code', 'text', ['codice fiscale', 'cf']),
    field('tax_regime', 'key', ['regime fiscale', 'regime']),
    field('status', 'key', ['stato']),
    field('notes', 'text', ['note']),
  ],
};

/** Why a row cannot be imported, besides a field's own validation (whose keys are the domain's). */
export const IMPORT_ROW_PROBLEMS = [
  'required',
  'invalid',
  'tooLong',
  'duplicateInFile',
  'archived',
  'statusChangeNotAllowed',
  'categoryUnknown',
  'handleInUse',
  'vatInUse',
  'changedSincePreview',
] as const;
export type ImportRowProblem = (typeof IMPORT_ROW_PROBLEMS)[number];

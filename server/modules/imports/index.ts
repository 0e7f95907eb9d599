/** Imports of records from CSV and XLSX files (paths /api/imports…, pages /sponsor/import, /creatori/import). */
export { createImportsService, type ImportsService } from './imports-service';
export { importsHandlers } from './imports-handlers';
export { registerImportJobs } from './import-jobs';
export { matchedRows, messagesAsKeys, problemsOf, RowRejected, type CheckedRow, type ImportSession, type RecordImporter } from './record-importer';

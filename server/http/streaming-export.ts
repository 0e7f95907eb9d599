import { Readable } from 'node:stream';
import type { Response } from 'express';

/** How an export ended: every row sent, a failure while reading rows, or the client went away. */
export type ExportOutcome = 'completed' | 'failed' | 'aborted';

export type CsvField = string | number | null;

export interface CsvExport<T> {
  columns: readonly string[];
  rows: AsyncIterable<T>;
  fields(row: T): CsvField[];
}

/** Quotes every field and defuses formulas (=, +, -, @) that spreadsheets would run. */
function csvLine(fields: readonly CsvField[]): string {
  return `${fields
    .map((field) => {
      const text = field === null ? '' : String(field);
      const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
      return `"${safe.replaceAll('"', '""')}"`;
    })
    .join(',')}\r\n`;
}

async function* csvText<T>(csv: CsvExport<T>): AsyncGenerator<string> {
  yield csvLine(csv.columns);
  for await (const row of csv.rows) yield csvLine(csv.fields(row));
}

/**
 * A response body that streams an export with back-pressure (rows are read only as fast as the
 * client takes them) and never emits 'error', which would take the process down: a failure while
 * reading rows cuts the connection, so the client sees an incomplete download, not a complete
 * file. `onEnd` runs once, after the last row or the failure, with the outcome (for the audit).
 */
function exportBody(res: Response, chunks: AsyncIterable<string>, onEnd: (outcome: ExportOutcome, error?: unknown) => Promise<void>): Readable {
  async function* guarded(): AsyncGenerator<string> {
    let outcome: ExportOutcome = 'aborted';
    let failure: unknown;
    try {
      for await (const chunk of chunks) yield chunk;
      outcome = 'completed';
    } catch (error) {
      outcome = 'failed';
      failure = error;
    } finally {
      await onEnd(outcome, failure);
      // Cut only once the outcome is recorded: whoever sees the broken download can find why.
      if (outcome === 'failed') res.destroy();
    }
  }
  const body = Readable.from(guarded(), { objectMode: false });
  // A client that goes away stops the reading of rows (the generator's finally then runs).
  res.once('close', () => {
    if (!res.writableFinished) body.destroy();
  });
  return body;
}

export function csvExportBody<T>(res: Response, csv: CsvExport<T>, onEnd: (outcome: ExportOutcome, error?: unknown) => Promise<void>): Readable {
  return exportBody(res, csvText(csv), onEnd);
}

import { PassThrough, type Readable } from 'node:stream';
import type { Response } from 'express';
import { csvFormat, csvWriter, xlsxFormat, xlsxWriter, type Emit, type ExportFormat, type ExportSheet, type ExportWriter } from './export-formats';

export type { CellValue, ColumnType, ExportColumn, ExportSheet } from './export-formats';
export { XLSX_MAX_ROWS } from './export-formats';

/** How an export ended: every row sent, a failure while reading rows, or the client went away. */
export type ExportOutcome = 'completed' | 'failed' | 'aborted';

export type ExportFormatName = 'csv' | 'xlsx';

const FORMATS: Record<ExportFormatName, { format: ExportFormat; writer: (emit: Emit) => ExportWriter }> = {
  csv: { format: csvFormat, writer: csvWriter },
  xlsx: { format: xlsxFormat, writer: xlsxWriter },
};

export interface StreamingExport {
  format: ExportFormatName;
  /** The download's file name, without its extension. */
  filename: string;
  /** One sheet for CSV; a workbook's sheets, in order, for XLSX. */
  sheets: readonly ExportSheet<unknown>[];
  /**
   * Runs once, after the last row was written (before the response ends) or after the failure
   * (before the connection is cut), with the outcome: where the audit entry is written.
   */
  onEnd(outcome: ExportOutcome, error?: unknown): Promise<void>;
}

/** Bytes buffered for the client before the reading of rows waits for it (drain). */
const HIGH_WATER_MARK = 256 * 1024;

class ClientGone extends Error {}

/**
 * Streams an export as the response body, with back-pressure: each batch of rows is read only
 * after the client has taken the previous ones (the writer awaits 'drain'). The returned stream
 * never emits 'error', which would take the process down: a failure while reading rows or writing
 * the file cuts the connection, so the client sees an incomplete download (no end of the chunked
 * body), never a complete-looking file. A client that goes away stops the reading of rows.
 * Sets the content type and the attachment's file name; the caller answers 200 with the body.
 */
export function streamExport(res: Response, spec: StreamingExport): Readable {
  const { format, writer } = FORMATS[spec.format];
  if (spec.sheets.length === 0 || spec.sheets.length > format.maxSheets) throw new Error(`A ${format.extension} export holds 1 to ${format.maxSheets} sheets`);
  res.setHeader('Content-Type', format.contentType);
  res.setHeader('Content-Disposition', `attachment; filename="${spec.filename.replace(/[^\w.-]/g, '_')}.${format.extension}"`);

  const body = new PassThrough({ highWaterMark: HIGH_WATER_MARK });
  let clientGone = false;
  let wakeWriter: (() => void) | null = null;
  const wake = () => {
    const resume = wakeWriter;
    wakeWriter = null;
    resume?.();
  };
  body.on('drain', wake);
  res.once('close', () => {
    if (res.writableFinished) return;
    clientGone = true;
    wake();
  });

  async function drained(): Promise<void> {
    if (clientGone) throw new ClientGone();
    if (!body.writableNeedDrain) return;
    await new Promise<void>((resolve) => {
      wakeWriter = resolve;
    });
    if (clientGone) throw new ClientGone();
  }

  async function run(): Promise<void> {
    let outcome: ExportOutcome = 'failed';
    let failure: unknown;
    try {
      const file = writer((chunk) => {
        body.write(chunk);
      });
      for (const sheet of spec.sheets) {
        file.beginSheet(sheet);
        for await (const batch of sheet.batches) {
          file.rows(batch);
          await drained();
        }
        file.endSheet();
      }
      file.end();
      outcome = 'completed';
    } catch (error) {
      outcome = error instanceof ClientGone ? 'aborted' : 'failed';
      failure = outcome === 'failed' ? error : undefined;
    }
    try {
      await spec.onEnd(outcome, failure);
    } catch {
      // onEnd records the outcome and handles its own failures; nothing here may throw.
    }
    // Ended only once the outcome is recorded: whoever sees the download end can find it.
    if (outcome === 'completed') {
      body.end();
    } else {
      // No end of the chunked body: the client sees a failed download, not a short file.
      res.destroy();
      body.destroy();
    }
  }
  // Started on the next turn, once the framework has piped the body into the response.
  setImmediate(() => void run());
  return body;
}

/** Long enough for the browser to start saving the file before its object URL is released. */
const OBJECT_URL_LIFETIME_MS = 30_000;

/** The file name the server gave an attachment (Content-Disposition), or `fallback`. */
export function attachmentName(headers: Headers, fallback: string): string {
  const match = /filename="([^"]+)"/.exec(headers.get('content-disposition') ?? '');
  return match?.[1] ?? fallback;
}

/** Saves a downloaded answer as a file, as a link with `download` would. */
export function saveDownload(contents: string | Blob, fileName: string, type: string): void {
  const blob = typeof contents === 'string' ? new Blob([contents], { type }) : contents;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
}

const EXPORT_CONTENT_TYPES = { csv: 'text/csv;charset=utf-8', xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } as const;

/** Saves a list export's answer (a CSV read as text, an XLSX as a Blob); a non-200 answer is thrown. */
export function saveExport(response: { status: number; headers: Headers; body: unknown }, fallbackName: string, format: keyof typeof EXPORT_CONTENT_TYPES): void {
  if (response.status !== 200) throw response;
  saveDownload(response.body as string | Blob, attachmentName(response.headers, `${fallbackName}.${format}`), EXPORT_CONTENT_TYPES[format]);
}

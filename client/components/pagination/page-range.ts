/** The positions a page shows, for 'from–to of total': none when the page is empty. */
export function pageRange(page: number, shown: number, pageSize: number): { from: number; to: number } {
  if (shown === 0) return { from: 0, to: 0 };
  const from = (page - 1) * pageSize + 1;
  return { from, to: from + shown - 1 };
}

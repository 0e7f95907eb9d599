/** A price typed in major units ("1.250,50" or "1250.5") as minor units, or NaN. */
export function priceMinor(text: string): number {
  const normalised = text.trim().replace(/\s/g, '').replace(/\.(?=\d{3}(\D|$))/g, '').replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(normalised)) return Number.NaN;
  return Math.round(Number(normalised) * 100);
}

/** Money as people type and read it; the API counts it in minor units. */

/** A price typed in major units ("1.250,50" or "1250.5") as minor units, or NaN. */
export function priceMinor(text: string): number {
  const normalised = text.trim().replace(/\s/g, '').replace(/\.(?=\d{3}(\D|$))/g, '').replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(normalised)) return Number.NaN;
  return Math.round(Number(normalised) * 100);
}

/** An amount in minor units as the reader's language writes it in its currency ("€ 1.250,50", "€1,250.50"). */
export function formatMoney(minor: number, currency: string, language: string): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency }).format(minor / 100);
}

/** An amount in minor units as a form's input holds it, in major units with two decimals ("1250.50"); '' for none. */
export function moneyInputText(minor: number | null | undefined): string {
  return minor === null || minor === undefined ? '' : (minor / 100).toFixed(2);
}

/** A percentage typed by the reader ("20", "12,5") as basis points, or NaN. */
export function basisPoints(text: string): number {
  const normalised = text.trim().replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(normalised)) return Number.NaN;
  return Math.round(Number(normalised) * 100);
}

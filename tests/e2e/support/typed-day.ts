/** A day (YYYY-MM-DD) as a person types it in the product's date fields, in either language: "01/02/2099". */
export function typedDay(isoDay: string): string {
  const [year, month, day] = isoDay.split('-');
  return `${day}/${month}/${year}`;
}

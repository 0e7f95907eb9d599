/** A record's id in the address (`/sponsor/:id`), or null when it is not one (the page shows "not found"). */
export function recordIdOf(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

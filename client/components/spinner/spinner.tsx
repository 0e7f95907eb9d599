/** An inline busy indicator; the surrounding control carries the accessible busy label. */
export function Spinner() {
  return <span className="spinner" aria-hidden="true" />;
}

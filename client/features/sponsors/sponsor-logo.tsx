/** A sponsor's logo, or its initials on a tinted square when it has none. */
export function SponsorLogo({ name, url, size = 'small' }: { name: string; url: string | null; size?: 'small' | 'large' }) {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
  return url ? (
    <img className={`sponsor-logo sponsor-logo--${size}`} src={url} alt="" loading="lazy" />
  ) : (
    <span className={`sponsor-logo sponsor-logo--${size} sponsor-logo--initials`} aria-hidden="true">
      {initials}
    </span>
  );
}

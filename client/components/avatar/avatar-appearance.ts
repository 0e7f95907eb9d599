/** What the avatar shows without a picture: the chosen initials, else the username's first two letters. */
export function avatarInitials(initials: string, username: string): string {
  const chosen = initials.trim();
  return (chosen || username.slice(0, 2)).toUpperCase();
}

function channel(hex: string, offset: number): number {
  const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
  return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}

/** Black or white, whichever reads better on a #RRGGBB background (WCAG relative luminance). */
export function readableTextColor(background: string): '#000000' | '#ffffff' {
  if (!/^#[0-9a-f]{6}$/i.test(background)) return '#ffffff';
  const luminance = 0.2126 * channel(background, 1) + 0.7152 * channel(background, 3) + 0.0722 * channel(background, 5);
  const contrastWithWhite = 1.05 / (luminance + 0.05);
  const contrastWithBlack = (luminance + 0.05) / 0.05;
  return contrastWithWhite >= contrastWithBlack ? '#ffffff' : '#000000';
}

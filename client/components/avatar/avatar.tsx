import type { Preferences } from '../../../contract';
import { avatarInitials, readableTextColor } from './avatar-appearance';

interface AvatarProps {
  username: string;
  preferences: Pick<Preferences, 'initials' | 'initials_color' | 'profile_picture_url'>;
  size?: 'small' | 'large';
}

/** The profile picture when there is one, otherwise initials on the chosen colour (decorative: the name is shown beside it). */
export function Avatar({ username, preferences, size = 'small' }: AvatarProps) {
  const className = `avatar avatar--${size}`;
  if (preferences.profile_picture_url) {
    return <img className={className} src={preferences.profile_picture_url} alt="" />;
  }
  return (
    <span
      className={className}
      aria-hidden="true"
      style={{ backgroundColor: preferences.initials_color, color: readableTextColor(preferences.initials_color) }}
    >
      {avatarInitials(preferences.initials, username)}
    </span>
  );
}

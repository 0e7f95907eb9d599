import { useState } from 'react';
import type { Preferences } from '../../../contract';
import { Avatar } from '../../components/avatar/avatar';

interface AvatarPreviewProps {
  username: string;
  preferences: Pick<Preferences, 'initials' | 'initials_color' | 'profile_picture_url'>;
}

/**
 * The avatar as it will be saved. A chosen file the browser cannot show (a text file named .png,
 * say: the server will refuse it) falls back to the initials instead of a broken image.
 */
export function AvatarPreview({ username, preferences }: AvatarPreviewProps) {
  const [unreadableUrl, setUnreadableUrl] = useState<string | null>(null);
  const pictureUrl = preferences.profile_picture_url;
  if (pictureUrl && pictureUrl !== unreadableUrl) {
    return <img className="avatar avatar--large" src={pictureUrl} alt="" onError={() => setUnreadableUrl(pictureUrl)} />;
  }
  return <Avatar username={username} preferences={{ ...preferences, profile_picture_url: null }} size="large" />;
}

import { initials } from '@atrium/domain';
import Avatar from '@mui/material/Avatar';
import { useAvatarSource } from './use-avatar-source';

type Props = {
  name: string;
  uri: string | null;
  /** A picture chosen but not uploaded yet (an object URL). */
  preview?: string | undefined;
  size?: number;
};

/** A profile's picture, or its initials while there is none or it cannot be loaded. */
export function ProfileAvatar({ name, uri, preview, size = 72 }: Props) {
  const { src, onError } = useAvatarSource(uri, size);
  return (
    <Avatar
      src={preview ?? src}
      alt=""
      slotProps={{ img: { onError } }}
      sx={{
        width: size,
        height: size,
        fontSize: size * 0.4,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
      }}
      data-testid="profile-avatar"
    >
      {initials(name) || '?'}
    </Avatar>
  );
}

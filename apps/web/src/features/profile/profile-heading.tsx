import type { UserProfile } from '@atrium/domain';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ProfileAvatar } from './profile-avatar';

/** The picture, name, title and company at the top of a profile. */
export function ProfileHeading({ profile, name }: { profile: UserProfile; name: string }) {
  const title = profile.attributes.title;
  const company = profile.attributes.company;
  const details = [title, company].filter((value) => typeof value === 'string' && value !== '').join(' · ');
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, minWidth: 0 }}>
      <ProfileAvatar name={name} uri={profile.avatarUri} size={72} />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="h6" component="p" sx={{ overflowWrap: 'anywhere' }} data-testid="profile-name">
          {name}
        </Typography>
        {details && (
          <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {details}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

import type { ProfileField, UserProfile } from '@atrium/domain';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { fieldLabel } from './profile-form';

/** Shown in the profile's heading, not in the list. */
const HEADING_KEYS = new Set(['name', 'title', 'company', 'openForNetworking']);

const isWebAddress = (value: string) => /^https?:\/\//i.test(value);

/** A value as it is shown: links for web and email addresses, yes/no for switches. */
function Value({ field, value }: { field: ProfileField; value: string | boolean }) {
  const { t } = useTranslation();
  if (typeof value === 'boolean') return <>{t(value ? 'profile.yes' : 'profile.no')}</>;
  if (field.type === 'URL' && isWebAddress(value)) {
    return (
      <Link href={value} target="_blank" rel="noopener noreferrer" sx={{ overflowWrap: 'anywhere' }}>
        {value}
      </Link>
    );
  }
  if (field.type === 'EMAIL') return <Link href={`mailto:${value}`}>{value}</Link>;
  return (
    <Box component="span" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {value}
    </Box>
  );
}

/** The note that marks what other attendees never see. */
export function HiddenFromOthers() {
  const { t } = useTranslation();
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        color: 'text.secondary',
        fontSize: 12,
        marginInlineStart: 1,
      }}
    >
      <LockOutlinedIcon sx={{ fontSize: 14 }} aria-hidden />
      {t('profile.hiddenFromOthers')}
    </Box>
  );
}

type Props = {
  fields: readonly ProfileField[];
  profile: UserProfile;
  locale: string;
  /** The own profile lists empty fields too, to be filled in. */
  own: boolean;
};

/** A profile's fields as a description list (what the presenter let through, nothing more). */
export function ProfileDetails({ fields, profile, locale, own }: Props) {
  const { t } = useTranslation();
  const shown = fields.filter((field) => {
    if (HEADING_KEYS.has(field.key)) return false;
    const value = profile.attributes[field.key];
    return value !== undefined && (own || value !== '');
  });
  if (shown.length === 0 && !profile.email) return null;
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1 }} data-testid="profile-details">
      {profile.email && (
        <div>
          <Typography component="dt" variant="overline" sx={{ display: 'block', lineHeight: 1.6 }}>
            {t('profile.email')}
            {profile.shareEmail === false && <HiddenFromOthers />}
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            <Link href={`mailto:${profile.email}`}>{profile.email}</Link>
          </Typography>
        </div>
      )}
      {shown.map((field) => {
        const value = profile.attributes[field.key] ?? '';
        return (
          <div key={field.key}>
            <Typography component="dt" variant="overline" sx={{ display: 'block', lineHeight: 1.6 }}>
              {fieldLabel(field, locale, t)}
              {field.private && <HiddenFromOthers />}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {value === '' ? (
                <Box component="span" sx={{ color: 'text.secondary' }}>
                  {t('profile.notFilledIn')}
                </Box>
              ) : (
                <Value field={field} value={value} />
              )}
            </Typography>
          </div>
        );
      })}
    </Box>
  );
}

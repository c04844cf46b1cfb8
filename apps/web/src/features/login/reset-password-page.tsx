import { PASSWORD_MIN_LENGTH } from '@atrium/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import { ThemeProvider, useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { confirmPasswordReset } from '../../shared/api/auth.api';
import { ApiError } from '../../shared/api/http-client';
import { paths, safeRedirect } from '../../shared/routing/route-paths';
import { buildTheme } from '../../shared/theme/theme';

/** The page behind the link of a password-reset mail: choose a new password. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const { direction, reducedMotion } = useTheme();
  const lightTheme = useMemo(
    () => buildTheme(undefined, 'light', { direction, reducedMotion }),
    [direction, reducedMotion],
  );
  const [query] = useSearchParams();
  const token = query.get('token') ?? '';
  // The login page the reset was asked from (with its redirect), carried by the mail link.
  const backToLogin = safeRedirect(query.get('continueUrl'), paths.login());
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ key: string; error: boolean }>();

  const tooShort = password.length > 0 && password.length < PASSWORD_MIN_LENGTH;
  const differ = repeat.length > 0 && repeat !== password;
  const valid =
    password.length >= PASSWORD_MIN_LENGTH && password.length <= 128 && repeat === password && token;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    setBusy(true);
    try {
      await confirmPasswordReset(token, password);
      setResult({ key: 'login.passwordUpdated', error: false });
    } catch (error) {
      const invalidLink = error instanceof ApiError && error.errorId === 'auth.reset_token_invalid';
      setResult({ key: invalidLink ? 'login.resetLinkInvalid' : 'login.unknownError', error: true });
    }
    setBusy(false);
  };

  return (
    <Box sx={{ display: 'grid', placeItems: 'center', flexGrow: 1, p: 2 }}>
      <ThemeProvider theme={lightTheme}>
        <Card sx={{ width: '100%', maxWidth: 440 }}>
          <CardContent component="form" onSubmit={submit} noValidate sx={{ p: { xs: 3, sm: 4 } }}>
            <Typography variant="h5" component="h1" gutterBottom>
              {t('login.newPasswordTitle')}
            </Typography>
            {result?.error === false ? null : (
              <>
                <TextField
                  name="new-password"
                  type="password"
                  label={t('login.newPassword')}
                  autoComplete="new-password"
                  required
                  fullWidth
                  margin="dense"
                  value={password}
                  error={tooShort}
                  helperText={tooShort ? t('login.passwordTooShort') : ' '}
                  onChange={(event) => setPassword(event.target.value)}
                />
                <TextField
                  name="repeat-password"
                  type="password"
                  label={t('login.repeatPassword')}
                  autoComplete="new-password"
                  required
                  fullWidth
                  margin="dense"
                  value={repeat}
                  error={differ}
                  helperText={differ ? t('login.passwordsDiffer') : ' '}
                  onChange={(event) => setRepeat(event.target.value)}
                />
                <Button type="submit" variant="contained" size="large" fullWidth disabled={!valid || busy}>
                  {t('login.setPassword')}
                </Button>
              </>
            )}
            {(result || !token) && (
              <Alert severity={result?.error === false ? 'success' : 'error'} sx={{ mt: 2 }} role="alert">
                {t(result?.key ?? 'login.resetLinkInvalid')}
              </Alert>
            )}
            <Box sx={{ mt: 3, textAlign: 'center' }}>
              <Link component={RouterLink} to={backToLogin} sx={{ color: 'primary.dark' }}>
                {t('login.backToLogin')}
              </Link>
            </Box>
          </CardContent>
        </Card>
      </ThemeProvider>
    </Box>
  );
}

import { LOGIN_TEXT_MAX_LENGTH, loginRequestSchema } from '@atrium/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import { ThemeProvider, useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { safeRedirect } from '../../app/routing/route-paths';
import { fetchUserInfo, login } from '../../shared/api/auth.api';
import { ApiError } from '../../shared/api/http-client';
import { useSessionStore } from '../../shared/stores/session.store';
import { buildTheme } from '../../shared/theme/theme';

type Field = 'email' | 'password';

/** Email and password login on a light card; the other login options extend this screen. */
export function LoginPage() {
  const { t } = useTranslation();
  const outer = useTheme();
  const lightTheme = useMemo(() => buildTheme(undefined, 'light', outer.direction), [outer.direction]);
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const [values, setValues] = useState({ email: '', password: '' });
  const [touched, setTouched] = useState<Record<Field, boolean>>({ email: false, password: false });
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string>();

  const parsed = loginRequestSchema.safeParse(values);
  const fieldError = (field: Field) => {
    if (!touched[field] && !values[field]) return undefined;
    if (!values[field]) return t('login.required');
    if (values[field].length >= LOGIN_TEXT_MAX_LENGTH) return t('login.valueTooLong');
    if (field === 'email' && !parsed.success && parsed.error.issues.some((i) => i.path[0] === 'email')) {
      return t('login.invalidEmail');
    }
    return undefined;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!parsed.success) return;
    setBusy(true);
    setMessage(undefined);
    try {
      const { accessToken } = await login(parsed.data);
      const session = useSessionStore.getState();
      session.setAccessToken(accessToken);
      session.setUser(await fetchUserInfo());
      navigate(safeRedirect(query.get('redirect')), { replace: true });
    } catch (error) {
      setMessage(
        error instanceof ApiError && error.errorId === 'auth.invalid_credentials'
          ? t('login.invalidCredentials')
          : t('login.unknownError'),
      );
      setBusy(false);
    }
  };

  const field = (name: Field, type: string, autoComplete: string) => (
    <TextField
      name={name}
      type={type}
      label={t(`login.${name}`)}
      value={values[name]}
      autoComplete={autoComplete}
      required
      fullWidth
      margin="normal"
      error={Boolean(fieldError(name))}
      helperText={fieldError(name) ?? ' '}
      onChange={(event) => setValues({ ...values, [name]: event.target.value })}
      onFocus={() => setTouched({ ...touched, [name]: true })}
    />
  );

  return (
    <Box sx={{ display: 'grid', placeItems: 'center', flexGrow: 1, p: 2 }}>
      <ThemeProvider theme={lightTheme}>
        <Card sx={{ width: '100%', maxWidth: 420 }} data-testid="login-card">
          <CardContent component="form" onSubmit={submit} noValidate sx={{ p: 4 }}>
            <Typography variant="h5" component="h1" gutterBottom>
              {t('login.title')}
            </Typography>
            <Typography color="text.secondary">{t('login.intro')}</Typography>
            {field('email', 'email', 'username')}
            {field('password', 'password', 'current-password')}
            {message && (
              <Alert severity="error" sx={{ mb: 2 }} role="alert">
                {message}
              </Alert>
            )}
            <Button
              type="submit"
              variant="contained"
              size="large"
              fullWidth
              disabled={!parsed.success || busy}
            >
              {busy ? <CircularProgress size={24} aria-label={t('app.checking')} /> : t('login.submit')}
            </Button>
            <Box sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}>
              <Link component={RouterLink} to="/">
                {t('login.returnToVenue')}
              </Link>
            </Box>
          </CardContent>
        </Card>
      </ThemeProvider>
    </Box>
  );
}

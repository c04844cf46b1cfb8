import type { LoginOption } from '@atrium/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import { ThemeProvider, useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { urlOf } from '../../shared/api/api-client';
import { apiRoutes } from '../../shared/api/api-routes';
import { refreshSession } from '../../shared/api/auth.api';
import { paths, safeRedirect } from '../../shared/routing/route-paths';
import { useSessionStore } from '../../shared/stores/session.store';
import { architectureOf, useVenueStore } from '../../shared/stores/venue.store';
import { buildTheme } from '../../shared/theme/theme';
import { completeLogin } from './complete-login';
import { type LoginMessage, loginErrorMessage } from './login-messages';
import { LoginOptionForm } from './login-option-form';
import { LoginOptionList } from './login-option-list';

const isSso = (option: LoginOption) => option.loginType === 'FIREBASE_OIDC';
const ssoStartUrl = ({ providerId }: LoginOption, redirect: string) => {
  const input = { params: { providerId }, query: { redirect } };
  return providerId.startsWith('saml.')
    ? urlOf(apiRoutes.sso.samlStart, input)
    : urlOf(apiRoutes.sso.oidcStart, input);
};

/** The login screen (spec §2.4) on a light card: options, their forms, messages, legal links. */
export function LoginPage() {
  const { t } = useTranslation();
  const { direction, reducedMotion } = useTheme();
  const lightTheme = useMemo(
    () => buildTheme(undefined, 'light', { direction, reducedMotion }),
    [direction, reducedMotion],
  );
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const redirect = safeRedirect(query.get('redirect'));
  const options = useSessionStore((s) => s.loginOptions) ?? [];
  const architectureId = useVenueStore(
    (s) => architectureOf(s.venue)?.id ?? s.version?.publishedArchitectureId ?? undefined,
  );
  const [chosen, setChosen] = useState<LoginOption | undefined>();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<LoginMessage>();
  // Why a session ended outside this screen (a refused guest session): shown once.
  const notice = useSessionStore((s) => s.loginNotice);
  useEffect(() => {
    if (!notice) return;
    setMessage({ key: notice, error: true });
    useSessionStore.getState().setLoginNotice(undefined);
  }, [notice]);
  const selected = chosen ?? (options.length === 1 ? options[0] : undefined);

  const attempt = async (
    call: () => Promise<{ accessToken: string }>,
    toMessage: (error: unknown) => LoginMessage,
  ) => {
    setBusy(true);
    setMessage(undefined);
    try {
      const refused = await completeLogin((await call()).accessToken);
      if (!refused) return navigate(redirect, { replace: true });
      setMessage(refused);
    } catch (error) {
      setMessage(toMessage(error));
    }
    setBusy(false);
  };

  // Back from single sign-on: the server has set the refresh cookie, or says what went wrong.
  const ssoHandled = useRef(false);
  useEffect(() => {
    if (ssoHandled.current) return;
    ssoHandled.current = true;
    const sso = query.get('sso');
    if (sso === 'success') void attempt(refreshSession, loginErrorMessage);
    else if (sso === 'error') setMessage(loginErrorMessage(query.get('reason') ?? undefined));
  });

  // Selecting a single sign-on option starts its redirect at once.
  useEffect(() => {
    if (selected && isSso(selected) && !query.get('sso')) {
      setBusy(true);
      window.location.assign(ssoStartUrl(selected, redirect));
    }
  }, [selected, redirect, query]);

  const showForm = selected && !isSso(selected);
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', flexGrow: 1, p: 2 }}>
      <ThemeProvider theme={lightTheme}>
        <Card sx={{ width: '100%', maxWidth: 440 }} data-testid="login-card">
          <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
            <Typography variant="h5" component="h1" gutterBottom>
              {t('login.title')}
            </Typography>
            {busy && (
              <Box
                role="status"
                sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 3 }}
                data-testid="login-checking"
              >
                <CircularProgress size={28} aria-hidden />
                <Typography>
                  {selected && isSso(selected) ? t('login.redirecting') : t('app.checking')}
                </Typography>
              </Box>
            )}
            {/* Hidden, not unmounted, while checking: a refused login keeps what was typed. */}
            <Box sx={{ display: busy ? 'none' : 'block' }}>
              <Typography color="text.secondary" sx={{ mb: 1 }}>
                {showForm ? t('login.intro') : t('login.chooseOption')}
              </Typography>
              {showForm ? (
                <LoginOptionForm
                  option={selected}
                  architectureId={architectureId}
                  busy={busy}
                  attempt={attempt}
                  report={setMessage}
                />
              ) : (
                <LoginOptionList options={options} onSelect={setChosen} />
              )}
              {showForm && options.length > 1 && (
                <Button fullWidth sx={{ mt: 1 }} onClick={() => setChosen(undefined)}>
                  {t('login.cancel')}
                </Button>
              )}
            </Box>
            {message && (
              <Alert
                severity={message.error ? 'error' : 'success'}
                sx={{ mt: 2 }}
                role="alert"
                data-testid="login-message"
              >
                {t(message.key)}
              </Alert>
            )}
            <Box sx={{ mt: 3, display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'center' }}>
              {/* The brand colour on white is 4.17:1; its dark shade reaches AA for text. */}
              {architectureId && (
                <>
                  <Link
                    component={RouterLink}
                    to={paths.imprint(architectureId)}
                    sx={{ color: 'primary.dark' }}
                  >
                    {t('imprint')}
                  </Link>
                  <Link
                    component={RouterLink}
                    to={paths.privacyPolicy(architectureId)}
                    sx={{ color: 'primary.dark' }}
                  >
                    {t('privacyPolicy')}
                  </Link>
                </>
              )}
              <Link component={RouterLink} to="/" sx={{ color: 'primary.dark' }}>
                {t('login.returnToVenue')}
              </Link>
            </Box>
          </CardContent>
        </Card>
      </ThemeProvider>
    </Box>
  );
}

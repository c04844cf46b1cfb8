import type { IssuePath, ValidationIssue } from '@atrium/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { urlOf } from '../../shared/api/api-client';
import { apiRoutes } from '../../shared/api/api-routes';
import { keepsStoredSecret, type OidcFields, type OptionFields, type SamlFields } from './login-form';
import { type MessagesAt, useMessagesAt } from './use-messages-at';

type Props<Fields> = {
  option: OptionFields;
  index: number;
  issues: readonly ValidationIssue[];
  onChange: (fields: Fields) => void;
};

/** Helper text for a field: its first problem, else the hint. */
function issuePropsFor(messagesAt: MessagesAt, base: IssuePath) {
  return (field: string, hint?: string) => {
    const message = messagesAt([...base, field])[0];
    return { error: message !== undefined, helperText: message ?? hint };
  };
}

const pairSx = { display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))' };

const absolute = (path: string) => `${window.location.origin}${path}`;

/** The block's own problems (missing, not allowed, unknown keys). */
function BlockIssues({ issues, path }: { issues: readonly ValidationIssue[]; path: IssuePath }) {
  const messages = useMessagesAt(issues)(path);
  return messages.length > 0 ? <Alert severity="error">{messages.join(' ')}</Alert> : null;
}

/** An OpenID Connect provider: issuer, client and its secret (masked once stored), scopes. */
export function OidcSettingsFields({ option, index, issues, onChange }: Props<OidcFields>) {
  const { t } = useTranslation();
  const oidc = option.oidc;
  const base = ['options', index, 'oidc'];
  const messagesAt = useMessagesAt(issues);
  const issueProps = issuePropsFor(messagesAt, base);
  const set = (patch: Partial<OidcFields>) => onChange({ ...oidc, ...patch });
  const kept = keepsStoredSecret(option);
  const secretIssue = [
    ...messagesAt([...base, 'clientSecret']),
    ...messagesAt([...base, 'clientSecretSet']),
  ][0];
  const secretHint =
    oidc.clientSecret !== ''
      ? t('studio.login.oidc.secretNew')
      : kept
        ? t('studio.login.oidc.secretKept')
        : oidc.stored
          ? t('studio.login.oidc.secretMoved')
          : undefined;
  const providerId = option.providerId.trim();

  return (
    <Stack spacing={2}>
      <Typography variant="subtitle1" component="h4">
        {t('studio.login.oidc.title')}
      </Typography>
      <BlockIssues issues={issues} path={base} />
      <TextField
        label={t('studio.login.oidc.issuer')}
        value={oidc.issuer}
        onChange={(event) => set({ issuer: event.target.value })}
        type="url"
        required
        {...issueProps('issuer', t('studio.login.oidc.issuerHint'))}
      />
      <Box sx={pairSx}>
        <TextField
          label={t('studio.login.oidc.clientId')}
          value={oidc.clientId}
          onChange={(event) => set({ clientId: event.target.value })}
          required
          autoComplete="off"
          {...issueProps('clientId')}
        />
        <TextField
          label={t('studio.login.oidc.clientSecret')}
          value={oidc.clientSecret}
          onChange={(event) => set({ clientSecret: event.target.value })}
          type="password"
          required={!kept}
          autoComplete="new-password"
          placeholder={kept ? t('studio.login.oidc.secretUnchanged') : undefined}
          slotProps={{ inputLabel: kept ? { shrink: true } : undefined }}
          error={secretIssue !== undefined}
          helperText={
            secretIssue !== undefined && oidc.clientSecret === ''
              ? t('studio.login.oidc.secretNeeded')
              : (secretIssue ?? secretHint)
          }
          data-testid={`login-option-${index}-client-secret`}
        />
      </Box>
      <TextField
        label={t('studio.login.oidc.scopes')}
        value={oidc.scopes}
        onChange={(event) => set({ scopes: event.target.value })}
        {...issueProps('scopes', t('studio.login.oidc.scopesHint'))}
      />
      {providerId && (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {t('studio.login.oidc.redirect', {
            url: absolute(urlOf(apiRoutes.sso.oidcCallback, { params: { providerId } })),
          })}
        </Typography>
      )}
    </Stack>
  );
}

/** A SAML identity provider: its sign-on URL and certificate, our entity id, signed assertions. */
export function SamlSettingsFields({ option, index, issues, onChange }: Props<SamlFields>) {
  const { t } = useTranslation();
  const saml = option.saml;
  const base = ['options', index, 'saml'];
  const messagesAt = useMessagesAt(issues);
  const issueProps = issuePropsFor(messagesAt, base);
  const set = (patch: Partial<SamlFields>) => onChange({ ...saml, ...patch });
  const providerId = option.providerId.trim();
  const metadataUrl = providerId
    ? absolute(urlOf(apiRoutes.sso.samlMetadata, { params: { providerId } }))
    : undefined;

  return (
    <Stack spacing={2}>
      <Typography variant="subtitle1" component="h4">
        {t('studio.login.saml.title')}
      </Typography>
      <BlockIssues issues={issues} path={base} />
      <TextField
        label={t('studio.login.saml.entryPoint')}
        value={saml.entryPoint}
        onChange={(event) => set({ entryPoint: event.target.value })}
        type="url"
        required
        {...issueProps('entryPoint')}
      />
      <TextField
        label={t('studio.login.saml.idpCert')}
        value={saml.idpCert}
        onChange={(event) => set({ idpCert: event.target.value })}
        required
        multiline
        minRows={3}
        maxRows={10}
        slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
        {...issueProps('idpCert')}
      />
      <TextField
        label={t('studio.login.saml.issuer')}
        value={saml.issuer}
        onChange={(event) => set({ issuer: event.target.value })}
        {...issueProps('issuer', t('studio.login.saml.issuerHint'))}
      />
      <FormControlLabel
        control={
          <Switch
            checked={saml.wantAssertionsSigned}
            onChange={(event) => set({ wantAssertionsSigned: event.target.checked })}
          />
        }
        label={t('studio.login.saml.wantAssertionsSigned')}
      />
      {messagesAt([...base, 'wantAssertionsSigned']).map((message) => (
        <Alert key={message} severity="error">
          {message}
        </Alert>
      ))}
      {metadataUrl && (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {t('studio.login.saml.metadata', { url: metadataUrl })}
          <br />
          {t('studio.login.saml.acs', {
            url: absolute(urlOf(apiRoutes.sso.samlAcs, { params: { providerId } })),
          })}
        </Typography>
      )}
    </Stack>
  );
}

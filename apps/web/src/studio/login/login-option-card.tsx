import type { ValidationIssue } from '@atrium/domain';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { studioPath } from '../shell/studio-sections';
import { kindOf, type OptionFields, type OptionKind, optionKinds } from './login-form';
import { OidcSettingsFields, SamlSettingsFields } from './sso-settings-fields';
import { useMessagesAt } from './use-messages-at';

type Props = {
  option: OptionFields;
  index: number;
  count: number;
  issues: readonly ValidationIssue[];
  duplicateId: boolean;
  onChange: (option: OptionFields) => void;
  onKind: (kind: OptionKind) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
};

/** One login option: its type, name and id, and the settings of its identity provider. */
export function LoginOptionCard({
  option,
  index,
  count,
  issues,
  duplicateId,
  onChange,
  onKind,
  onMove,
  onRemove,
}: Props) {
  const { t } = useTranslation();
  const messagesAt = useMessagesAt(issues);
  const kind = kindOf(option);
  const name = option.displayName.trim() || t(`studio.login.kinds.${kind}`);
  const issueProps = (field: string, hint?: string) => {
    const message = messagesAt(['options', index, field])[0];
    return { error: message !== undefined, helperText: message ?? hint };
  };
  const idProps = issueProps('providerId', t('studio.login.fields.providerIdHint'));
  const titleId = `login-option-${option.key}-title`;

  return (
    <Paper
      variant="outlined"
      sx={{ p: 2 }}
      component="section"
      aria-labelledby={titleId}
      data-testid={`login-option-${index}`}
    >
      <Stack spacing={2}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography variant="h6" component="h3" id={titleId} sx={{ flex: 1, minWidth: 0 }} noWrap>
            {t('studio.login.option', { number: index + 1, name })}
          </Typography>
          <Tooltip title={t('studio.login.actions.moveUp', { name })}>
            <span>
              <IconButton
                aria-label={t('studio.login.actions.moveUp', { name })}
                disabled={index === 0}
                onClick={() => onMove(index - 1)}
              >
                <ArrowUpwardIcon />
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip title={t('studio.login.actions.moveDown', { name })}>
            <span>
              <IconButton
                aria-label={t('studio.login.actions.moveDown', { name })}
                disabled={index === count - 1}
                onClick={() => onMove(index + 1)}
              >
                <ArrowDownwardIcon />
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip title={t('studio.login.actions.remove', { name })}>
            <IconButton
              aria-label={t('studio.login.actions.remove', { name })}
              onClick={onRemove}
              data-testid={`login-option-${index}-remove`}
            >
              <DeleteIcon />
            </IconButton>
          </Tooltip>
        </Box>
        <TextField
          select
          label={t('studio.login.fields.kind')}
          value={kind}
          onChange={(event) => onKind(event.target.value as OptionKind)}
          {...issueProps('loginType', t(`studio.login.kindHints.${kind}`))}
          data-testid={`login-option-${index}-kind`}
        >
          {optionKinds.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`studio.login.kinds.${value}`)}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))' }}>
          <TextField
            label={t('studio.login.fields.displayName')}
            value={option.displayName}
            onChange={(event) => onChange({ ...option, displayName: event.target.value })}
            required
            {...issueProps('displayName', t('studio.login.fields.displayNameHint'))}
            data-testid={`login-option-${index}-name`}
          />
          <TextField
            label={t('studio.login.fields.providerId')}
            value={option.providerId}
            onChange={(event) => onChange({ ...option, providerId: event.target.value })}
            required
            autoComplete="off"
            slotProps={{ htmlInput: { spellCheck: false } }}
            error={idProps.error || duplicateId}
            helperText={
              idProps.error
                ? idProps.helperText
                : duplicateId
                  ? t('studio.login.fields.duplicateId')
                  : idProps.helperText
            }
            data-testid={`login-option-${index}-id`}
          />
        </Box>
        {kind === 'OIDC' && (
          <OidcSettingsFields
            option={option}
            index={index}
            issues={issues}
            onChange={(oidc) => onChange({ ...option, oidc })}
          />
        )}
        {kind === 'SAML' && (
          <SamlSettingsFields
            option={option}
            index={index}
            issues={issues}
            onChange={(saml) => onChange({ ...option, saml })}
          />
        )}
        {(kind === 'CVENT_LOGIN' || kind === 'BIZZABO_LOGIN') && (
          <Link component={RouterLink} to={studioPath('registrations')} color="inherit">
            {t('studio.login.registrationsLink')}
          </Link>
        )}
      </Stack>
    </Paper>
  );
}

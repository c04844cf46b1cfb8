import type { LoginConfigurationView, ValidationIssue } from '@atrium/domain';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/http-client';
import { useSessionStore } from '../../shared/stores/session.store';
import { useIssueText } from '../fields/issue-text';
import { fetchRegistrations, registrationsKey } from '../registrations/registrations.api';
import { logStudio } from '../shell/studio-log';
import type { SectionProps } from '../shell/studio-sections';
import {
  fetchLoginConfiguration,
  loginConfigurationKey,
  saveLoginConfiguration,
} from './login-configuration.api';
import {
  duplicateIdIndexes,
  fieldsFromView,
  loginTypeOf,
  moved,
  newOption,
  type OptionFields,
  type OptionKind,
  optionKinds,
  requestFromFields,
  withKind,
} from './login-form';
import { checkFields, issuesFromDetails, unplacedIssues } from './login-issues';
import { lockoutWarnings } from './login-lockout';
import { LoginOptionCard } from './login-option-card';
import { UnsavedChangesGuard } from './unsaved-changes-guard';

type Status =
  | { state: 'idle' }
  | { state: 'saving' }
  | { state: 'saved' }
  | { state: 'invalid'; count: number }
  | { state: 'failed'; message: string };

const snapshot = (options: readonly OptionFields[]) => JSON.stringify(requestFromFields(options));

/**
 * The venue's login options, edited as a whole and saved with their own call (not part of the
 * venue draft, so it works without one). Checked by the configuration's schema before sending.
 */
export function Section({ architectureId }: Partial<SectionProps>) {
  const { t } = useTranslation();
  const issueText = useIssueText();
  const queries = useQueryClient();
  const config = useQuery({
    queryKey: loginConfigurationKey,
    queryFn: fetchLoginConfiguration,
    // Edits in progress are never replaced by a refetch behind the organiser's back.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
  const registrations = useQuery({
    queryKey: registrationsKey(architectureId ?? ''),
    queryFn: () => fetchRegistrations(architectureId ?? ''),
    enabled: Boolean(architectureId),
  });

  const [options, setOptions] = useState<OptionFields[]>();
  const [saved, setSaved] = useState('');
  const [attempted, setAttempted] = useState(false);
  const [serverIssues, setServerIssues] = useState<ValidationIssue[]>([]);
  const [status, setStatus] = useState<Status>({ state: 'idle' });
  const [addAnchor, setAddAnchor] = useState<HTMLElement>();
  const addMenuId = useId();

  const reset = (view: LoginConfigurationView) => {
    const fields = fieldsFromView(view);
    setOptions(fields);
    setSaved(snapshot(fields));
    setAttempted(false);
    setServerIssues([]);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only sets state
  useEffect(() => {
    if (config.data && options === undefined) reset(config.data);
  }, [config.data, options]);

  const clientIssues = useMemo(() => (options ? checkFields(options) : []), [options]);
  const issues = attempted ? [...clientIssues, ...serverIssues] : serverIssues;
  const duplicates = useMemo(() => duplicateIdIndexes(options ?? []), [options]);
  const warnings = lockoutWarnings(options ?? [], registrations.data?.length);
  const dirty = options !== undefined && snapshot(options) !== saved;

  if (config.isError) {
    return (
      <Stack spacing={2} sx={{ maxWidth: 960 }}>
        <Title />
        <Alert
          severity="error"
          action={<Button onClick={() => void config.refetch()}>{t('studio.login.retry')}</Button>}
        >
          {t('studio.login.loadFailed', { message: config.error.message })}
        </Alert>
      </Stack>
    );
  }
  if (!options) {
    return (
      <Stack spacing={2} sx={{ maxWidth: 960 }}>
        <Title />
        <CircularProgress aria-label={t('studio.login.loading')} />
      </Stack>
    );
  }

  const change = (next: OptionFields[]) => {
    setOptions(next);
    setServerIssues([]);
    if (status.state !== 'saving') setStatus({ state: 'idle' });
  };
  const idsBut = (index: number) => options.filter((_, i) => i !== index).map((option) => option.providerId);
  const add = (kind: OptionKind) => {
    setAddAnchor(undefined);
    const taken = options.map((option) => option.providerId);
    change([...options, newOption(kind, t(`studio.login.defaultNames.${kind}`), taken)]);
  };

  const save = async () => {
    setAttempted(true);
    if (clientIssues.length > 0) {
      setStatus({ state: 'invalid', count: clientIssues.length });
      return;
    }
    setStatus({ state: 'saving' });
    try {
      const published = await saveLoginConfiguration(requestFromFields(options));
      // This tab's app follows the new options at once (login guard, public venue).
      useSessionStore.getState().setLoginOptions(published);
      setStatus({ state: 'saved' });
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && error.details?.length) {
        const found = issuesFromDetails(error.details);
        setServerIssues(found);
        setStatus({ state: 'invalid', count: found.length });
      } else {
        logStudio('ERROR', 'login', 'The login options could not be saved', error);
        setStatus({ state: 'failed', message: error instanceof Error ? error.message : String(error) });
      }
      return;
    }
    // Read back as stored: new secrets now show as kept.
    const view = await fetchLoginConfiguration().catch(() => undefined);
    if (view) {
      queries.setQueryData(loginConfigurationKey, view);
      reset(view);
    } else {
      setSaved(snapshot(options));
      void queries.invalidateQueries({ queryKey: loginConfigurationKey });
    }
  };

  const unplaced = unplacedIssues(issues, options);

  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }} data-testid="login-section">
      <Title />
      <UnsavedChangesGuard when={dirty && status.state !== 'saving'} />
      <Typography color="text.secondary">{t('studio.login.intro')}</Typography>
      {warnings.map((warning) => (
        <Alert key={warning.key} severity={warning.severity} data-testid={`login-warning-${warning.key}`}>
          {t(`studio.login.warnings.${warning.key}`)}
        </Alert>
      ))}
      {unplaced.length > 0 && (
        <Alert severity="error">
          {t('studio.login.otherIssues')}
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {unplaced.map((issue) => (
              <li key={`${issue.path}:${issue.message}`}>
                {issue.path ? `${issue.path}: ${issueText(issue)}` : issueText(issue)}
              </li>
            ))}
          </Box>
        </Alert>
      )}
      {options.length === 0 && <Typography>{t('studio.login.empty')}</Typography>}
      {options.map((option, index) => (
        <LoginOptionCard
          key={option.key}
          option={option}
          index={index}
          count={options.length}
          issues={issues}
          duplicateId={duplicates.has(index)}
          onChange={(next) => change(options.map((item, i) => (i === index ? next : item)))}
          onKind={(kind) =>
            change(options.map((item, i) => (i === index ? withKind(item, kind, idsBut(index)) : item)))
          }
          onMove={(to) => change(moved(options, index, to))}
          onRemove={() => change(options.filter((_, i) => i !== index))}
        />
      ))}
      <Box>
        <Button
          startIcon={<AddIcon />}
          aria-haspopup="menu"
          aria-controls={addAnchor ? addMenuId : undefined}
          aria-expanded={addAnchor ? true : undefined}
          onClick={(event) => setAddAnchor(event.currentTarget)}
          data-testid="login-add-option"
        >
          {t('studio.login.actions.add')}
        </Button>
        <Menu
          id={addMenuId}
          anchorEl={addAnchor}
          open={Boolean(addAnchor)}
          onClose={() => setAddAnchor(undefined)}
        >
          {optionKinds.map((kind) => (
            <MenuItem
              key={kind}
              onClick={() => add(kind)}
              disabled={loginTypeOf(kind) === 'ANONYMOUS' && options.some((o) => o.loginType === 'ANONYMOUS')}
            >
              {t(`studio.login.kinds.${kind}`)}
            </MenuItem>
          ))}
        </Menu>
      </Box>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          onClick={() => void save()}
          disabled={status.state === 'saving' || !dirty}
          data-testid="login-save"
        >
          {t('studio.login.actions.save')}
        </Button>
        <Button
          disabled={!dirty || status.state === 'saving'}
          onClick={() => config.data && reset(config.data)}
        >
          {t('studio.login.actions.reset')}
        </Button>
        {dirty && status.state === 'idle' && (
          <Typography color="text.secondary">{t('studio.login.unsaved')}</Typography>
        )}
      </Box>
      <Box role="status" aria-live="polite" data-testid="login-save-status">
        {status.state === 'saving' && <Typography>{t('studio.login.status.saving')}</Typography>}
        {status.state === 'saved' && (
          <Alert severity="success" role="none">
            {t('studio.login.status.saved')}
          </Alert>
        )}
        {status.state === 'invalid' && (
          <Alert severity="error" role="none">
            {t('studio.login.status.invalid', { count: status.count })}
          </Alert>
        )}
        {status.state === 'failed' && (
          <Alert severity="error" role="none">
            {t('studio.login.status.failed', { message: status.message })}
          </Alert>
        )}
      </Box>
    </Stack>
  );
}

function Title() {
  const { t } = useTranslation();
  return (
    <Typography variant="h5" component="h2">
      {t('studio.login.title')}
    </Typography>
  );
}

import type { ProfileIssueCode, UserProfile } from '@atrium/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/http-client';
import { useSessionStore } from '../../shared/stores/session.store';
import { useStackedDialog } from '../../shared/ui/use-stacked-dialog';
import { useVenueView } from '../../shared/ui/use-venue-view';
import { usePresenceStore } from '../presence/presence.store';
import { AvatarEditor } from './avatar-editor';
import { fetchUserProfile, saveUserProfile } from './profile.api';
import { ProfileCompletion } from './profile-completion';
import { ProfileDetails } from './profile-details';
import { fieldInputId, ProfileFieldInput } from './profile-field-input';
import {
  fieldLabel,
  formChanged,
  formCompletion,
  formIssues,
  formOf,
  type ProfileForm,
  profileFields,
  saveBody,
} from './profile-form';
import { ProfileHeading } from './profile-heading';

type Notice = { severity: 'success' | 'error'; key: string; message?: string };

/** The text key of a failed save. */
const saveFailureKey = (error: unknown) =>
  error instanceof ApiError && error.errorId === 'validation.failed'
    ? 'profile.saveInvalid'
    : 'profile.saveFailed';

/**
 * The own profile panel (spec §2.8): the profile as others see it plus what only its owner sees,
 * the completion in percent; edit, save and cancel, §5's messages at the fields, the picture,
 * the open-for-networking and share-email switches, the private information marked as hidden.
 */
export function OwnProfileDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { architecture, locale } = useVenueView();
  const user = useSessionStore((s) => s.user);
  const fields = useMemo(() => profileFields(architecture?.userProfileAttributes), [architecture]);
  const [profile, setProfile] = useState<UserProfile>();
  const [loadFailed, setLoadFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [form, setForm] = useState<ProfileForm>();
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<Notice>();
  useStackedDialog('own-profile', true, onClose);

  const architectureId = architecture?.id;
  const userId = user?.userId;
  const account = useMemo(() => ({ email: user?.email ?? '', name: user?.name }), [user?.email, user?.name]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: "try again" (attempt) loads once more
  useEffect(() => {
    if (!architectureId || !userId) return;
    let live = true;
    setLoadFailed(false);
    fetchUserProfile(architectureId, userId).then(
      (loaded) => live && setProfile(loaded),
      (error) => {
        console.warn('Could not load the own profile', error);
        if (live) setLoadFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [architectureId, userId, attempt]);

  const saved = useMemo(() => profile && formOf(fields, profile, account), [fields, profile, account]);
  const editing = form !== undefined;
  const issues = form ? formIssues(fields, form) : {};
  const shownIssue = (key: string): ProfileIssueCode | undefined => {
    const value = form?.values[key];
    return touched[key] || submitted || (typeof value === 'string' && value !== '') ? issues[key] : undefined;
  };
  const name = String((form ?? saved)?.values.name ?? '') || account.email;

  const startEditing = () => {
    setNotice(undefined);
    setTouched({});
    setSubmitted(false);
    setForm(saved);
  };
  const cancel = () => {
    setForm(undefined);
    setNotice(undefined);
  };
  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!form || !architectureId || saving) return;
    const invalid = fields.find((field) => issues[field.key]);
    if (invalid) {
      setSubmitted(true);
      document.getElementById(fieldInputId(invalid.key))?.focus();
      return;
    }
    // Nothing changed: nothing to send.
    if (saved && !formChanged(saved, form)) {
      setForm(undefined);
      return;
    }
    setSaving(true);
    setNotice(undefined);
    try {
      setProfile(await saveUserProfile(architectureId, saveBody(fields, form)));
      setForm(undefined);
      setNotice({ severity: 'success', key: 'profile.saved' });
      // The presence entry carries the name, title and company: it is sent again.
      usePresenceStore.getState().selfChanged();
    } catch (error) {
      setNotice({ severity: 'error', key: saveFailureKey(error), message: (error as Error).message });
    }
    setSaving(false);
  };

  const setValue = (key: string, value: string | boolean) =>
    setForm((current) => current && { ...current, values: { ...current.values, [key]: value } });
  const completion = form
    ? formCompletion(fields, form, Boolean(profile?.avatarUri))
    : (profile?.completion ?? 0);

  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby="own-profile-title"
      fullWidth
      maxWidth="sm"
      data-testid="own-profile"
    >
      <DialogTitle id="own-profile-title">{t('profile.title')}</DialogTitle>
      <Box component="form" onSubmit={save} noValidate sx={{ display: 'contents' }}>
        <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          {!profile && !loadFailed && (
            <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
              <CircularProgress aria-label={t('profile.loading')} />
            </Box>
          )}
          {loadFailed && (
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={() => setAttempt((n) => n + 1)}>
                  {t('profile.retry')}
                </Button>
              }
            >
              {t('profile.ownLoadFailed')}
            </Alert>
          )}
          {notice && (
            <Alert severity={notice.severity} role={notice.severity === 'error' ? 'alert' : 'status'}>
              {t(notice.key)}
              {notice.severity === 'error' && notice.message ? ` ${notice.message}` : ''}
            </Alert>
          )}
          {profile && saved && (
            <>
              {editing && architectureId ? (
                <AvatarEditor
                  architectureId={architectureId}
                  name={name}
                  profile={profile}
                  onChanged={(updated) => setProfile(updated)}
                />
              ) : (
                <ProfileHeading profile={profile} name={name} />
              )}
              <ProfileCompletion percent={completion} />
              {form ? (
                <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
                  {fields.map((field) => (
                    <ProfileFieldInput
                      key={field.key}
                      field={field}
                      label={fieldLabel(field, locale, t)}
                      value={form.values[field.key] ?? ''}
                      issue={shownIssue(field.key)}
                      onChange={(value) => setValue(field.key, value)}
                      onBlur={() => setTouched((was) => ({ ...was, [field.key]: true }))}
                    />
                  ))}
                  <div>
                    <FormControlLabel
                      control={
                        <Switch
                          id="profile-share-email"
                          checked={form.shareEmail}
                          onChange={(event) =>
                            setForm((current) => current && { ...current, shareEmail: event.target.checked })
                          }
                          slotProps={{ input: { 'aria-describedby': 'profile-share-email-hint' } }}
                        />
                      }
                      label={t('profile.shareEmail')}
                    />
                    <FormHelperText id="profile-share-email-hint">
                      {t('profile.shareEmailHint', { email: profile.email ?? account.email })}
                    </FormHelperText>
                  </div>
                </Box>
              ) : (
                <>
                  <Typography variant="body2" color="text.secondary" data-testid="networking-state">
                    {t(
                      saved.values.openForNetworking === false
                        ? 'profile.notNetworking'
                        : 'profile.networking',
                    )}
                  </Typography>
                  <ProfileDetails fields={fields} profile={profile} locale={locale} own />
                </>
              )}
            </>
          )}
        </DialogContent>
        <DialogActions>
          {/* Keyed: React renders within the click, before the button's default action; a reused
              element would by then be the submit button and send the form. */}
          {editing
            ? [
                <Button key="cancel" onClick={cancel} disabled={saving}>
                  {t('profile.cancel')}
                </Button>,
                <Button key="save" type="submit" variant="contained" disabled={saving}>
                  {t(saving ? 'profile.saving' : 'profile.save')}
                </Button>,
              ]
            : [
                <Button key="close" onClick={onClose}>
                  {t('app.close')}
                </Button>,
                <Button key="edit" variant="contained" onClick={startEditing} disabled={!saved}>
                  {t('profile.edit')}
                </Button>,
              ]}
        </DialogActions>
      </Box>
    </Dialog>
  );
}

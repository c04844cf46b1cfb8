import { AVATAR_CONTENT_TYPES, type UserProfile } from '@atrium/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Upload } from '../../shared/api/upload';
import { removeUserAvatar, uploadUserAvatar } from './profile.api';
import { ProfileAvatar } from './profile-avatar';
import { avatarFileProblem, avatarUploadFailureKey } from './upload-avatar';

type Props = {
  architectureId: string;
  name: string;
  profile: UserProfile;
  onChanged: (profile: UserProfile) => void;
};

/** The own picture: chosen, previewed at once, uploaded with its progress shown, or removed. */
export function AvatarEditor({ architectureId, name, profile, onChanged }: Props) {
  const { t } = useTranslation();
  const [preview, setPreview] = useState<string>();
  const [progress, setProgress] = useState<number>();
  const [problem, setProblem] = useState<string>();
  const [removing, setRemoving] = useState(false);
  const upload = useRef<Upload<UserProfile>>(undefined);
  const previewUrl = useRef<string>(undefined);
  const fileInput = useRef<HTMLInputElement>(null);
  const busy = progress !== undefined || removing;

  const showPreview = (url: string | undefined) => {
    if (previewUrl.current) URL.revokeObjectURL(previewUrl.current);
    previewUrl.current = url;
    setPreview(url);
  };
  useEffect(
    () => () => {
      upload.current?.abort();
      if (previewUrl.current) URL.revokeObjectURL(previewUrl.current);
    },
    [],
  );

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const refused = avatarFileProblem(file);
    setProblem(refused);
    if (refused) return;
    showPreview(URL.createObjectURL(file));
    setProgress(0);
    const current = uploadUserAvatar(architectureId, file, setProgress);
    upload.current = current;
    current.done.then(
      (updated) => {
        if (upload.current === current) onChanged(updated);
      },
      (error) => {
        if (upload.current !== current) return;
        showPreview(undefined);
        setProblem(avatarUploadFailureKey(error));
      },
    );
    void current.done
      .catch(() => undefined)
      .finally(() => {
        if (upload.current === current) setProgress(undefined);
      });
  };

  const remove = async () => {
    setRemoving(true);
    setProblem(undefined);
    try {
      onChanged(await removeUserAvatar(architectureId));
      showPreview(undefined);
    } catch {
      setProblem('profile.avatar.removeFailed');
    }
    setRemoving(false);
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }} data-testid="avatar-editor">
      <ProfileAvatar name={name} uri={profile.avatarUri} preview={preview} size={72} />
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.75, minWidth: 180, flex: 1 }}>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button variant="outlined" size="small" disabled={busy} onClick={() => fileInput.current?.click()}>
            {t('profile.avatar.choose')}
          </Button>
          <input
            ref={fileInput}
            type="file"
            accept={AVATAR_CONTENT_TYPES.join(',')}
            onChange={choose}
            hidden
            data-testid="avatar-input"
          />
          {(profile.avatarUri || preview) && (
            <Button size="small" onClick={remove} disabled={busy}>
              {t('profile.avatar.remove')}
            </Button>
          )}
        </Box>
        {progress !== undefined && (
          <LinearProgress
            variant="determinate"
            value={Math.round(progress * 100)}
            aria-label={t('profile.avatar.uploading')}
          />
        )}
        {problem ? (
          <Typography variant="body2" color="error" role="alert">
            {t(problem)}
          </Typography>
        ) : (
          <Typography variant="caption" color="text.secondary">
            {t('profile.avatar.hint')}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

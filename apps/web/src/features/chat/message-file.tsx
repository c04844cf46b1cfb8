import type { ChatFile } from '@atrium/domain';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fileState } from './chat.api';
import { refreshMessage } from './chat-actions';
import { fileSize, isImage } from './chat-file';

type Props = { file: ChatFile; conversationId: string; seq: number };

/** Asks for a freshly signed copy of the file (its URL expires); undefined when it is gone. */
async function resigned(conversationId: string, seq: number): Promise<ChatFile | undefined> {
  const message = await refreshMessage(conversationId, seq).catch(() => undefined);
  return message?.file;
}

function Gone() {
  const { t } = useTranslation();
  return (
    <Typography
      variant="body2"
      color="text.secondary"
      sx={{ fontStyle: 'italic' }}
      data-testid="chat-file-gone"
    >
      {t('chat.errors.chat_file_gone')}
    </Typography>
  );
}

function download(url: string, name: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
}

/**
 * A message's file: images previewed (the sized variant), other files as a chip with name and
 * size. A file deleted with its message, or no longer the reader's, shows 'file not available
 * anymore'; an expired signature is renewed once.
 */
export function MessageFile({ file, conversationId, seq }: Props) {
  const { t, i18n } = useTranslation();
  const [current, setCurrent] = useState(file);
  const [gone, setGone] = useState(false);
  const [retried, setRetried] = useState(false);
  if (gone) return <Gone />;

  const renew = async () => {
    if (retried) return setGone(true);
    setRetried(true);
    const fresh = await resigned(conversationId, seq);
    if (fresh) setCurrent(fresh);
    else setGone(true);
  };

  if (isImage(current.contentType)) {
    return (
      <Box
        component="a"
        href={current.url}
        target="_blank"
        rel="noopener noreferrer"
        sx={{ display: 'block', mt: 0.5 }}
        aria-label={t('chat.file.openImage', { name: current.name })}
      >
        <Box
          component="img"
          src={current.previewUrl ?? current.url}
          alt={current.name}
          loading="lazy"
          data-testid="chat-image"
          onError={() => {
            void fileState(current.previewUrl ?? current.url).then((state) =>
              state === 'gone' ? setGone(true) : renew(),
            );
          }}
          sx={{ display: 'block', maxWidth: '100%', maxHeight: 220, borderRadius: 1, objectFit: 'contain' }}
        />
      </Box>
    );
  }

  const open = async () => {
    const state = await fileState(current.url);
    if (state === 'gone') return setGone(true);
    if (state === 'expired') {
      const fresh = await resigned(conversationId, seq);
      if (!fresh) return setGone(true);
      setCurrent(fresh);
      return download(fresh.url, fresh.name);
    }
    download(current.url, current.name);
  };

  return (
    <Chip
      icon={<InsertDriveFileOutlinedIcon />}
      label={`${current.name} · ${fileSize(current.size, i18n.language)}`}
      onClick={() => void open()}
      variant="outlined"
      aria-label={t('chat.file.download', { name: current.name })}
      data-testid="chat-file"
      sx={{ mt: 0.5, maxWidth: '100%' }}
    />
  );
}

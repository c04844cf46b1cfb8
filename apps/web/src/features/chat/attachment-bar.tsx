import AttachFileIcon from '@mui/icons-material/AttachFile';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { isImage } from './chat-file';
import type { Attachment } from './use-attachment';

/** The composer's attached file: its upload progress, the file ready to send, or why it failed. */
export function AttachmentBar({ attachment, onRemove }: { attachment: Attachment; onRemove: () => void }) {
  const { t } = useTranslation();
  if (attachment.state === 'uploading') {
    const percent = Math.round(attachment.share * 100);
    return (
      <Box sx={{ px: 1.5, pt: 1 }} data-testid="chat-upload">
        <Typography variant="caption" noWrap component="div">
          {t('chat.file.uploading', { name: attachment.name, percent })}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={percent}
          aria-label={t('chat.file.progress', { name: attachment.name })}
          data-testid="chat-upload-progress"
        />
      </Box>
    );
  }
  if (attachment.state === 'failed') {
    return (
      <Box sx={{ px: 1.5, pt: 1 }}>
        <Typography variant="body2" color="error" role="alert" data-testid="chat-upload-error">
          {attachment.name}: {t(attachment.errorKey)}
        </Typography>
      </Box>
    );
  }
  const { file } = attachment;
  return (
    <Box sx={{ px: 1.5, pt: 1, display: 'flex', alignItems: 'center', gap: 1 }}>
      {isImage(file.contentType) && file.previewUrl && (
        <Box component="img" src={file.previewUrl} alt="" sx={{ height: 40, borderRadius: 0.5 }} />
      )}
      <Chip
        icon={<AttachFileIcon />}
        label={file.name}
        size="small"
        data-testid="chat-attachment"
        sx={{ minWidth: 0 }}
      />
      <IconButton size="small" onClick={onRemove} aria-label={t('chat.file.remove', { name: file.name })}>
        <CloseIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}

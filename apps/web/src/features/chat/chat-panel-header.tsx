import CloseFullscreenIcon from '@mui/icons-material/CloseFullscreen';
import FlagOutlinedIcon from '@mui/icons-material/FlagOutlined';
import OpenInFullIcon from '@mui/icons-material/OpenInFull';
import RemoveIcon from '@mui/icons-material/Remove';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useChatOnline } from './chat-online';
import { useChatPanel } from './chat-panel.store';
import { StatusMenu } from './status-menu';
import { useIsModerator } from './use-is-moderator';

function HeaderButton({
  label,
  onClick,
  children,
  testId,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Tooltip title={label}>
      <IconButton size="small" onClick={onClick} aria-label={label} data-testid={testId}>
        {children}
      </IconButton>
    </Tooltip>
  );
}

/** The panel's title bar: online state, own status, reports and settings, expand and minimise. */
export function ChatPanelHeader({
  titleId,
  phone,
  onMinimize,
}: {
  titleId: string;
  phone: boolean;
  onMinimize: () => void;
}) {
  const { t } = useTranslation();
  const online = useChatOnline();
  const expanded = useChatPanel((s) => s.expanded);
  const moderator = useIsModerator();
  const show = useChatPanel((s) => s.show);
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        px: 1.5,
        py: 0.5,
        borderBottom: 1,
        borderColor: 'divider',
        minHeight: 48,
      }}
    >
      <Typography id={titleId} component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('chat.title')}
      </Typography>
      <Typography
        variant="caption"
        role="status"
        data-testid="chat-online"
        data-online={online}
        noWrap
        sx={{ color: online === 'online' ? 'success.main' : 'text.secondary', minWidth: 0 }}
      >
        {t(`chat.online.${online}`)}
      </Typography>
      <Box sx={{ flexGrow: 1, minWidth: 0 }} />
      <StatusMenu compact={phone} />
      {moderator && (
        <HeaderButton
          label={t('chat.reports.open')}
          onClick={() => show({ name: 'reports' })}
          testId="chat-reports-button"
        >
          <FlagOutlinedIcon fontSize="small" />
        </HeaderButton>
      )}
      <HeaderButton
        label={t('chat.settings.open')}
        onClick={() => show({ name: 'settings' })}
        testId="chat-settings-button"
      >
        <SettingsOutlinedIcon fontSize="small" />
      </HeaderButton>
      {!phone && (
        <HeaderButton
          label={t(expanded ? 'chat.collapse' : 'chat.expand')}
          onClick={() => useChatPanel.getState().setExpanded(!expanded)}
          testId="chat-expand"
        >
          {expanded ? <CloseFullscreenIcon fontSize="small" /> : <OpenInFullIcon fontSize="small" />}
        </HeaderButton>
      )}
      <HeaderButton label={t('chat.minimize')} onClick={onMinimize} testId="chat-minimize">
        <RemoveIcon fontSize="small" />
      </HeaderButton>
    </Box>
  );
}

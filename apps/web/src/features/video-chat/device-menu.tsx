import CheckIcon from '@mui/icons-material/Check';
import SettingsIcon from '@mui/icons-material/Settings';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refreshDevices, selectDevice } from './call-media';
import { type DeviceOption, useVideoCallStore } from './video-call.store';

/** Camera and microphone selection (the browser's list of devices). */
export function DeviceMenu() {
  const { t } = useTranslation();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const devices = useVideoCallStore((s) => s.devices);
  const media = useVideoCallStore((s) => s.media);
  const label = t('video.controls.devices');

  const section = (kind: 'audio' | 'video', options: DeviceOption[], chosen: string | undefined) => [
    <ListSubheader key={`${kind}-head`}>
      {t(kind === 'video' ? 'video.controls.camera' : 'video.controls.microphone')}
    </ListSubheader>,
    ...(options.length === 0
      ? [
          <MenuItem key={`${kind}-none`} disabled>
            {t('video.controls.noDevices')}
          </MenuItem>,
        ]
      : options.map((option, index) => {
          // Without a choice, the browser's first device is the one in use.
          const selected = chosen ? option.deviceId === chosen : index === 0;
          return (
            <MenuItem
              key={`${kind}-${option.deviceId}`}
              role="menuitemradio"
              aria-checked={selected}
              selected={selected}
              onClick={() => {
                setAnchor(null);
                void selectDevice(kind, option.deviceId);
              }}
            >
              <ListItemIcon>{selected && <CheckIcon fontSize="small" />}</ListItemIcon>
              <ListItemText>{option.label}</ListItemText>
            </MenuItem>
          );
        })),
  ];

  return (
    <>
      <Tooltip title={label}>
        <IconButton
          aria-label={label}
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? true : undefined}
          onClick={(event) => {
            setAnchor(event.currentTarget);
            void refreshDevices();
          }}
          sx={{ color: '#fff' }}
        >
          <SettingsIcon />
        </IconButton>
      </Tooltip>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {section('video', devices.video, media.videoDeviceId)}
        {section('audio', devices.audio, media.audioDeviceId)}
      </Menu>
    </>
  );
}

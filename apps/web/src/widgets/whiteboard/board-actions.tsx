import type { WhiteboardRef } from '@atrium/domain';
import { MainMenu } from '@excalidraw/excalidraw';
import DeleteSweepOutlined from '@mui/icons-material/DeleteSweepOutlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import PolylineOutlined from '@mui/icons-material/PolylineOutlined';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import type { JSX } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../shared/api/api-client';
import { apiRoutes } from '../../shared/api/api-routes';
import { ApiError } from '../../shared/api/http-client';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';

export type BoardActionHandlers = {
  administrator: boolean;
  onExport: (format: 'png' | 'svg') => void;
  /** Asks to clear the board (administrators): the confirmation opens. */
  onClear: () => void;
};

type Action = { key: string; label: string; testId: string; icon: JSX.Element; run: () => void };

function useActions({ administrator, onExport, onClear }: BoardActionHandlers): Action[] {
  const { t } = useTranslation();
  const actions: Action[] = [
    {
      key: 'png',
      label: t('whiteboard.exportPng'),
      testId: 'whiteboard-export-png',
      icon: <ImageOutlined fontSize="small" />,
      run: () => onExport('png'),
    },
    {
      key: 'svg',
      label: t('whiteboard.exportSvg'),
      testId: 'whiteboard-export-svg',
      icon: <PolylineOutlined fontSize="small" />,
      run: () => onExport('svg'),
    },
  ];
  if (administrator) {
    actions.push({
      key: 'clear',
      label: t('whiteboard.clear'),
      testId: 'whiteboard-clear',
      icon: <DeleteSweepOutlined fontSize="small" />,
      run: onClear,
    });
  }
  return actions;
}

/** Export for everyone (what they see, as PNG or SVG); clearing for administrators: buttons. */
export function BoardActions(props: BoardActionHandlers) {
  return (
    <Stack direction="row" spacing={0.5}>
      {useActions(props).map(({ key, label, testId, icon, run }) => (
        <Tooltip key={key} title={label}>
          <IconButton
            aria-label={label}
            data-testid={testId}
            onClick={run}
            size="small"
            sx={{ bgcolor: 'background.paper' }}
          >
            {icon}
          </IconButton>
        </Tooltip>
      ))}
    </Stack>
  );
}

/** The same actions in Excalidraw's main menu (where a phone, short of room, finds them). */
export function BoardMenu(props: BoardActionHandlers) {
  return (
    <MainMenu>
      {useActions(props).map(({ key, label, testId, icon, run }) => (
        <MainMenu.Item key={key} onSelect={run} icon={icon} data-testid={`${testId}-menu`}>
          {label}
        </MainMenu.Item>
      ))}
      <MainMenu.Separator />
      <MainMenu.DefaultItems.ToggleTheme />
      <MainMenu.DefaultItems.ChangeCanvasBackground />
      <MainMenu.DefaultItems.Help />
    </MainMenu>
  );
}

/** Asks before clearing; clears the board on the server (everyone's board empties). */
export function ClearBoardDialog({
  open,
  boardRef,
  onClose,
  onProblem,
}: {
  open: boolean;
  boardRef: WhiteboardRef;
  onClose: () => void;
  onProblem: (errorId: string) => void;
}) {
  const { t } = useTranslation();
  const clear = async () => {
    onClose();
    const { architectureId, mode, boardId } = boardRef;
    try {
      await callApi(apiRoutes.whiteboard.clear, { params: { boardId }, query: { architectureId, mode } });
    } catch (error) {
      onProblem(error instanceof ApiError && error.errorId ? error.errorId : 'whiteboard.failed');
    }
  };
  return (
    <ConfirmDialog
      open={open}
      title={t('whiteboard.clearTitle')}
      text={t('whiteboard.clearText')}
      confirm={t('whiteboard.clearConfirm')}
      cancel={t('whiteboard.cancel')}
      onConfirm={() => void clear()}
      onClose={onClose}
      testId="whiteboard-clear-dialog"
    />
  );
}

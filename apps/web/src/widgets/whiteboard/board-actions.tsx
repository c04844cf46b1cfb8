import type { WhiteboardRef } from '@atrium/domain';
import DeleteSweepOutlined from '@mui/icons-material/DeleteSweepOutlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import PolylineOutlined from '@mui/icons-material/PolylineOutlined';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../shared/api/api-client';
import { apiRoutes } from '../../shared/api/api-routes';
import { ApiError } from '../../shared/api/http-client';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';

type Props = {
  administrator: boolean;
  boardRef: WhiteboardRef;
  onExport: (format: 'png' | 'svg') => void;
  onProblem: (errorId: string) => void;
};

function ActionButton({
  label,
  testId,
  onClick,
  children,
}: {
  label: string;
  testId: string;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <Tooltip title={label}>
      <IconButton
        aria-label={label}
        data-testid={testId}
        onClick={onClick}
        size="small"
        sx={{ bgcolor: 'background.paper' }}
      >
        {children}
      </IconButton>
    </Tooltip>
  );
}

/** Export for everyone (what they see, as PNG or SVG); clearing the board for administrators. */
export function BoardActions({ administrator, boardRef, onExport, onProblem }: Props) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const clear = async () => {
    setConfirming(false);
    const { architectureId, mode, boardId } = boardRef;
    try {
      await callApi(apiRoutes.whiteboard.clear, { params: { boardId }, query: { architectureId, mode } });
    } catch (error) {
      onProblem(error instanceof ApiError && error.errorId ? error.errorId : 'whiteboard.failed');
    }
  };
  return (
    <Stack direction="row" spacing={0.5}>
      <ActionButton
        label={t('whiteboard.exportPng')}
        testId="whiteboard-export-png"
        onClick={() => onExport('png')}
      >
        <ImageOutlined fontSize="small" />
      </ActionButton>
      <ActionButton
        label={t('whiteboard.exportSvg')}
        testId="whiteboard-export-svg"
        onClick={() => onExport('svg')}
      >
        <PolylineOutlined fontSize="small" />
      </ActionButton>
      {administrator && (
        <ActionButton
          label={t('whiteboard.clear')}
          testId="whiteboard-clear"
          onClick={() => setConfirming(true)}
        >
          <DeleteSweepOutlined fontSize="small" />
        </ActionButton>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('whiteboard.clearTitle')}
        text={t('whiteboard.clearText')}
        confirm={t('whiteboard.clearConfirm')}
        cancel={t('whiteboard.cancel')}
        onConfirm={() => void clear()}
        onClose={() => setConfirming(false)}
        testId="whiteboard-clear-dialog"
      />
    </Stack>
  );
}

import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { WidgetPresentation } from './widget-view.types';

type WidgetFrameProps = {
  presentation: WidgetPresentation;
  title: string;
  /** The area the visitor returns to (the embedded view's back control names it). */
  areaName: string;
  onClose: () => void;
  children: ReactNode;
};

/**
 * The frame of an opened widget: inline in place of the area's background (embedded), a modal
 * dialog sized for its content, or a large overlay over the area.
 */
export function WidgetFrame({ presentation, title, areaName, onClose, children }: WidgetFrameProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const small = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const titleId = useId();

  if (presentation === 'embedded') {
    return (
      <Box
        component="section"
        aria-labelledby={titleId}
        data-testid="widget-embedded"
        sx={{ flex: '1 1 0', minHeight: 360, display: 'flex', flexDirection: 'column', gap: 1 }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Button
            onClick={onClose}
            autoFocus
            startIcon={<ArrowBackIcon sx={{ '[dir=rtl] &': { transform: 'scaleX(-1)' } }} />}
          >
            {t('widget.backTo', { area: areaName })}
          </Button>
          <Typography id={titleId} variant="h6" component="h2">
            {title}
          </Typography>
        </Box>
        <Box sx={{ flex: '1 1 auto', minHeight: 0, display: 'flex', flexDirection: 'column' }}>
          {children}
        </Box>
      </Box>
    );
  }

  const overlay = presentation === 'overlay';
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      data-testid={overlay ? 'widget-overlay' : 'widget-dialog'}
      fullScreen={small}
      maxWidth={overlay ? false : 'lg'}
      fullWidth={overlay}
      slotProps={{
        paper: { sx: overlay && !small ? { height: 'calc(100% - 64px)' } : { minWidth: { sm: 360 } } },
      }}
    >
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {title}
      </DialogTitle>
      <IconButton
        onClick={onClose}
        aria-label={t('app.close')}
        sx={{ position: 'absolute', insetInlineEnd: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', p: overlay ? 0 : undefined }}>
        {children}
      </DialogContent>
    </Dialog>
  );
}

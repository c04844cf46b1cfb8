import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import FitWidthIcon from '@mui/icons-material/WidthFull';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type ReactElement, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clampPage } from './pdf-zoom';
import './pdf-texts';

type PdfToolbarProps = {
  page: number;
  pageCount: number;
  scale: number;
  fitWidth: boolean;
  onPage: (page: number) => void;
  onZoomIn: () => void;
  onZoomOut: () => void;
  onFitWidth: () => void;
};

type ToolButtonProps = {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  pressed?: boolean;
  icon: ReactElement;
};

function ToolButton(props: ToolButtonProps) {
  // The tooltip needs an element that takes pointer events even while the button is disabled.
  return (
    <Tooltip title={props.label}>
      <span>
        <IconButton
          aria-label={props.label}
          aria-pressed={props.pressed}
          onClick={props.onClick}
          disabled={props.disabled}
        >
          {props.icon}
        </IconButton>
      </span>
    </Tooltip>
  );
}

/** Page navigation (previous, next, a page number field) and zoom (out, in, fit to width). */
export function PdfToolbar(props: PdfToolbarProps) {
  const { page, pageCount, scale, fitWidth, onPage, onZoomIn, onZoomOut, onFitWidth } = props;
  const { t, i18n } = useTranslation();
  const [typed, setTyped] = useState(String(page));
  useEffect(() => setTyped(String(page)), [page]);

  const commit = () => {
    const next = clampPage(Number(typed), pageCount);
    if (next === undefined) setTyped(String(page));
    else {
      setTyped(String(next));
      if (next !== page) onPage(next);
    }
  };
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 0 }).format(
    scale,
  );

  return (
    <Box
      role="group"
      aria-label={t('pdf.controls')}
      sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 0.5 }}
    >
      <ToolButton
        label={t('pdf.previousPage')}
        onClick={() => onPage(page - 1)}
        disabled={page <= 1}
        icon={<NavigateBeforeIcon sx={{ '[dir=rtl] &': { transform: 'scaleX(-1)' } }} />}
      />
      <TextField
        size="small"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
        slotProps={{
          htmlInput: {
            inputMode: 'numeric',
            'aria-label': t('pdf.pageNumber'),
            'data-testid': 'pdf-page-input',
            sx: { width: '3.5ch', textAlign: 'center' },
          },
        }}
      />
      <Typography variant="body2" data-testid="pdf-page-count" sx={{ px: 0.5 }}>
        {t('pdf.pageCount', { total: pageCount })}
      </Typography>
      <ToolButton
        label={t('pdf.nextPage')}
        onClick={() => onPage(page + 1)}
        disabled={page >= pageCount}
        icon={<NavigateNextIcon sx={{ '[dir=rtl] &': { transform: 'scaleX(-1)' } }} />}
      />
      <Box sx={{ width: { xs: 4, sm: 16 } }} />
      <ToolButton label={t('pdf.zoomOut')} onClick={onZoomOut} icon={<ZoomOutIcon />} />
      <Typography
        variant="body2"
        aria-live="polite"
        data-testid="pdf-zoom-level"
        sx={{ minWidth: '5ch', textAlign: 'center' }}
      >
        {percent}
      </Typography>
      <ToolButton label={t('pdf.zoomIn')} onClick={onZoomIn} icon={<ZoomInIcon />} />
      <ToolButton label={t('pdf.fitWidth')} onClick={onFitWidth} pressed={fitWidth} icon={<FitWidthIcon />} />
    </Box>
  );
}

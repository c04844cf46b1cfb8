import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatClearIcon from '@mui/icons-material/FormatClear';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import InsertLinkIcon from '@mui/icons-material/InsertLink';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import { type KeyboardEvent, type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormatState } from './editor-commands';

export type ToolbarAction = 'bold' | 'italic' | 'h2' | 'h3' | 'bulleted' | 'numbered' | 'link' | 'clear';

type Tool = {
  action: ToolbarAction;
  icon: ReactNode;
  pressed?: (state: FormatState) => boolean;
  shortcut?: string;
};

const Level = ({ children }: { children: string }) => (
  <Box component="span" aria-hidden sx={{ fontWeight: 700, fontSize: 15, minWidth: 24 }}>
    {children}
  </Box>
);

const tools: Tool[] = [
  { action: 'bold', icon: <FormatBoldIcon />, pressed: (state) => state.bold, shortcut: 'B' },
  { action: 'italic', icon: <FormatItalicIcon />, pressed: (state) => state.italic, shortcut: 'I' },
  { action: 'h2', icon: <Level>H2</Level>, pressed: (state) => state.block === 'h2' },
  { action: 'h3', icon: <Level>H3</Level>, pressed: (state) => state.block === 'h3' },
  { action: 'bulleted', icon: <FormatListBulletedIcon />, pressed: (state) => state.unorderedList },
  { action: 'numbered', icon: <FormatListNumberedIcon />, pressed: (state) => state.orderedList },
  { action: 'link', icon: <InsertLinkIcon />, shortcut: 'K' },
  { action: 'clear', icon: <FormatClearIcon /> },
];

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

type Props = {
  label: string;
  controls: string;
  state: FormatState;
  onAction: (action: ToolbarAction) => void;
};

/**
 * The editor's formatting buttons as one ARIA toolbar: a single tab stop, arrow keys (mirrored in
 * right-to-left pages), Home and End move between the buttons. Clicking does not take the focus
 * from the text, so the selection being formatted stays.
 */
export function RichTextToolbar({ label, controls, state, onAction }: Props) {
  const { t } = useTranslation();
  const rtl = useTheme().direction === 'rtl';
  const [current, setCurrent] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const modifier = isMac() ? '⌘' : 'Ctrl+';

  const move = (event: KeyboardEvent) => {
    const count = tools.length;
    const targets: Record<string, number> = {
      [rtl ? 'ArrowLeft' : 'ArrowRight']: (current + 1) % count,
      [rtl ? 'ArrowRight' : 'ArrowLeft']: (current - 1 + count) % count,
      Home: 0,
      End: count - 1,
    };
    const next = targets[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setCurrent(next);
    buttons.current[next]?.focus();
  };

  return (
    <Box
      role="toolbar"
      aria-label={label}
      aria-controls={controls}
      onKeyDown={move}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, p: 0.5, borderBottom: 1, borderColor: 'divider' }}
    >
      {tools.map((tool, index) => {
        const name = t(`studio.legal.toolbar.${tool.action}`);
        const pressed = tool.pressed?.(state);
        return (
          <Tooltip key={tool.action} title={tool.shortcut ? `${name} (${modifier}${tool.shortcut})` : name}>
            <IconButton
              ref={(element) => {
                buttons.current[index] = element;
              }}
              size="small"
              aria-label={name}
              aria-pressed={pressed}
              aria-keyshortcuts={
                tool.shortcut ? `${isMac() ? 'Meta' : 'Control'}+${tool.shortcut}` : undefined
              }
              tabIndex={index === current ? 0 : -1}
              color={pressed ? 'primary' : 'default'}
              onMouseDown={(event) => event.preventDefault()}
              onFocus={() => setCurrent(index)}
              onClick={() => onAction(tool.action)}
              data-testid={`legal-tool-${tool.action}`}
              sx={pressed ? { bgcolor: 'action.selected' } : undefined}
            >
              {tool.icon}
            </IconButton>
          </Tooltip>
        );
      })}
    </Box>
  );
}

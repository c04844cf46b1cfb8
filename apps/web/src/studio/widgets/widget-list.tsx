import type { ContentWidget, IssuePath } from '@atrium/domain';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import { WidgetTypeIcon } from '../../features/area/widget-type-icon';
import { useIssueCount } from './use-own-issues';

type RowProps = {
  widget: ContentWidget;
  index: number;
  count: number;
  path: IssuePath;
  selected: boolean;
  onSelect: () => void;
  onMove: (to: number) => void;
  onRemove: () => void;
};

function WidgetRow({ widget, index, count, path, selected, onSelect, onMove, onRemove }: RowProps) {
  const { t } = useTranslation();
  const problems = useIssueCount([...path, index]);
  const name = widget.name || widget.id;
  const type = t(`studio.widgets.types.${widget.type}`);
  return (
    <ListItem
      disablePadding
      data-testid="widget-row"
      secondaryAction={
        <>
          <IconButton
            size="small"
            disabled={index === 0}
            aria-label={t('studio.widgets.list.moveUp', { name })}
            onClick={() => onMove(index - 1)}
          >
            <ArrowUpwardIcon fontSize="small" />
          </IconButton>
          <IconButton
            size="small"
            disabled={index === count - 1}
            aria-label={t('studio.widgets.list.moveDown', { name })}
            onClick={() => onMove(index + 1)}
          >
            <ArrowDownwardIcon fontSize="small" />
          </IconButton>
          <IconButton size="small" aria-label={t('studio.widgets.list.remove', { name })} onClick={onRemove}>
            <DeleteIcon fontSize="small" />
          </IconButton>
        </>
      }
    >
      <ListItemButton
        selected={selected}
        aria-current={selected ? 'true' : undefined}
        onClick={onSelect}
        sx={{ pr: 15 }}
      >
        <ListItemIcon sx={{ minWidth: 36 }}>
          <Box sx={{ width: 24, height: 24, display: 'flex' }} aria-hidden>
            <WidgetTypeIcon type={widget.type} />
          </Box>
        </ListItemIcon>
        <ListItemText
          primary={name}
          secondary={problems > 0 ? `${type} · ${t('studio.widgets.problems', { count: problems })}` : type}
          slotProps={{ secondary: { color: problems > 0 ? 'error' : 'text.secondary' } }}
        />
      </ListItemButton>
    </ListItem>
  );
}

type Props = {
  widgets: readonly ContentWidget[];
  /** The list's JSON path. */
  path: IssuePath;
  selectedId: string | undefined;
  labelId: string;
  onSelect: (widgetId: string) => void;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
};

/** The widgets in their order, with their type, problems, and buttons to reorder and remove them. */
export function WidgetList({ widgets, path, selectedId, labelId, onSelect, onMove, onRemove }: Props) {
  return (
    <List dense aria-labelledby={labelId} sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      {widgets.map((widget, index) => (
        <WidgetRow
          key={widget.id}
          widget={widget}
          index={index}
          count={widgets.length}
          path={path}
          selected={widget.id === selectedId}
          onSelect={() => onSelect(widget.id)}
          onMove={(to) => onMove(index, to)}
          onRemove={() => onRemove(index)}
        />
      ))}
    </List>
  );
}

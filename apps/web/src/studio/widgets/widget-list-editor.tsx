import type { ContentWidget, IssuePath, Venue, WidgetType } from '@atrium/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDraftStore } from '../draft/draft.store';
import { AddWidgetMenu } from './add-widget-menu';
import { moveItem } from './list-moves';
import { newWidget } from './new-widget';
import { useOwnIssues } from './use-own-issues';
import { editWidgetList } from './widget-editing';
import { WidgetEditor } from './widget-editor';
import { WidgetList } from './widget-list';

type Props = {
  architectureId: string;
  /** The list's JSON path, e.g. `['architectures', 0, 'areas', 2, 'contentWidgets']`. */
  path: IssuePath;
  /** Reads the list from a venue; inside an edit it is given the draft's copy, and the list it returns is changed. */
  select: (venue: Venue) => ContentWidget[];
  /** The widget being edited (e.g. from the URL); a click selects at once and calls `onSelect`. */
  selectedWidgetId?: string;
  onSelect?: (widgetId: string) => void;
};

/**
 * A list of widgets (an area's or the global ones): add one of any type, reorder, remove, and edit
 * the selected one's name and configurations. Placements are not edited here and are kept as they are.
 */
export function WidgetListEditor({ architectureId, path, select, selectedWidgetId, onSelect }: Props) {
  const { t } = useTranslation();
  const headingId = useId();
  const venue = useDraftStore((state) => state.venue);
  // A choice shows at once; `selectedWidgetId` (often the URL's) takes over when it follows.
  const [choice, setChoice] = useState<string>();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new selectedWidgetId is what ends the choice
  useEffect(() => setChoice(undefined), [selectedWidgetId]);
  const listProblems = useOwnIssues(path);
  const selectedId = choice ?? selectedWidgetId;
  if (!venue) return null;

  const widgets = select(venue);
  const selectedIndex = widgets.findIndex((widget) => widget.id === selectedId);
  const selected = widgets[selectedIndex];
  const choose = (widgetId: string) => {
    setChoice(widgetId);
    onSelect?.(widgetId);
  };

  const add = (type: WidgetType) => {
    let added: string | undefined;
    useDraftStore.getState().edit((draft) => {
      const widget = newWidget(type, draft, t(`studio.widgets.types.${type}`));
      select(draft).push(widget);
      added = widget.id;
    });
    if (added) choose(added);
  };

  const remove = (index: number) => {
    const removed = widgets[index];
    editWidgetList(select, (list) => void list.splice(index, 1));
    const neighbour = widgets[index + 1] ?? widgets[index - 1];
    if (removed?.id === selectedId && neighbour) choose(neighbour.id);
  };

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', lg: 'minmax(240px, 320px) 1fr' },
        alignItems: 'start',
      }}
    >
      <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 1 }}>
        <Typography variant="h6" component="h3" id={headingId}>
          {t('studio.widgets.list.heading', { count: widgets.length })}
        </Typography>
        {widgets.length === 0 ? (
          <Typography color="text.secondary">{t('studio.widgets.list.empty')}</Typography>
        ) : (
          <WidgetList
            widgets={widgets}
            path={path}
            selectedId={selectedId}
            labelId={headingId}
            onSelect={choose}
            onMove={(from, to) => editWidgetList(select, (list) => moveItem(list, from, to))}
            onRemove={remove}
          />
        )}
        {listProblems.map((problem) => (
          <Alert key={problem} severity="error">
            {problem}
          </Alert>
        ))}
        <Box>
          <AddWidgetMenu onAdd={add} />
        </Box>
      </Box>
      {selected ? (
        <WidgetEditor
          key={selected.id}
          architectureId={architectureId}
          venue={venue}
          widget={selected}
          path={[...path, selectedIndex]}
          select={select}
        />
      ) : (
        widgets.length > 0 && <Alert severity="info">{t('studio.widgets.editor.chooseOne')}</Alert>
      )}
    </Box>
  );
}

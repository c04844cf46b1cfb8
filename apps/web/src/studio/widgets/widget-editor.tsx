import type { ContentWidget, IssuePath, Venue, WidgetConfiguration } from '@atrium/domain';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WidgetTypeIcon } from '../../features/area/widget-type-icon';
import { ConfigurationPanel } from './configuration-panel';
import { IssueTextField } from './issue-text-field';
import { moveItem } from './list-moves';
import { copyConfiguration, newConfiguration } from './new-widget';
import { useOwnIssues } from './use-own-issues';
import { editConfiguration, editWidget, type WidgetListSelector } from './widget-editing';

type Props = {
  architectureId: string;
  venue: Venue;
  widget: ContentWidget;
  /** The widget's JSON path. */
  path: IssuePath;
  select: WidgetListSelector;
};

/** The selected widget: its name and its configurations, one open at a time. */
export function WidgetEditor({ architectureId, venue, widget, path, select }: Props) {
  const { t } = useTranslation();
  const problems = useOwnIssues(path);
  const [openId, setOpenId] = useState<string | undefined>(widget.configurations[0]?.id);
  const change = (recipe: (widget: ContentWidget) => void) => editWidget(select, widget.id, recipe);
  const typeName = t(`studio.widgets.types.${widget.type}`);

  const addConfiguration = () => {
    const configuration = newConfiguration(
      widget,
      venue,
      t('studio.widgets.configuration.newName', { number: widget.configurations.length + 1 }),
    );
    change((w) => void (w.configurations as WidgetConfiguration[]).push(configuration));
    setOpenId(configuration.id);
  };

  return (
    <Box component="section" aria-labelledby={`widget-editor-${widget.id}`} sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Box sx={{ width: 24, height: 24, display: 'flex' }} aria-hidden>
          <WidgetTypeIcon type={widget.type} />
        </Box>
        <Typography variant="h6" component="h3" id={`widget-editor-${widget.id}`}>
          {widget.name || widget.id}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {typeName}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <IssueTextField
          label={t('studio.widgets.editor.name')}
          helperText={t('studio.widgets.editor.nameHint')}
          path={[...path, 'name']}
          value={widget.name}
          onChange={(name) =>
            editWidget(
              select,
              widget.id,
              (w) => {
                w.name = name;
              },
              `widget-name:${widget.id}`,
            )
          }
          sx={{ flex: 1, minWidth: 220 }}
          slotProps={{ htmlInput: { 'data-testid': 'widget-name' } }}
        />
        <IssueTextField
          label={t('studio.widgets.editor.id')}
          path={[...path, 'id']}
          value={widget.id}
          onChange={() => undefined}
          fullWidth={false}
          sx={{ width: 200 }}
          slotProps={{ htmlInput: { readOnly: true } }}
        />
      </Box>
      {problems.map((problem) => (
        <Alert key={problem} severity="error">
          {problem}
        </Alert>
      ))}
      <Box sx={{ display: 'grid', gap: 1 }}>
        {widget.configurations.map((configuration, index) => (
          <ConfigurationPanel
            key={configuration.id}
            architectureId={architectureId}
            venue={venue}
            widget={widget}
            configuration={configuration}
            index={index}
            path={[...path, 'configurations', index]}
            expanded={openId === configuration.id}
            onExpand={(open) => setOpenId(open ? configuration.id : undefined)}
            update={(recipe, field) => editConfiguration(select, widget.id, configuration.id, recipe, field)}
            onMove={(to) => change((w) => moveItem(w.configurations as WidgetConfiguration[], index, to))}
            onCopy={() => {
              const copy = copyConfiguration(
                widget,
                configuration,
                t('studio.widgets.configuration.copyName', { name: configuration.name }),
              );
              change((w) => void (w.configurations as WidgetConfiguration[]).splice(index + 1, 0, copy));
              setOpenId(copy.id);
            }}
            onRemove={() => change((w) => void w.configurations.splice(index, 1))}
          />
        ))}
        {widget.configurations.length === 0 && (
          <Alert severity="warning">{t('studio.widgets.configuration.none')}</Alert>
        )}
        <Box>
          <Button startIcon={<AddIcon />} onClick={addConfiguration} data-testid="add-configuration">
            {t('studio.widgets.configuration.add')}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}

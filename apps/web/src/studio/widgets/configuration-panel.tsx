import type { ContentWidget, IssuePath, Venue, WidgetConfiguration, WidgetType } from '@atrium/domain';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/Delete';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { configForms } from './config-forms';
import { CookieProvidersField } from './cookie-providers-field';
import { IssueTextField } from './issue-text-field';
import { OpeningModeField } from './opening-mode-field';
import { TimeWindowFields, useStudioTimeZone } from './time-window-fields';
import { useIssueCount } from './use-own-issues';
import type { ConfigForm } from './widget-editing';

type Props = {
  architectureId: string;
  venue: Venue;
  widget: ContentWidget;
  configuration: WidgetConfiguration;
  index: number;
  /** The configuration's JSON path. */
  path: IssuePath;
  expanded: boolean;
  onExpand: (expanded: boolean) => void;
  update: (recipe: (configuration: WidgetConfiguration) => void, field?: string) => void;
  onMove: (to: number) => void;
  onCopy: () => void;
  onRemove: () => void;
};

function useWindowSummary(configuration: WidgetConfiguration): string {
  const { t, i18n } = useTranslation();
  const timeZone = useStudioTimeZone();
  const format = (iso: string) => {
    const instant = Date.parse(iso);
    if (Number.isNaN(instant)) return iso;
    return new Intl.DateTimeFormat(i18n.language, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone,
    }).format(instant);
  };
  const { begin, end } = configuration;
  if (begin && end)
    return t('studio.widgets.configuration.window.between', { begin: format(begin), end: format(end) });
  if (begin) return t('studio.widgets.configuration.window.from', { begin: format(begin) });
  if (end) return t('studio.widgets.configuration.window.until', { end: format(end) });
  return t('studio.widgets.configuration.window.always');
}

/** One configuration of a widget: its name, time window, opening, consent and the type's own settings. */
export function ConfigurationPanel(props: Props) {
  const { architectureId, venue, widget, configuration, index, path, expanded, onExpand, update } = props;
  const { t } = useTranslation();
  const summaryId = useId();
  const problems = useIssueCount(path);
  const summary = useWindowSummary(configuration);
  // The registry's forms each take their own type's configuration; this widget's type picks the matching one.
  const Form = configForms[widget.type] as ConfigForm<WidgetType>;
  const count = widget.configurations.length;
  const name = configuration.name || t('studio.widgets.configuration.untitled', { number: index + 1 });
  return (
    <Accordion
      expanded={expanded}
      onChange={(_event, open) => onExpand(open)}
      disableGutters
      variant="outlined"
      slotProps={{ heading: { component: 'h4' } }}
      data-testid="widget-configuration"
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} id={summaryId}>
        <Box sx={{ display: 'grid' }}>
          <Typography component="span">{name}</Typography>
          <Typography component="span" variant="caption" color={problems > 0 ? 'error' : 'text.secondary'}>
            {problems > 0 ? `${summary} · ${t('studio.widgets.problems', { count: problems })}` : summary}
          </Typography>
        </Box>
      </AccordionSummary>
      <AccordionDetails sx={{ display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
          <IssueTextField
            label={t('studio.widgets.configuration.name')}
            path={[...path, 'name']}
            value={configuration.name}
            onChange={(text) =>
              update((c) => {
                c.name = text;
              }, 'name')
            }
            sx={{ flex: 1, minWidth: 200 }}
          />
          <IssueTextField
            label={t('studio.widgets.configuration.id')}
            path={[...path, 'id']}
            value={configuration.id}
            onChange={() => undefined}
            slotProps={{ htmlInput: { readOnly: true } }}
            fullWidth={false}
            sx={{ width: 200 }}
          />
        </Box>
        <TimeWindowFields
          openEnded
          begin={configuration.begin}
          end={configuration.end}
          path={path}
          onChange={(bound, iso) =>
            update((c) => {
              if (iso === undefined) delete c[bound];
              else c[bound] = iso;
            })
          }
        />
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          <OpeningModeField
            value={configuration.linkOpeningMode}
            optional={widget.type === 'PRESENCE_LIST'}
            path={[...path, 'linkOpeningMode']}
            onChange={(mode) =>
              update((c) => {
                if (mode === undefined) delete c.linkOpeningMode;
                else c.linkOpeningMode = mode;
              })
            }
          />
          <CookieProvidersField
            value={configuration.cookieProviders}
            providers={venue.architectures[0]?.cookieProviders ?? []}
            path={[...path, 'cookieProviders']}
            onChange={(ids) =>
              update((c) => {
                c.cookieProviders = ids;
              })
            }
          />
        </Box>
        <Form
          architectureId={architectureId}
          venue={venue}
          configuration={configuration}
          path={path}
          update={update}
        />
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }} role="group" aria-labelledby={summaryId}>
          <Button
            size="small"
            color="inherit"
            startIcon={<ArrowUpwardIcon />}
            disabled={index === 0}
            onClick={() => props.onMove(index - 1)}
          >
            {t('studio.widgets.configuration.moveUp')}
          </Button>
          <Button
            size="small"
            color="inherit"
            startIcon={<ArrowDownwardIcon />}
            disabled={index === count - 1}
            onClick={() => props.onMove(index + 1)}
          >
            {t('studio.widgets.configuration.moveDown')}
          </Button>
          <Button size="small" color="inherit" startIcon={<ContentCopyIcon />} onClick={props.onCopy}>
            {t('studio.widgets.configuration.copy')}
          </Button>
          <Button
            size="small"
            color="error"
            startIcon={<DeleteIcon />}
            disabled={count === 1}
            onClick={props.onRemove}
          >
            {t('studio.widgets.configuration.remove')}
          </Button>
        </Box>
      </AccordionDetails>
    </Accordion>
  );
}

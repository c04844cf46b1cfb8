import { type Area, localizedText } from '@atrium/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { setOptionalText } from '../field-values';
import { IssueTextField } from '../issue-text-field';
import { useOwnIssues } from '../use-own-issues';
import type { ConfigFormProps } from '../widget-editing';

type TargetKind = 'venue' | 'url';

/** A link: to an area and/or one of its views, or to a web address. */
export function LinkConfigForm({ venue, configuration, path, update }: ConfigFormProps<'LINK'>) {
  const { t, i18n } = useTranslation();
  const legendId = useId();
  const problems = useOwnIssues(path);
  const areas = venue.architectures[0]?.areas ?? [];
  // An area's widget may link to a view of its own area without naming it; a global widget has no area.
  const ownArea = path[2] === 'areas' && typeof path[3] === 'number' ? areas[path[3]] : undefined;
  const kind: TargetKind = configuration.url !== undefined ? 'url' : 'venue';
  const targetArea: Area | undefined =
    configuration.targetAreaId === undefined
      ? ownArea
      : areas.find((area) => area.id === configuration.targetAreaId);
  const areaName = (area: Area) => localizedText(area.names, i18n.language) || area.id;

  const chooseKind = (next: TargetKind) =>
    update((c) => {
      if (next === 'url') {
        delete c.targetAreaId;
        delete c.targetViewpointId;
        c.url = 'https://';
      } else {
        delete c.url;
        c.targetAreaId = ownArea?.id ?? areas[0]?.id;
      }
    });

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <FormControl>
        <FormLabel id={legendId}>{t('studio.widgets.link.target')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby={legendId}
          value={kind}
          onChange={(event) => chooseKind(event.target.value as TargetKind)}
        >
          <FormControlLabel value="venue" control={<Radio />} label={t('studio.widgets.link.targetVenue')} />
          <FormControlLabel value="url" control={<Radio />} label={t('studio.widgets.link.targetUrl')} />
        </RadioGroup>
      </FormControl>
      {kind === 'venue' ? (
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <IssueTextField
            select
            fullWidth={false}
            sx={{ minWidth: 220 }}
            label={t('studio.widgets.link.area')}
            path={[...path, 'targetAreaId']}
            value={configuration.targetAreaId ?? ''}
            onChange={(areaId) =>
              update((c) => {
                setOptionalText(c, 'targetAreaId', areaId);
                delete c.targetViewpointId;
              })
            }
          >
            <MenuItem value="" disabled={!ownArea}>
              {ownArea
                ? t('studio.widgets.link.ownArea', { name: areaName(ownArea) })
                : t('studio.widgets.link.chooseArea')}
            </MenuItem>
            {configuration.targetAreaId && !areas.some((area) => area.id === configuration.targetAreaId) && (
              <MenuItem value={configuration.targetAreaId} disabled>
                {configuration.targetAreaId}
              </MenuItem>
            )}
            {areas.map((area) => (
              <MenuItem key={area.id} value={area.id}>
                {areaName(area)}
              </MenuItem>
            ))}
          </IssueTextField>
          <IssueTextField
            select
            fullWidth={false}
            sx={{ minWidth: 220 }}
            label={t('studio.widgets.link.viewpoint')}
            path={[...path, 'targetViewpointId']}
            value={configuration.targetViewpointId ?? ''}
            onChange={(viewpointId) => update((c) => setOptionalText(c, 'targetViewpointId', viewpointId))}
          >
            <MenuItem value="">{t('studio.widgets.link.defaultViewpoint')}</MenuItem>
            {configuration.targetViewpointId &&
              !targetArea?.viewPoints.some(
                (viewpoint) => viewpoint.id === configuration.targetViewpointId,
              ) && (
                <MenuItem value={configuration.targetViewpointId} disabled>
                  {configuration.targetViewpointId}
                </MenuItem>
              )}
            {targetArea?.viewPoints.map((viewpoint) => (
              <MenuItem key={viewpoint.id} value={viewpoint.id}>
                {viewpoint.id}
              </MenuItem>
            ))}
          </IssueTextField>
        </Box>
      ) : (
        <IssueTextField
          type="url"
          label={t('studio.widgets.link.url')}
          path={[...path, 'url']}
          value={configuration.url ?? ''}
          onChange={(text) =>
            update((c) => {
              c.url = text.trim();
            }, 'url')
          }
        />
      )}
      {problems.map((problem) => (
        <Alert key={problem} severity="error">
          {problem}
        </Alert>
      ))}
    </Box>
  );
}

import { localizedText, type Venue } from '@atrium/domain';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { draftArchitecture } from '../draft/draft.store';
import { studioPath } from '../shell/studio-sections';
import { WidgetListEditor } from '../widgets/widget-list-editor';
import { AreaDetails } from './area-details';
import { HotspotEditor } from './hotspot-editor';
import { ViewpointList } from './viewpoint-list';

type Props = { architectureId: string; venue: Venue; areaId: string };

function Part({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  const headingId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ display: 'grid', gap: 2 }}
      data-testid={testId}
    >
      <Typography variant="h6" component="h3" id={headingId}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** `/studio/areas/<areaId>`: one area's texts, view mode, viewpoints, widgets and hotspots. */
export function AreaEditor({ architectureId, venue, areaId }: Props) {
  const { t, i18n } = useTranslation();
  const architecture = draftArchitecture(venue);
  const areaIndex = architecture.areas.findIndex((candidate) => candidate.id === areaId);
  const area = architecture.areas[areaIndex];
  const [selectedWidgetId, setSelectedWidgetId] = useState<string>();

  const back = (
    <Button
      component={RouterLink}
      to={studioPath('areas')}
      startIcon={<ArrowBackIcon />}
      sx={{ justifySelf: 'start' }}
    >
      {t('studio.areas.back')}
    </Button>
  );
  if (!area) {
    return (
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="h5" component="h2">
          {t('studio.areas.title')}
        </Typography>
        <Alert severity="warning">{t('studio.areas.notFound', { id: areaId })}</Alert>
        {back}
      </Box>
    );
  }

  const name = localizedText(area.names, i18n.language) || area.id;
  return (
    <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }} data-testid="area-editor">
      {back}
      <Typography variant="h5" component="h2">
        {t('studio.areas.editTitle', { name })}
      </Typography>
      <Part title={t('studio.areas.parts.details')} testId="area-details">
        <AreaDetails area={area} areaIndex={areaIndex} />
      </Part>
      <Divider />
      <Part title={t('studio.areas.parts.viewpoints')} testId="area-viewpoints">
        <ViewpointList architectureId={architectureId} area={area} areaIndex={areaIndex} />
      </Part>
      <Divider />
      <WidgetListEditor
        architectureId={architectureId}
        path={['architectures', 0, 'areas', areaIndex, 'contentWidgets']}
        select={(draft: Venue) =>
          draftArchitecture(draft).areas.find((candidate) => candidate.id === area.id)?.contentWidgets ?? []
        }
        selectedWidgetId={selectedWidgetId}
        onSelect={setSelectedWidgetId}
      />
      <Divider />
      {area.viewPoints.length > 0 && (
        <Part title={t('studio.areas.parts.hotspots')} testId="area-hotspots">
          <HotspotEditor
            key={area.id}
            architecture={architecture}
            area={area}
            selectedWidgetId={selectedWidgetId}
            onSelectWidget={setSelectedWidgetId}
          />
        </Part>
      )}
    </Box>
  );
}

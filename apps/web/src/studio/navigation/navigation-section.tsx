import { localizedText } from '@atrium/domain';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { draftArchitecture, useDraftStore } from '../draft/draft.store';
import type { SectionProps } from '../shell/studio-sections';
import { IssueSwitch } from '../widgets/issue-switch';
import { IssueTextField } from '../widgets/issue-text-field';
import { FloorplanEditor } from './floorplan-editor';
import { WidgetIconsEditor } from './widget-icons-editor';

/** How attendees find their way: the area links of the menu, the area they arrive in, and the widgets' icons. */
export function Section({ architectureId, venue }: SectionProps) {
  const { t, i18n } = useTranslation();
  const architecture = draftArchitecture(venue);
  const edit = useDraftStore.getState().edit;
  const known = architecture.areas.some((area) => area.id === architecture.defaultAreaId);
  return (
    <Box sx={{ display: 'grid', gap: 3, maxWidth: 960 }}>
      <Typography variant="h5" component="h2">
        {t('studio.navigation.title')}
      </Typography>
      <Box component="section" aria-labelledby="navigation-general" sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="h6" component="h3" id="navigation-general">
          {t('studio.navigation.general')}
        </Typography>
        <IssueSwitch
          label={t('studio.navigation.globalNavigation')}
          helperText={t('studio.navigation.globalNavigationHint')}
          path={['architectures', 0, 'globalNavigationEnabled']}
          checked={architecture.globalNavigationEnabled}
          onChange={(enabled) =>
            edit((draft) => {
              draftArchitecture(draft).globalNavigationEnabled = enabled;
            })
          }
          data-testid="global-navigation"
        />
        <IssueTextField
          select
          fullWidth={false}
          sx={{ maxWidth: 360 }}
          label={t('studio.navigation.defaultArea')}
          helperText={t('studio.navigation.defaultAreaHint')}
          path={['architectures', 0, 'defaultAreaId']}
          value={architecture.defaultAreaId}
          onChange={(areaId) =>
            edit((draft) => {
              draftArchitecture(draft).defaultAreaId = areaId;
            })
          }
          slotProps={{ htmlInput: { 'data-testid': 'default-area' } }}
        >
          {!known && (
            <MenuItem value={architecture.defaultAreaId} disabled>
              {architecture.defaultAreaId || t('studio.navigation.noDefaultArea')}
            </MenuItem>
          )}
          {architecture.areas.map((area) => (
            <MenuItem key={area.id} value={area.id}>
              {localizedText(area.names, i18n.language) || area.id}
            </MenuItem>
          ))}
        </IssueTextField>
      </Box>
      <Divider />
      <FloorplanEditor venue={venue} />
      <Divider />
      <WidgetIconsEditor architectureId={architectureId} venue={venue} />
    </Box>
  );
}

import { localizedText } from '@atrium/domain';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDraftStore } from '../draft/draft.store';
import { type SectionId, sectionIds, studioPath } from './studio-sections';

const NO_AREAS: never[] = [];

/** The sections, with the areas listed under theirs. */
export function StudioNav({ section, item }: { section: SectionId; item: string | undefined }) {
  const { t, i18n } = useTranslation();
  const areas = useDraftStore((state) => state.venue?.architectures[0]?.areas) ?? NO_AREAS;
  return (
    <Box
      component="nav"
      aria-label={t('studio.nav.label')}
      sx={{ width: 220, flexShrink: 0, borderInlineEnd: 1, borderColor: 'divider', overflow: 'auto' }}
    >
      <List dense>
        {sectionIds.map((id) => (
          <li key={id}>
            <ListItemButton
              component={Link}
              to={studioPath(id)}
              selected={section === id && !item}
              aria-current={section === id ? 'page' : undefined}
            >
              <ListItemText primary={t(`studio.nav.${id}`)} />
            </ListItemButton>
            {id === 'areas' && areas.length > 0 && (
              <List dense disablePadding>
                {areas.map((area) => (
                  <li key={area.id}>
                    <ListItemButton
                      component={Link}
                      to={studioPath('areas', area.id)}
                      selected={section === 'areas' && item === area.id}
                      sx={{ pl: 4 }}
                    >
                      <ListItemText primary={localizedText(area.names, i18n.language) || area.id} />
                    </ListItemButton>
                  </li>
                ))}
              </List>
            )}
          </li>
        ))}
      </List>
    </Box>
  );
}

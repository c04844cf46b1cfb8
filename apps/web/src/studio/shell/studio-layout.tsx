import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { type ComponentType, lazy, Suspense, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDraftStore } from '../draft/draft.store';
import { usePreviewStore } from '../preview/preview.store';
import { PreviewPane } from '../preview/preview-pane';
import { ConflictDialog } from './conflict-dialog';
import { StudioNav } from './studio-nav';
import { type SectionId, type SectionProps, sectionIds, studioSections } from './studio-sections';
import { StudioTopBar } from './studio-top-bar';
import { useUndoKeys } from './use-undo-keys';

const lazySections = new Map<SectionId, ComponentType<SectionProps>>(
  sectionIds.map((id) => [id, lazy(async () => ({ default: (await studioSections[id]()).Section }))]),
);

/** The studio's frame: top bar, navigation, the open section, and the preview beside it. */
export function StudioLayout({ section, item }: { section: SectionId; item: string | undefined }) {
  const { t } = useTranslation();
  const venue = useDraftStore((state) => state.venue);
  const architectureId = useDraftStore((state) => state.architectureId);
  const previewOpen = usePreviewStore((state) => state.open);
  const Section = lazySections.get(section)!;
  useUndoKeys();

  // The preview follows the area being edited; elsewhere it stays on the last one shown.
  const setAreaId = usePreviewStore((state) => state.setAreaId);
  const areaIds = useMemo(() => venue?.architectures[0]?.areas.map((area) => area.id) ?? [], [venue]);
  useEffect(() => {
    if (section === 'areas' && item && areaIds.includes(item)) setAreaId(item);
  }, [section, item, areaIds, setAreaId]);

  const needsDraft = section !== 'overview' && section !== 'login';
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100vh', bgcolor: 'background.default' }}>
      <StudioTopBar />
      <Box sx={{ display: 'flex', flex: 1, minHeight: 0 }}>
        <StudioNav section={section} item={item} />
        <Box component="main" sx={{ flex: 1, minWidth: 0, overflow: 'auto', p: 3 }} data-testid="studio-main">
          <Suspense fallback={<CircularProgress aria-label={t('studio.loading')} />}>
            {needsDraft && (!venue || !architectureId) ? (
              <Alert severity="info">{t('studio.noVenue')}</Alert>
            ) : (
              <Section architectureId={architectureId ?? ''} venue={venue!} />
            )}
          </Suspense>
        </Box>
        {previewOpen && venue && architectureId && <PreviewPane architectureId={architectureId} />}
      </Box>
      <ConflictDialog />
    </Box>
  );
}

import { type Venue, type WidgetType, widgetTypes } from '@atrium/domain';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { WidgetTypeIcon } from '../../features/area/widget-type-icon';
import { draftArchitecture, useDraftStore } from '../draft/draft.store';
import { AssetPicker } from '../widgets/asset-picker';
import { DraftAssetImage } from './draft-asset-image';
import { removeWidgetIcon, setWidgetIcon } from './navigation-edits';

const ICON_SIZE = 32;

function IconRow({
  architectureId,
  venue,
  type,
}: {
  architectureId: string;
  venue: Venue;
  type: WidgetType;
}) {
  const { t } = useTranslation();
  const icons = draftArchitecture(venue).icons;
  const index = icons.findIndex((icon) => icon.type === type);
  const assetId = icons[index]?.assetId;
  const asset = assetId ? venue.assets.find((item) => item.id === assetId) : undefined;
  const typeName = t(`studio.widgets.types.${type}`);
  const change = (recipe: (icons: Venue['architectures'][number]['icons']) => void) =>
    useDraftStore.getState().edit((draft) => recipe(draftArchitecture(draft).icons));
  return (
    <Box
      component="li"
      sx={{
        display: 'grid',
        gridTemplateColumns: '40px 40px minmax(120px, 180px) 1fr auto',
        gap: 2,
        alignItems: 'center',
      }}
      data-testid={`widget-icon-${type}`}
    >
      <Box sx={{ width: 24, height: 24, display: 'flex' }} aria-hidden>
        <WidgetTypeIcon type={type} />
      </Box>
      <Box sx={{ width: ICON_SIZE, height: ICON_SIZE, display: 'flex' }}>
        {asset && <DraftAssetImage asset={asset} size={ICON_SIZE} />}
      </Box>
      <Typography>{typeName}</Typography>
      <AssetPicker
        architectureId={architectureId}
        venue={venue}
        optional
        accept="image/*"
        label={t('studio.navigation.icons.asset', { type: typeName })}
        uploadLabel={t('studio.navigation.icons.upload')}
        value={assetId}
        path={['architectures', 0, 'icons', index === -1 ? icons.length : index, 'assetId']}
        onChange={(chosen) =>
          change((list) => (chosen ? setWidgetIcon(list, type, chosen) : removeWidgetIcon(list, type)))
        }
      />
      <IconButton
        aria-label={t('studio.navigation.icons.remove', { type: typeName })}
        disabled={index === -1}
        onClick={() => change((list) => removeWidgetIcon(list, type))}
      >
        <DeleteIcon />
      </IconButton>
    </Box>
  );
}

/** The venue's own icon for each widget type, drawn on hotspots instead of the built-in one. */
export function WidgetIconsEditor({ architectureId, venue }: { architectureId: string; venue: Venue }) {
  const { t } = useTranslation();
  return (
    <Box component="section" aria-labelledby="navigation-icons" sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="h6" component="h3" id="navigation-icons">
        {t('studio.navigation.icons.heading')}
      </Typography>
      <Typography color="text.secondary">{t('studio.navigation.icons.intro')}</Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
        {widgetTypes.map((type) => (
          <IconRow key={type} architectureId={architectureId} venue={venue} type={type} />
        ))}
      </Box>
    </Box>
  );
}

import { type AreaPosition, localizedText, type Venue } from '@atrium/domain';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutline';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { draftArchitecture, useDraftStore } from '../draft/draft.store';
import { useFieldIssue } from '../fields/use-field-issue';
import { IssueSwitch } from '../widgets/issue-switch';
import { moveItem } from '../widgets/list-moves';
import { addAreaPosition, areasOutsideFloorplan } from './navigation-edits';

const positionsPath = ['architectures', 0, 'floorplan', 'areaPositions'] as const;

const changePositions = (recipe: (positions: AreaPosition[]) => void) =>
  useDraftStore.getState().edit((draft) => recipe(draftArchitecture(draft).floorplan.areaPositions));

type RowProps = { position: AreaPosition; index: number; count: number; name: string | undefined };

function PositionRow({ position, index, count, name }: RowProps) {
  const { t } = useTranslation();
  const issue = useFieldIssue([...positionsPath, index, 'areaId']);
  const label = name ?? position.areaId;
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        flexWrap: 'wrap',
        py: 0.5,
        borderBottom: 1,
        borderColor: 'divider',
      }}
      data-testid="floorplan-position"
    >
      <Box sx={{ flex: 1, minWidth: 160 }}>
        <Typography>{label}</Typography>
        {issue && (
          <Typography variant="caption" color="error">
            {issue}
          </Typography>
        )}
      </Box>
      <IssueSwitch
        label={t('studio.navigation.floorplan.visible')}
        aria-label={t('studio.navigation.floorplan.visibleOf', { name: label })}
        path={[...positionsPath, index, 'visible']}
        checked={position.visible}
        onChange={(visible) =>
          changePositions((positions) => {
            if (positions[index]) positions[index].visible = visible;
          })
        }
      />
      <IconButton
        disabled={index === 0}
        aria-label={t('studio.navigation.floorplan.moveUp', { name: label })}
        onClick={() => changePositions((positions) => moveItem(positions, index, index - 1))}
      >
        <ArrowUpwardIcon />
      </IconButton>
      <IconButton
        disabled={index === count - 1}
        aria-label={t('studio.navigation.floorplan.moveDown', { name: label })}
        onClick={() => changePositions((positions) => moveItem(positions, index, index + 1))}
      >
        <ArrowDownwardIcon />
      </IconButton>
      <IconButton
        aria-label={t('studio.navigation.floorplan.remove', { name: label })}
        onClick={() => changePositions((positions) => void positions.splice(index, 1))}
      >
        <RemoveCircleOutlineIcon />
      </IconButton>
    </Box>
  );
}

/** Which areas the venue's navigation lists, in which order, and whether each is shown. */
export function FloorplanEditor({ venue }: { venue: Venue }) {
  const { t, i18n } = useTranslation();
  const architecture = draftArchitecture(venue);
  const positions = architecture.floorplan.areaPositions;
  const outside = areasOutsideFloorplan(architecture);
  const nameOf = (areaId: string) => {
    const area = architecture.areas.find((item) => item.id === areaId);
    return area ? localizedText(area.names, i18n.language) || area.id : undefined;
  };
  return (
    <Box component="section" aria-labelledby="navigation-floorplan" sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="h6" component="h3" id="navigation-floorplan">
        {t('studio.navigation.floorplan.heading')}
      </Typography>
      <Typography color="text.secondary">{t('studio.navigation.floorplan.intro')}</Typography>
      {positions.length === 0 ? (
        <Alert severity="info">{t('studio.navigation.floorplan.empty')}</Alert>
      ) : (
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-labelledby="navigation-floorplan">
          {positions.map((position, index) => (
            <PositionRow
              // biome-ignore lint/suspicious/noArrayIndexKey: an area may be listed twice by mistake; the row is its place
              key={`${index}-${position.areaId}`}
              position={position}
              index={index}
              count={positions.length}
              name={nameOf(position.areaId)}
            />
          ))}
        </Box>
      )}
      {outside.length > 0 && (
        <TextField
          select
          size="small"
          label={t('studio.navigation.floorplan.add')}
          value=""
          onChange={(event) => changePositions((list) => addAreaPosition(list, event.target.value))}
          sx={{ maxWidth: 360 }}
          data-testid="floorplan-add"
        >
          {outside.map((area) => (
            <MenuItem key={area.id} value={area.id}>
              {localizedText(area.names, i18n.language) || area.id}
            </MenuItem>
          ))}
        </TextField>
      )}
    </Box>
  );
}

import { formatIssuePath } from '@atrium/domain';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useDraftStore } from '../draft/draft.store';
import { useIssueText } from '../fields/issue-text';
import { useFieldError } from '../fields/use-field-issue';
import type { Hotspot, Spot } from './hotspot-edits';
import { spotOf } from './hotspot-edits';
import { type Box as BoxSpot, type Direction, fitDirection, withBoxField } from './hotspot-geometry';

type Props = {
  hotspot: Hotspot;
  /** `field` names the field typed in, so typing one value is one undo step. */
  onChange: (spot: Spot, field: string) => void;
  onRemove: () => void;
};

type NumberFieldProps = {
  hotspot: Hotspot;
  field: string;
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  onValue: (value: number) => void;
};

function NumberField({ hotspot, field, label, value, min, max, step, onValue }: NumberFieldProps) {
  const errorProps = useFieldError([...hotspot.path, field]);
  return (
    <TextField
      size="small"
      type="number"
      label={label}
      value={Math.round(value * 100) / 100}
      onChange={(event) => {
        const number = Number.parseFloat(event.target.value);
        if (Number.isFinite(number)) onValue(number);
      }}
      slotProps={{ htmlInput: { min, max, step } }}
      sx={{ width: 130 }}
      {...errorProps}
      data-testid={`hotspot-field-${field}`}
    />
  );
}

/**
 * The selected hotspot's exact position, as numbers (a 2D box in percent of the picture, a 360°
 * direction in degrees), clamped to what is valid as they are typed; and removing it.
 */
export function HotspotFields({ hotspot, onChange, onRemove }: Props) {
  const { t } = useTranslation();
  // Problems of the placement as a whole (its kind, its viewpoint); the numbers show their own.
  const issueText = useIssueText();
  const placementIssue = issueText(
    useDraftStore((state) => {
      const own = formatIssuePath(hotspot.path);
      return state.issues.find((issue) => issue.path === own || issue.path === `${own}.viewpointId`);
    }),
  );
  const spot = spotOf(hotspot.placement);
  const name = hotspot.widget.name || hotspot.widget.id;

  const boxFields = (box: BoxSpot) =>
    (['x', 'y', 'width', 'height'] as const).map((field) => (
      <NumberField
        key={field}
        hotspot={hotspot}
        field={field}
        label={t(`studio.areas.hotspots.fields.${field}`)}
        value={box[field] * 100}
        min={0}
        max={100}
        step={0.1}
        onValue={(percent) => onChange(withBoxField(box, field, percent / 100), field)}
      />
    ));
  const directionFields = (direction: Direction) =>
    (['yaw', 'pitch'] as const).map((field) => (
      <NumberField
        key={field}
        hotspot={hotspot}
        field={field}
        label={t(`studio.areas.hotspots.fields.${field}`)}
        value={direction[field]}
        min={field === 'yaw' ? -180 : -90}
        max={field === 'yaw' ? 180 : 90}
        step={1}
        onValue={(degrees) => onChange(fitDirection({ ...direction, [field]: degrees }), field)}
      />
    ));

  return (
    <Box
      component="section"
      aria-label={t('studio.areas.hotspots.selected', { name })}
      sx={{ display: 'grid', gap: 1.5 }}
      data-testid="hotspot-fields"
    >
      <Typography variant="subtitle2" component="p">
        {t('studio.areas.hotspots.selected', { name })}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        {'yaw' in spot ? directionFields(spot) : boxFields(spot as BoxSpot)}
        <Button color="error" startIcon={<DeleteIcon />} onClick={onRemove} data-testid="hotspot-remove">
          {t('studio.areas.hotspots.remove')}
        </Button>
      </Box>
      {placementIssue && (
        <Typography color="error" variant="body2" role="alert">
          {placementIssue}
        </Typography>
      )}
    </Box>
  );
}

import type { Architecture, Area } from '@atrium/domain';
import AddLocationAltIcon from '@mui/icons-material/AddLocationAlt';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { backgroundAssetId, currentViewpoint } from '../../features/area/placement';
import { draftArchitecture, useDraftStore } from '../draft/draft.store';
import { placeableWidgets } from './area-edits';
import { HotspotCanvas } from './hotspot-canvas';
import {
  type Hotspot,
  hotspotKey,
  hotspotsOn,
  moveHotspot,
  placeWidget,
  removeHotspot,
  type Spot,
} from './hotspot-edits';
import { HotspotFields } from './hotspot-fields';
import { boxAround } from './hotspot-geometry';

type Props = {
  architecture: Architecture;
  area: Area;
  /** The widget whose hotspot is drawn (shared with the area's widget list). */
  selectedWidgetId: string | undefined;
  onSelectWidget: (widgetId: string | undefined) => void;
};

/**
 * Places the area's widgets (and global ones) on a viewpoint's picture: choose a widget, then draw
 * its hotspot; select a hotspot to move it by pointer, keys or numbers. Every change is one undo step.
 */
export function HotspotEditor({ architecture, area, selectedWidgetId, onSelectWidget }: Props) {
  const { t } = useTranslation();
  const hintId = useId();
  const root = useRef<HTMLDivElement>(null);
  const [viewpointId, setViewpointId] = useState(area.defaultViewpointId);
  const [selectedKey, setSelectedKey] = useState<string>();
  const viewpoint = currentViewpoint(area, viewpointId);
  const panorama = area.viewMode === 'VIEW_360D';
  const hotspots = hotspotsOn(architecture, area.id, viewpoint.id);
  const widgets = placeableWidgets(architecture, area);
  const chosen = widgets.find((widget) => widget.id === selectedWidgetId);
  const selected = hotspots.find((hotspot) => hotspotKey(hotspot.widget.id, hotspot.index) === selectedKey);
  const globalIds = new Set(architecture.globalWidgets.map((widget) => widget.id));
  const mode = panorama ? 'panorama' : 'flat';
  const edit = useDraftStore.getState().edit;

  const focusLater = (key: string | undefined) =>
    requestAnimationFrame(() => {
      const target = key
        ? root.current?.querySelector<HTMLElement>(`[data-hotspot-key="${CSS.escape(key)}"]`)
        : root.current?.querySelector<HTMLElement>('[data-testid="hotspot-canvas"]');
      target?.focus();
    });
  const select = (key: string | undefined) => {
    setSelectedKey(key);
    const hotspot = hotspots.find((candidate) => hotspotKey(candidate.widget.id, candidate.index) === key);
    if (hotspot) onSelectWidget(hotspot.widget.id);
  };
  const draw = (spot: Spot) => {
    if (!chosen) return;
    let index = -1;
    edit((venue) => {
      index = placeWidget(draftArchitecture(venue), area.id, chosen.id, viewpoint.id, spot);
    });
    if (index < 0) return;
    const key = hotspotKey(chosen.id, index);
    setSelectedKey(key);
    focusLater(key);
  };
  const move = (hotspot: Hotspot, spot: Spot, coalesceKey?: string) =>
    edit(
      (venue) => moveHotspot(draftArchitecture(venue), area.id, hotspot.widget.id, hotspot.index, spot),
      coalesceKey,
    );
  const remove = (hotspot: Hotspot) => {
    edit((venue) => removeHotspot(draftArchitecture(venue), area.id, hotspot.widget.id, hotspot.index));
    setSelectedKey(undefined);
    focusLater(undefined);
  };
  const placedCount = (widgetId: string) =>
    hotspots.filter((hotspot) => hotspot.widget.id === widgetId).length;
  const option = (widget: (typeof widgets)[number]) => (
    <option key={widget.id} value={widget.id}>
      {widget.name || widget.id}
      {placedCount(widget.id) > 0
        ? ` — ${t('studio.areas.hotspots.placed', { count: placedCount(widget.id) })}`
        : ''}
    </option>
  );

  return (
    <Box ref={root} sx={{ display: 'grid', gap: 2 }}>
      <Typography color="text.secondary">{t(`studio.areas.hotspots.intro.${mode}`)}</Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        {area.viewPoints.length > 1 && (
          <TextField
            select
            size="small"
            label={t('studio.areas.hotspots.viewpoint')}
            value={viewpoint.id}
            onChange={(event) => {
              setViewpointId(event.target.value);
              setSelectedKey(undefined);
            }}
            slotProps={{
              select: { native: true },
              inputLabel: { shrink: true },
              htmlInput: { 'data-testid': 'hotspot-viewpoint-select' },
            }}
            sx={{ minWidth: 200 }}
          >
            {area.viewPoints.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.id}
              </option>
            ))}
          </TextField>
        )}
        <TextField
          select
          size="small"
          label={t('studio.areas.hotspots.widget')}
          value={chosen?.id ?? ''}
          onChange={(event) => onSelectWidget(event.target.value || undefined)}
          slotProps={{
            select: { native: true },
            inputLabel: { shrink: true },
            htmlInput: { 'data-testid': 'hotspot-widget-select' },
          }}
          sx={{ minWidth: 260 }}
        >
          <option value="">{t('studio.areas.hotspots.noWidget')}</option>
          {area.contentWidgets.length > 0 && (
            <optgroup label={t('studio.areas.hotspots.areaWidgets')}>
              {area.contentWidgets.map(option)}
            </optgroup>
          )}
          {architecture.globalWidgets.length > 0 && (
            <optgroup label={t('studio.areas.hotspots.globalWidgets')}>
              {architecture.globalWidgets.map(option)}
            </optgroup>
          )}
        </TextField>
        <Button
          startIcon={<AddLocationAltIcon />}
          disabled={!chosen}
          onClick={() => draw(panorama ? { yaw: 0, pitch: 0 } : boxAround({ x: 0.5, y: 0.5 }))}
          data-testid="hotspot-place-centre"
        >
          {t('studio.areas.hotspots.placeCentre')}
        </Button>
      </Box>
      {widgets.length === 0 && <Alert severity="info">{t('studio.areas.hotspots.noWidgets')}</Alert>}
      {viewpoint.background.type === 'BackgroundVideo' && !backgroundAssetId(viewpoint) && (
        <Alert severity="info">{t('studio.areas.hotspots.noPoster')}</Alert>
      )}
      <HotspotCanvas
        panorama={panorama}
        assetId={backgroundAssetId(viewpoint)}
        label={t('studio.areas.hotspots.canvas', { viewpoint: viewpoint.id })}
        hotspots={hotspots}
        globalIds={globalIds}
        drawing={chosen !== undefined}
        selectedKey={selected ? selectedKey : undefined}
        describedBy={hintId}
        onSelect={select}
        onDraw={draw}
        onMove={(hotspot, spot, typing) =>
          move(hotspot, spot, typing ? `hotspot:${hotspot.widget.id}:${hotspot.index}` : undefined)
        }
        onRemove={remove}
      />
      <Typography id={hintId} variant="body2" color="text.secondary">
        {t(`studio.areas.hotspots.keys.${mode}`)}
      </Typography>
      {selected && (
        <HotspotFields
          hotspot={selected}
          onChange={(spot, field) =>
            move(selected, spot, `hotspot-field:${selected.widget.id}:${selected.index}:${field}`)
          }
          onRemove={() => remove(selected)}
        />
      )}
    </Box>
  );
}

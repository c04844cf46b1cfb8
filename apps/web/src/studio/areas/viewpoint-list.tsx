import { type Area, type Background, formatIssuePath, type IssuePath, type Viewpoint } from '@atrium/domain';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import StarIcon from '@mui/icons-material/Star';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { draftArchitecture, useDraftStore } from '../draft/draft.store';
import { useIssueText } from '../fields/issue-text';
import { issuesAt, useFieldIssue } from '../fields/use-field-issue';
import { AddViewpointDialog } from './add-viewpoint-dialog';
import { removeViewpoint } from './area-edits';
import { type BackgroundErrors, BackgroundFields } from './background-fields';

type Props = { architectureId: string; area: Area; areaIndex: number };

/** The draft's issues of a background, by field (a problem of the whole background shows at its type). */
function useBackgroundIssues(path: IssuePath): BackgroundErrors {
  const issues = useDraftStore((state) => state.issues);
  const text = useIssueText();
  const at = (field: string) => text(issuesAt(issues, [...path, field])[0]);
  return {
    type: at('type') ?? text(issues.find((issue) => issue.path === formatIssuePath(path))),
    assetId: at('assetId'),
    videoUrl: at('videoUrl'),
    posterAssetId: at('posterAssetId'),
  };
}

function ViewpointCard(props: Props & { viewpoint: Viewpoint; index: number }) {
  const { t } = useTranslation();
  const { architectureId, area, areaIndex, viewpoint, index } = props;
  const path: IssuePath = ['architectures', 0, 'areas', areaIndex, 'viewPoints', index];
  const errors = useBackgroundIssues([...path, 'background']);
  const idIssue = useFieldIssue([...path, 'id']);
  const isDefault = area.defaultViewpointId === viewpoint.id;
  const edit = useDraftStore.getState().edit;
  const headingId = `viewpoint-${viewpoint.id}`;

  const change = (background: Background, typing?: string) =>
    edit((venue) => {
      const target = draftArchitecture(venue).areas[areaIndex]?.viewPoints[index];
      if (target) target.background = background;
    }, typing && `viewpoint-${typing}:${area.id}:${viewpoint.id}`);

  return (
    // Bordered on the page's own background: the primary colour's text keeps its contrast there.
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ p: 2, display: 'grid', gap: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
      data-testid={`viewpoint-${viewpoint.id}`}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" component="h4" id={headingId} sx={{ flex: 1 }}>
          {t('studio.areas.viewpoints.name', { id: viewpoint.id })}
        </Typography>
        {isDefault ? (
          <Chip
            color="primary"
            size="small"
            icon={<StarIcon />}
            label={t('studio.areas.viewpoints.isDefault')}
          />
        ) : (
          <Button
            size="small"
            onClick={() =>
              edit((venue) => {
                const target = draftArchitecture(venue).areas[areaIndex];
                if (target) target.defaultViewpointId = viewpoint.id;
              })
            }
          >
            {t('studio.areas.viewpoints.makeDefault')}
          </Button>
        )}
        <Button
          size="small"
          color="error"
          startIcon={<DeleteIcon />}
          disabled={area.viewPoints.length < 2}
          aria-label={t('studio.areas.viewpoints.remove', { id: viewpoint.id })}
          onClick={() =>
            edit((venue) => void removeViewpoint(draftArchitecture(venue), area.id, viewpoint.id))
          }
        >
          {t('studio.areas.viewpoints.removeShort')}
        </Button>
      </Box>
      {idIssue && <Alert severity="error">{idIssue}</Alert>}
      <BackgroundFields
        architectureId={architectureId}
        value={viewpoint.background}
        onChange={change}
        errors={errors}
      />
    </Box>
  );
}

/** The area's viewpoints: each one's background, which one is shown first, adding and removing them. */
export function ViewpointList(props: Props) {
  const { t } = useTranslation();
  const { architectureId, area, areaIndex } = props;
  const [adding, setAdding] = useState(false);
  const defaultIssue = useFieldIssue(['architectures', 0, 'areas', areaIndex, 'defaultViewpointId']);
  const listIssue = useFieldIssue(['architectures', 0, 'areas', areaIndex, 'viewPoints']);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {defaultIssue && <Alert severity="error">{defaultIssue}</Alert>}
      {listIssue && area.viewPoints.length === 0 && <Alert severity="error">{listIssue}</Alert>}
      {area.viewPoints.map((viewpoint, index) => (
        <ViewpointCard key={viewpoint.id} {...props} viewpoint={viewpoint} index={index} />
      ))}
      <Button
        startIcon={<AddIcon />}
        onClick={() => setAdding(true)}
        sx={{ justifySelf: 'start' }}
        data-testid="add-viewpoint"
      >
        {t('studio.areas.viewpoints.add')}
      </Button>
      <AddViewpointDialog
        architectureId={architectureId}
        areaId={area.id}
        viewMode={area.viewMode}
        open={adding}
        onClose={() => setAdding(false)}
      />
    </Box>
  );
}

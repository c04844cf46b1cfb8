import { type Area, localizedText } from '@atrium/domain';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReactElement } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { draftArchitecture, useDraftStore } from '../draft/draft.store';
import { useIssueText } from '../fields/issue-text';
import { issuesAt } from '../fields/use-field-issue';
import type { SectionProps } from '../shell/studio-sections';
import { studioPath } from '../shell/studio-sections';
import { AddAreaDialog } from './add-area-dialog';
import { moveArea } from './area-edits';
import { DeleteAreaDialog } from './delete-area-dialog';

/** An icon button with its label as tooltip; a disabled one keeps its tooltip. */
function Action(props: {
  label: string;
  disabled?: boolean;
  onClick: () => void;
  icon: ReactElement;
  testId?: string;
}) {
  return (
    <Tooltip title={props.label}>
      <span>
        <IconButton
          aria-label={props.label}
          disabled={props.disabled}
          onClick={props.onClick}
          data-testid={props.testId}
        >
          {props.icon}
        </IconButton>
      </span>
    </Tooltip>
  );
}

/** `/studio/areas`: the areas in their order, with adding, reordering, the default area and deleting. */
export function AreaList({ architectureId, venue }: SectionProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const issues = useDraftStore((state) => state.issues);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<Area | undefined>();
  const architecture = draftArchitecture(venue);
  const { areas } = architecture;
  const edit = useDraftStore.getState().edit;
  const issueText = useIssueText();
  const defaultIssue = issueText(issuesAt(issues, ['architectures', 0, 'defaultAreaId'])[0]);

  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 900 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h2" sx={{ flex: 1 }}>
          {t('studio.areas.title')}
        </Typography>
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => setAdding(true)}
          data-testid="add-area"
        >
          {t('studio.areas.add.open')}
        </Button>
      </Box>
      <Typography color="text.secondary">{t('studio.areas.intro')}</Typography>
      {defaultIssue && (
        <Typography color="error" role="alert">
          {defaultIssue}
        </Typography>
      )}
      <List aria-label={t('studio.areas.listLabel')} data-testid="area-list">
        {areas.map((area, index) => {
          const name = localizedText(area.names, i18n.language) || area.id;
          const isDefault = architecture.defaultAreaId === area.id;
          const problems = issuesAt(issues, ['architectures', 0, 'areas', index]).length;
          return (
            <ListItem
              key={area.id}
              divider
              data-testid={`area-row-${area.id}`}
              sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}
            >
              <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
                <Link
                  component={RouterLink}
                  to={studioPath('areas', area.id)}
                  variant="subtitle1"
                  underline="hover"
                >
                  {name}
                </Link>
                <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mt: 0.5 }}>
                  <Typography variant="body2" color="text.secondary">
                    {area.id}
                  </Typography>
                  <Chip size="small" label={t(`studio.areas.viewMode.${area.viewMode}`)} />
                  {isDefault && (
                    <Chip
                      size="small"
                      color="primary"
                      icon={<StarIcon />}
                      label={t('studio.areas.defaultArea')}
                      data-testid="default-area-marker"
                    />
                  )}
                  {problems > 0 && (
                    <Chip
                      size="small"
                      color="error"
                      variant="outlined"
                      label={t('studio.areas.problems', { count: problems })}
                    />
                  )}
                </Box>
              </Box>
              <Box sx={{ display: 'flex', flexWrap: 'wrap' }}>
                <Action
                  label={t('studio.areas.moveUp', { name })}
                  disabled={index === 0}
                  onClick={() => edit((draft) => moveArea(draftArchitecture(draft), index, -1))}
                  icon={<ArrowUpwardIcon />}
                />
                <Action
                  label={t('studio.areas.moveDown', { name })}
                  disabled={index === areas.length - 1}
                  onClick={() => edit((draft) => moveArea(draftArchitecture(draft), index, 1))}
                  icon={<ArrowDownwardIcon />}
                />
                <Action
                  label={t(isDefault ? 'studio.areas.isDefault' : 'studio.areas.makeDefault', { name })}
                  disabled={isDefault}
                  onClick={() =>
                    edit((draft) => {
                      draftArchitecture(draft).defaultAreaId = area.id;
                    })
                  }
                  icon={isDefault ? <StarIcon /> : <StarBorderIcon />}
                  testId={`make-default-${area.id}`}
                />
                <Action
                  label={t('studio.areas.edit', { name })}
                  onClick={() => navigate(studioPath('areas', area.id))}
                  icon={<EditIcon />}
                />
                <Action
                  label={t(areas.length < 2 ? 'studio.areas.delete.last' : 'studio.areas.delete.open', {
                    name,
                  })}
                  disabled={areas.length < 2}
                  onClick={() => setDeleting(area)}
                  icon={<DeleteIcon />}
                  testId={`delete-area-${area.id}`}
                />
              </Box>
            </ListItem>
          );
        })}
      </List>
      <AddAreaDialog
        architectureId={architectureId}
        open={adding}
        onClose={() => setAdding(false)}
        onAdded={(areaId) => {
          setAdding(false);
          navigate(studioPath('areas', areaId));
        }}
      />
      <DeleteAreaDialog architecture={architecture} area={deleting} onClose={() => setDeleting(undefined)} />
    </Box>
  );
}

import { type Background, type ViewMode, viewModes } from '@atrium/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { draftArchitecture, useDraftStore } from '../draft/draft.store';
import { useContentLocaleStore } from '../fields/content-locale.store';
import { addArea, areaIdFor, areaIdProblem, pictureTypeFor } from './area-edits';
import { isBackgroundComplete } from './background-check';
import { BackgroundFields, newBackgroundErrors } from './background-fields';

type Props = {
  architectureId: string;
  open: boolean;
  onClose: () => void;
  /** Called with the new area's id once it is in the draft. */
  onAdded: (areaId: string) => void;
};

/**
 * A new area: its name, id (derived from the name until edited), view mode and first viewpoint's
 * background. The area is added only once the background is complete, since an area needs a viewpoint.
 */
export function AddAreaDialog({ architectureId, open, onClose, onAdded }: Props) {
  const { t } = useTranslation();
  const locale = useContentLocaleStore((state) => state.locale);
  const venue = useDraftStore((state) => state.venue);
  const [name, setName] = useState('');
  const [typedId, setTypedId] = useState<string | undefined>();
  const [viewMode, setViewMode] = useState<ViewMode>('VIEW_2D');
  const [background, setBackground] = useState<Background>({ type: 'BackgroundImage', assetId: '' });
  const viewModeLabel = useId();
  if (!venue) return null;

  const architecture = draftArchitecture(venue);
  const id = typedId ?? (name.trim() === '' ? '' : areaIdFor(architecture, name));
  const idProblem = areaIdProblem(architecture, id);
  const complete = isBackgroundComplete(background, venue.assets);
  const canAdd = idProblem === undefined && name.trim() !== '' && complete;

  const reset = () => {
    setName('');
    setTypedId(undefined);
    setViewMode('VIEW_2D');
    setBackground({ type: 'BackgroundImage', assetId: '' });
  };
  const close = () => {
    reset();
    onClose();
  };
  const add = () => {
    if (!canAdd) return;
    useDraftStore.getState().edit((draft) => {
      addArea(draftArchitecture(draft), { id, name: name.trim(), locale, viewMode, background });
    });
    reset();
    onAdded(id);
  };
  const changeViewMode = (next: ViewMode) => {
    setViewMode(next);
    // The picture kind follows the view mode unless a video was chosen.
    if (background.type !== 'BackgroundVideo')
      setBackground({ type: pictureTypeFor(next), assetId: background.assetId });
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" data-testid="add-area-dialog">
      <DialogTitle>{t('studio.areas.add.title')}</DialogTitle>
      <DialogContent>
        <Box
          component="form"
          id="add-area-form"
          onSubmit={(event) => {
            event.preventDefault();
            add();
          }}
          sx={{ display: 'grid', gap: 2, pt: 1 }}
        >
          <TextField
            size="small"
            autoFocus
            required
            label={`${t('studio.areas.fields.name')} (${locale})`}
            value={name}
            onChange={(event) => setName(event.target.value)}
            data-testid="add-area-name"
          />
          <TextField
            size="small"
            required
            label={t('studio.areas.fields.id')}
            value={id}
            onChange={(event) => setTypedId(event.target.value.trim())}
            error={id !== '' && idProblem !== undefined}
            helperText={
              id !== '' && idProblem
                ? t(`studio.areas.add.idProblem.${idProblem}`)
                : t('studio.areas.add.idHelp')
            }
            data-testid="add-area-id"
          />
          <FormControl>
            <FormLabel id={viewModeLabel}>{t('studio.areas.fields.viewMode')}</FormLabel>
            <RadioGroup
              row
              aria-labelledby={viewModeLabel}
              value={viewMode}
              onChange={(event) => changeViewMode(event.target.value as ViewMode)}
            >
              {viewModes.map((mode) => (
                <FormControlLabel
                  key={mode}
                  value={mode}
                  control={<Radio />}
                  label={t(`studio.areas.viewMode.${mode}`)}
                />
              ))}
            </RadioGroup>
          </FormControl>
          <BackgroundFields
            architectureId={architectureId}
            value={background}
            onChange={setBackground}
            errors={newBackgroundErrors(background, venue.assets, t)}
          />
        </Box>
        {!complete && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            {t('studio.areas.add.needsBackground')}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('studio.areas.cancel')}</Button>
        <Button
          type="submit"
          form="add-area-form"
          variant="contained"
          disabled={!canAdd}
          data-testid="add-area-submit"
        >
          {t('studio.areas.add.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

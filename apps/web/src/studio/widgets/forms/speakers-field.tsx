import type { IssuePath, Speaker } from '@atrium/domain';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';
import { setOptionalText } from '../field-values';
import { IssueTextField } from '../issue-text-field';

type Props = {
  speakers: readonly Speaker[];
  path: IssuePath;
  /** Changes the piece's speakers in the draft (the list is created when missing). */
  update: (recipe: (speakers: Speaker[]) => void, field?: string) => void;
};

const optionalFields = ['title', 'company'] as const;

/** Who speaks in a content piece: a name each, with a title and company if wanted. */
export function SpeakersField({ speakers, path, update }: Props) {
  const { t } = useTranslation();
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1 }}>
      <FormLabel component="legend" sx={{ mb: 1.5 }}>
        {t('studio.widgets.mediaBoard.speakers')}
      </FormLabel>
      {speakers.map((speaker, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: speakers have no id; a row is its place in the list
        <Box key={index} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <IssueTextField
            label={t('studio.widgets.mediaBoard.speakerName')}
            path={[...path, index, 'name']}
            value={speaker.name}
            onChange={(text) =>
              update((list) => {
                if (list[index]) list[index].name = text;
              }, `speaker-${index}-name`)
            }
          />
          {optionalFields.map((field) => (
            <IssueTextField
              key={field}
              label={t(`studio.widgets.mediaBoard.speaker${field === 'title' ? 'Title' : 'Company'}`)}
              path={[...path, index, field]}
              value={speaker[field] ?? ''}
              onChange={(text) =>
                update((list) => {
                  if (list[index]) setOptionalText(list[index], field, text, false);
                }, `speaker-${index}-${field}`)
              }
            />
          ))}
          <IconButton
            aria-label={t('studio.widgets.mediaBoard.removeSpeaker', { name: speaker.name || index + 1 })}
            onClick={() => update((list) => void list.splice(index, 1))}
          >
            <DeleteIcon />
          </IconButton>
        </Box>
      ))}
      <Box>
        <Button
          size="small"
          color="inherit"
          startIcon={<AddIcon />}
          onClick={() => update((list) => void list.push({ name: '' }))}
        >
          {t('studio.widgets.mediaBoard.addSpeaker')}
        </Button>
      </Box>
    </Box>
  );
}

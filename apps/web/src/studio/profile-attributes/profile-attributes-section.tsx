import type { UserProfileAttribute } from '@atrium/domain';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { draftArchitecture, useDraftStore } from '../draft/draft.store';
import type { SectionProps } from '../shell/studio-sections';
import { moveItem } from '../widgets/list-moves';
import { duplicateKeyIndexes, newAttributeKey } from './attribute-list';
import { type FocusTarget, ProfileAttributeCard } from './profile-attribute-card';

const PATH = ['architectures', 0, 'userProfileAttributes'];

function editAttributes(recipe: (attributes: UserProfileAttribute[]) => void, key?: string) {
  useDraftStore.getState().edit((venue) => recipe(draftArchitecture(venue).userProfileAttributes), key);
}

/** The fields of attendees' profiles beside the standard ones: add, edit, order, remove. */
export function Section({ venue }: SectionProps) {
  const { t } = useTranslation();
  const attributes = draftArchitecture(venue).userProfileAttributes;
  const duplicates = duplicateKeyIndexes(attributes);
  // After adding, moving or removing, the control to give the focus to (keyboard users keep their place).
  const [focus, setFocus] = useState<{ index: number; target: FocusTarget }>();
  const addButton = useRef<HTMLButtonElement>(null);

  const remove = (index: number) => {
    editAttributes((list) => void list.splice(index, 1));
    if (attributes.length > 1) setFocus({ index: Math.min(index, attributes.length - 2), target: 'remove' });
    else addButton.current?.focus();
  };

  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }} data-testid="studio-profile">
      <Box>
        <Typography variant="h5" component="h2" gutterBottom>
          {t('studio.profile.title')}
        </Typography>
        <Typography color="text.secondary">{t('studio.profile.intro')}</Typography>
      </Box>
      {attributes.length === 0 && <Typography color="text.secondary">{t('studio.profile.empty')}</Typography>}
      {attributes.map((attribute, index) => (
        <ProfileAttributeCard
          // Keys change while typed and may repeat; positions are what the cards stand for.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={index}
          attribute={attribute}
          index={index}
          count={attributes.length}
          duplicate={duplicates.has(index)}
          path={[...PATH, index]}
          onChange={(recipe, coalesceKey) =>
            editAttributes((list) => {
              const draft = list[index];
              if (draft) recipe(draft);
            }, coalesceKey)
          }
          onMove={(to, button) => {
            editAttributes((list) => moveItem(list, index, to));
            setFocus({ index: to, target: button });
          }}
          onRemove={() => remove(index)}
          focus={focus?.index === index ? focus.target : undefined}
          onFocused={() => setFocus(undefined)}
        />
      ))}
      <Box>
        <Button
          ref={addButton}
          startIcon={<AddIcon />}
          variant="outlined"
          onClick={() => {
            editAttributes((list) => {
              list.push({
                key: newAttributeKey(list.map((item) => item.key)),
                type: 'TEXT',
                required: false,
                private: false,
                label: [],
              });
            });
            setFocus({ index: attributes.length, target: 'key' });
          }}
          data-testid="add-profile-attribute"
        >
          {t('studio.profile.add')}
        </Button>
      </Box>
    </Stack>
  );
}

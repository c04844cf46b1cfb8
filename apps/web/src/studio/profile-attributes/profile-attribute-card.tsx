import {
  localizedText,
  standardProfileKeys,
  type UserProfileAttribute,
  type UserProfileAttributeType,
  userProfileAttributeTypes,
} from '@atrium/domain';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SwitchField } from '../cookies/switch-field';
import { LocalizedTextField } from '../fields/localized-text-field';
import { useFieldError } from '../fields/use-field-issue';
import { attributeNotes } from './attribute-list';

/** A control of the card that can be given the focus after the list changed under it. */
export type FocusTarget = 'key' | 'up' | 'down' | 'remove';

type Props = {
  attribute: UserProfileAttribute;
  index: number;
  count: number;
  /** Another attribute has the same key. */
  duplicate: boolean;
  /** Where the attribute is in the venue JSON, for its validation issues. */
  path: (string | number)[];
  onChange: (recipe: (attribute: UserProfileAttribute) => void, coalesceKey?: string) => void;
  onMove: (to: number, button: 'up' | 'down') => void;
  onRemove: () => void;
  focus: FocusTarget | undefined;
  onFocused: () => void;
};

/** One field of attendees' profiles: key, kind, label, and whether it is required or private. */
export function ProfileAttributeCard(props: Props) {
  const { attribute, index, count, duplicate, path, onChange, focus, onFocused } = props;
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const keyRef = useRef<HTMLInputElement>(null);
  const upRef = useRef<HTMLButtonElement>(null);
  const downRef = useRef<HTMLButtonElement>(null);
  const removeRef = useRef<HTMLButtonElement>(null);
  const first = index === 0;
  const last = index === count - 1;

  useEffect(() => {
    if (!focus) return;
    // A move to the top or the bottom disables the button used: the other one takes the focus.
    const target = focus === 'up' && first ? 'down' : focus === 'down' && last ? 'up' : focus;
    ({ key: keyRef, up: upRef, down: downRef, remove: removeRef })[target].current?.focus();
    onFocused();
  });

  const keyIssue = useFieldError([...path, 'key'], t('studio.profile.keyHelp'));
  const keyProps = duplicate
    ? { error: true, helperText: t('studio.profile.duplicateKey', { key: attribute.key }) }
    : keyIssue;
  const typeProps = useFieldError([...path, 'type']);
  const name = localizedText(attribute.label, i18n.language) || attribute.key || t('studio.profile.unnamed');
  const notes = attributeNotes(attribute);
  const standard = (standardProfileKeys as readonly string[]).includes(attribute.key);
  const number = index + 1;

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ p: 2 }}
      data-testid={`profile-attribute-${index}`}
    >
      <Stack spacing={2}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography
            id={headingId}
            variant="subtitle1"
            component="h3"
            sx={{ flex: 1, fontWeight: 600, minWidth: 0 }}
          >
            {t('studio.profile.fieldHeading', { number, name })}
          </Typography>
          {standard && <Chip size="small" variant="outlined" label={t('studio.profile.standard')} />}
          <Tooltip title={t('studio.profile.moveUp', { name })}>
            <span>
              <IconButton
                ref={upRef}
                aria-label={t('studio.profile.moveUp', { name })}
                disabled={first}
                onClick={() => props.onMove(index - 1, 'up')}
              >
                <ArrowUpwardIcon />
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip title={t('studio.profile.moveDown', { name })}>
            <span>
              <IconButton
                ref={downRef}
                aria-label={t('studio.profile.moveDown', { name })}
                disabled={last}
                onClick={() => props.onMove(index + 1, 'down')}
              >
                <ArrowDownwardIcon />
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip title={t('studio.profile.remove', { name })}>
            <IconButton
              ref={removeRef}
              aria-label={t('studio.profile.remove', { name })}
              onClick={props.onRemove}
              data-testid="remove-profile-attribute"
            >
              <DeleteOutlineIcon />
            </IconButton>
          </Tooltip>
        </Box>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            size="small"
            fullWidth
            label={t('studio.profile.key')}
            value={attribute.key}
            onChange={(event) =>
              onChange((draft) => {
                draft.key = event.target.value;
              }, `profile-attribute-key:${index}`)
            }
            {...keyProps}
            inputRef={keyRef}
            slotProps={{ htmlInput: { spellCheck: false, 'data-testid': 'profile-attribute-key' } }}
          />
          <TextField
            select
            size="small"
            fullWidth
            label={t('studio.profile.type')}
            value={attribute.type}
            onChange={(event) =>
              onChange((draft) => {
                draft.type = event.target.value as UserProfileAttributeType;
              })
            }
            {...typeProps}
          >
            {userProfileAttributeTypes.map((type) => (
              <MenuItem key={type} value={type}>
                {t(`studio.profile.types.${type}`)}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        <LocalizedTextField
          path={[...path, 'label']}
          value={attribute.label}
          onChange={(label) =>
            onChange((draft) => {
              draft.label = label;
            }, `profile-attribute-label:${index}`)
          }
          label={t('studio.profile.label')}
        />
        <Box sx={{ display: 'grid', gridTemplateColumns: { sm: '1fr 1fr' }, gap: 2 }}>
          <SwitchField
            label={t('studio.profile.required')}
            help={t('studio.profile.requiredHelp')}
            checked={attribute.required}
            onChange={(checked) =>
              onChange((draft) => {
                draft.required = checked;
              })
            }
            path={[...path, 'required']}
          />
          <SwitchField
            label={t('studio.profile.private')}
            help={t('studio.profile.privateHelp')}
            checked={attribute.private}
            onChange={(checked) =>
              onChange((draft) => {
                draft.private = checked;
              })
            }
            path={[...path, 'private']}
          />
        </Box>
        {notes.length > 0 && (
          <Alert severity="info">
            {notes.map((note) => (
              <Box key={note.code}>
                {note.code === 'typeFixed'
                  ? t('studio.profile.notes.typeFixed', { type: t(`studio.profile.types.${note.type}`) })
                  : t(`studio.profile.notes.${note.code}`)}
              </Box>
            ))}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}

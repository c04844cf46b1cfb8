import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { IssueSwitch } from '../issue-switch';
import { IssueTextField } from '../issue-text-field';
import type { ConfigFormProps } from '../widget-editing';

/** A whiteboard: which board it shows, and whether attendees may draw on it. */
export function WhiteboardConfigForm({ configuration, path, update }: ConfigFormProps<'WHITEBOARD'>) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <IssueTextField
        label={t('studio.widgets.whiteboard.boardId')}
        helperText={t('studio.widgets.whiteboard.boardIdHint')}
        path={[...path, 'boardId']}
        value={configuration.boardId}
        onChange={(text) =>
          update((c) => {
            c.boardId = text.trim();
          }, 'boardId')
        }
      />
      <IssueSwitch
        label={t('studio.widgets.whiteboard.readOnlyForAttendees')}
        path={[...path, 'readOnlyForAttendees']}
        checked={configuration.readOnlyForAttendees === true}
        onChange={(on) =>
          update((c) => {
            if (on) c.readOnlyForAttendees = true;
            else delete c.readOnlyForAttendees;
          })
        }
      />
    </Box>
  );
}

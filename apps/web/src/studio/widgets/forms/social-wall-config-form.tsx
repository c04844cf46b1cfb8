import { useTranslation } from 'react-i18next';
import { IssueTextField } from '../issue-text-field';
import type { ConfigFormProps } from '../widget-editing';

/** A social wall: which wall it shows. */
export function SocialWallConfigForm({ configuration, path, update }: ConfigFormProps<'SOCIAL_WALL'>) {
  const { t } = useTranslation();
  return (
    <IssueTextField
      label={t('studio.widgets.socialWall.wallId')}
      helperText={t('studio.widgets.socialWall.wallIdHint')}
      path={[...path, 'wallId']}
      value={configuration.wallId}
      onChange={(text) =>
        update((c) => {
          c.wallId = text.trim();
        }, 'wallId')
      }
    />
  );
}

import { useTranslation } from 'react-i18next';
import { AssetPicker } from '../asset-picker';
import type { ConfigFormProps } from '../widget-editing';

/** An audio player: which audio file of the venue it plays. */
export function AudioConfigForm({
  architectureId,
  venue,
  configuration,
  path,
  update,
}: ConfigFormProps<'AUDIO'>) {
  const { t } = useTranslation();
  return (
    <AssetPicker
      architectureId={architectureId}
      venue={venue}
      label={t('studio.widgets.audio.asset')}
      uploadLabel={t('studio.widgets.audio.upload')}
      accept="audio/*"
      value={configuration.assetId}
      path={[...path, 'assetId']}
      onChange={(assetId) =>
        update((c) => {
          c.assetId = assetId ?? '';
        })
      }
    />
  );
}

import { useTranslation } from 'react-i18next';
import { AssetListPicker } from '../asset-list-picker';
import type { ConfigFormProps } from '../widget-editing';

/** Downloads: the venue's files offered, in the order shown. */
export function DownloadConfigForm({
  architectureId,
  venue,
  configuration,
  path,
  update,
}: ConfigFormProps<'DOWNLOAD'>) {
  const { t } = useTranslation();
  return (
    <AssetListPicker
      architectureId={architectureId}
      venue={venue}
      label={t('studio.widgets.download.assets')}
      uploadLabel={t('studio.widgets.download.upload')}
      value={configuration.assetIds}
      path={[...path, 'assetIds']}
      onChange={(assetIds) =>
        update((c) => {
          c.assetIds = assetIds;
        })
      }
      onAdd={(assetId) =>
        update((c) => {
          c.assetIds = [...c.assetIds.filter((id) => id !== assetId), assetId];
        })
      }
    />
  );
}

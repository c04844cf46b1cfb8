import { useTranslation } from 'react-i18next';
import { AssetPicker } from '../asset-picker';
import type { ConfigFormProps } from '../widget-editing';

/** A PDF viewer: which PDF file of the venue it shows. */
export function PdfViewerConfigForm({
  architectureId,
  venue,
  configuration,
  path,
  update,
}: ConfigFormProps<'PDF_VIEWER'>) {
  const { t } = useTranslation();
  return (
    <AssetPicker
      architectureId={architectureId}
      venue={venue}
      label={t('studio.widgets.pdf.asset')}
      uploadLabel={t('studio.widgets.pdf.upload')}
      accept="application/pdf"
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

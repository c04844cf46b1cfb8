import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAssetSource } from './use-asset-source';

type AssetImageProps = Omit<ComponentProps<'img'>, 'src' | 'onError' | 'width'> & {
  assetId: string | undefined;
  /** The width drawn, in CSS pixels: picks the sized variant. */
  width?: number;
  /** Shown while the URL is being signed (nothing by default). */
  placeholder?: ReactNode;
  /** Shown when the image cannot be loaded; by default spec §8's content problem text. */
  fallback?: ReactNode;
};

/** An <img> of a venue asset, loaded through a signed, sized URL with the §4 fallbacks. */
export function AssetImage({
  assetId,
  width,
  placeholder = null,
  fallback,
  alt = '',
  ...image
}: AssetImageProps) {
  const { t } = useTranslation();
  const { src, onError, failed } = useAssetSource(assetId, { width });
  if (failed) {
    return fallback === undefined ? (
      <span role="alert" data-testid="asset-problem">
        {t('errors.codes.WIDGET_ERROR')}
      </span>
    ) : (
      fallback
    );
  }
  if (!src) return placeholder;
  return <img src={src} onError={onError} alt={alt} {...image} />;
}

import type { WidgetType } from '@atrium/domain';
import { lazy, Suspense } from 'react';
import { useAssetSource } from '../../shared/assets/use-asset-source';

const WidgetTypeIcon = lazy(async () => ({ default: (await import('./widget-type-icon')).WidgetTypeIcon }));

/** A widget type's icon: the venue's icon asset for the type (`architecture.icons`), else a built-in one. Decorative. */
export function WidgetIcon({ type, assetId }: { type: WidgetType; assetId: string | undefined }) {
  const { src, onError, failed } = useAssetSource(assetId, { width: 48 });
  if (assetId && !failed) {
    return src ? <img src={src} onError={onError} alt="" style={{ width: '100%', height: '100%' }} /> : null;
  }
  return (
    <Suspense fallback={null}>
      <WidgetTypeIcon type={type} />
    </Suspense>
  );
}

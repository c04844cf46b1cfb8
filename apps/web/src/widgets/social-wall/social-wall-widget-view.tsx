import './wall-texts';
import type { SocialWallWidget } from '@atrium/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { useWidgetFocus } from '../../features/area/widget-focus';
import { presenceModeOf } from '../../features/presence/presence-scope';
import { useVenueStore } from '../../shared/stores/venue.store';
import type { WidgetViewProps } from '../widget-view.types';
import { SocialWallView } from './social-wall-view';
import { wallQueryClient } from './wall-queries';

/**
 * The SOCIAL_WALL content widget (spec §2.8): the wall its configuration names, of the venue and
 * mode being viewed (a stage preview has walls of its own).
 */
export function SocialWallWidgetView({
  configuration,
  architectureId,
  widget,
}: WidgetViewProps<SocialWallWidget>) {
  const mode = useVenueStore((s) => presenceModeOf(s.version));
  const focus = useWidgetFocus(widget.id);
  return (
    <QueryClientProvider client={wallQueryClient}>
      <SocialWallView
        wall={{ architectureId, mode, wallId: configuration.wallId }}
        focusPostId={focus?.postId}
      />
    </QueryClientProvider>
  );
}

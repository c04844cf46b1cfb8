import { paths } from '../../shared/routing/route-paths';
import { useVenueView } from '../../shared/ui/use-venue-view';

/** The mandatory pages (spec §2.1): imprint and privacy policy. */
export function useLegalLinks() {
  const { architecture } = useVenueView();
  if (!architecture) return [];
  return [
    { key: 'imprint', to: paths.imprint(architecture.id), label: 'imprint' },
    { key: 'privacyPolicy', to: paths.privacyPolicy(architecture.id), label: 'privacyPolicy' },
  ];
}

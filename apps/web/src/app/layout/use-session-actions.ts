import { useNavigate } from 'react-router';
import { paths } from '../../shared/routing/route-paths';
import { endSession } from '../../shared/session/session-lifecycle';
import { useUiStore } from '../../shared/stores/ui.store';

export function useSessionActions() {
  const navigate = useNavigate();
  return {
    logout: async () => {
      await endSession();
      navigate(paths.login());
    },
    openPrivacyPreferences: () => useUiStore.getState().setCookieBannerVisible(true),
  };
}

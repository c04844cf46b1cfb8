import { useNavigate } from 'react-router';
import { endSession } from '../../shared/session/session-lifecycle';
import { useUiStore } from '../../shared/stores/ui.store';
import { paths } from '../routing/route-paths';

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

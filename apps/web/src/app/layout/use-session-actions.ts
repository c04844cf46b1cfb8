import { useNavigate } from 'react-router';
import { useSessionStore } from '../../shared/stores/session.store';
import { useUiStore } from '../../shared/stores/ui.store';
import { paths } from '../routing/route-paths';

export function useSessionActions() {
  const navigate = useNavigate();
  return {
    logout: () => {
      useSessionStore.getState().clear();
      navigate(paths.login());
    },
    openPrivacyPreferences: () => useUiStore.getState().setCookieBannerVisible(true),
  };
}

import { unacceptedProviderIds } from '@atrium/domain';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsentStore } from '../../shared/stores/consent.store';
import { useUiStore } from '../../shared/stores/ui.store';
import { architectureOf, useVenueStore } from '../../shared/stores/venue.store';
import { BlockedContentList } from './blocked-content-list';
import { acceptedProviderIdsOf, useAcceptedProviderIds, useConsentSetup } from './use-consent';

/**
 * Renders `children` only when every provider in `providerIds` is accepted; otherwise a notice in
 * their place naming the widget type and the providers, with a link that reopens the cookie
 * banner (spec §2.7). Consent given, the children load at once, without a reload.
 */
export function ConsentGate(props: {
  providerIds: readonly string[];
  /** For the notice, e.g. 'MEETING' or 'BACKGROUND_VIDEO'. */
  widgetType: string;
  children: ReactNode;
}) {
  const accepted = useAcceptedProviderIds();
  const blocked = unacceptedProviderIds(props.providerIds, accepted);
  if (blocked.length === 0) return <>{props.children}</>;
  return <BlockedNotice widgetType={props.widgetType} providerIds={blocked} />;
}

/**
 * The gate's check outside React, at this moment: the providers of `providerIds` the visitor has
 * not accepted (spec §4). For a click that would open content elsewhere, such as a new tab.
 */
export function blockedProviderIds(providerIds: readonly string[]): string[] {
  const architecture = architectureOf(useVenueStore.getState().venue);
  return unacceptedProviderIds(
    providerIds,
    acceptedProviderIdsOf(architecture, useConsentStore.getState().stored),
  );
}

function BlockedNotice({ widgetType, providerIds }: { widgetType: string; providerIds: string[] }) {
  const { t } = useTranslation();
  const { providers } = useConsentSetup();
  return (
    <Box
      role="status"
      data-testid="consent-notice"
      data-widget-type={widgetType}
      sx={{
        position: 'relative',
        m: 2,
        p: 2,
        maxWidth: 560,
        alignSelf: 'center',
        bgcolor: 'background.paper',
        color: 'text.primary',
        border: 2,
        borderColor: 'warning.main',
        borderRadius: 1,
      }}
    >
      <Typography variant="body2" gutterBottom>
        {t('blockedContentNotification')}
      </Typography>
      <Typography variant="body2" component="div">
        <BlockedContentList blocked={[{ widgetType, providerIds }]} providers={providers} />
      </Typography>
      <Link
        component="button"
        type="button"
        variant="body2"
        color="inherit"
        onClick={() => useUiStore.getState().setCookieBannerVisible(true)}
        sx={{ mt: 1, fontWeight: 600 }}
      >
        {t('privacyPreferences')}
      </Link>
    </Box>
  );
}

import { acceptAll, acceptedProviderIds, isProviderAccepted, setExternalMedia } from '@atrium/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Link from '@mui/material/Link';
import { getLuminance, ThemeProvider, useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../shared/routing/route-paths';
import { useConsentStore } from '../../shared/stores/consent.store';
import { useServerNow } from '../../shared/stores/server-time.store';
import { useUiStore } from '../../shared/stores/ui.store';
import { buildTheme } from '../../shared/theme/theme';
import { LanguageSelector } from '../../shared/ui/language-selector';
import { useLoginEnabled } from '../../shared/ui/use-venue-view';
import { BannerRichText } from './banner-rich-text';
import { blockedContentAt, type ConsentPlace } from './blocked-content';
import { BlockedContentList } from './blocked-content-list';
import { CookieProviderList } from './cookie-provider-list';
import { saveConsent } from './save-consent';
import { useConsentSetup } from './use-consent';

const TITLE_ID = 'cookie-banner-title';

/**
 * Spec §2.6: the persistent cookie banner, 750 wide, its content scrolling between 20vh and 50vh.
 * On a legal page it can be cancelled, also by a click outside.
 */
export function CookieBannerDialog({ onLegalPage, place }: { onLegalPage: boolean; place?: ConsentPlace }) {
  const { t } = useTranslation();
  const { direction, reducedMotion, palette } = useTheme();
  const { architecture, providers, bannerConfig } = useConsentSetup();
  const stored = useConsentStore((s) => s.stored);
  const storedTracking = useConsentStore((s) => s.trackingConsent);
  const loginEnabled = useLoginEnabled();
  const now = useServerNow();
  const type = bannerConfig?.type;
  const [draft, setDraft] = useState<Record<string, boolean>>(() =>
    Object.fromEntries(providers.map((p) => [p.id, isProviderAccepted(p, stored, type)])),
  );
  const [tracking, setTracking] = useState(storedTracking);

  const background = bannerConfig?.styling?.backgroundColor;
  const theme = useMemo(() => {
    const mode = background ? (getLuminance(background) > 0.5 ? 'light' : 'dark') : palette.mode;
    return buildTheme(architecture?.style, mode, { direction, reducedMotion });
  }, [architecture?.style, background, direction, reducedMotion, palette.mode]);

  if (!architecture || !bannerConfig) return null;
  const required = providers.filter((p) => p.type === 'TECHNICALLY_REQUIRED');
  const external = providers.filter((p) => p.type === 'EXTERNAL_MEDIA');
  const acceptedExternal = external.filter((p) => draft[p.id]).length;
  // Spec §6: personalized tracking is offered only with login enabled and the venue allowing it.
  const trackingOffered = loginEnabled && architecture.personalizedTrackingEnabled;
  const draftAccepted = new Set(acceptedProviderIds(providers, draft, type));
  const blocked = blockedContentAt(architecture, place, draftAccepted, now);
  const close = () => useUiStore.getState().setCookieBannerVisible(false);
  const save = (choices: Record<string, boolean>, trackingConsent: boolean) =>
    saveConsent(architecture, choices, trackingOffered && trackingConsent);

  return (
    <ThemeProvider theme={theme}>
      <Dialog
        open
        aria-labelledby={TITLE_ID}
        maxWidth={false}
        disableEscapeKeyDown={!onLegalPage}
        onClose={(_event, reason) => {
          if (onLegalPage && (reason === 'backdropClick' || reason === 'escapeKeyDown')) close();
        }}
        data-testid="cookie-banner"
        data-banner-type={bannerConfig.type}
        slotProps={{
          paper: {
            sx: {
              width: 750,
              maxWidth: 'calc(100% - 32px)',
              m: 2,
              ...(background ? { bgcolor: background, backgroundImage: 'none' } : {}),
              ...(bannerConfig.styling?.textColor ? { color: bannerConfig.styling.textColor } : {}),
            },
          },
        }}
      >
        <DialogTitle
          id={TITLE_ID}
          component="div"
          sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}
        >
          <Typography component="h2" variant="h6" sx={{ flexGrow: 1 }}>
            {t('cookies.header')}
          </Typography>
          <LanguageSelector />
        </DialogTitle>
        <DialogContent dividers sx={{ maxHeight: '50vh', minHeight: '20vh', overflowY: 'auto' }}>
          <BannerRichText items={bannerConfig.text} testId="cookie-banner-text" />
          {trackingOffered && bannerConfig.personalizedTrackingText && (
            <BannerRichText
              items={bannerConfig.personalizedTrackingText}
              testId="cookie-banner-tracking-text"
            />
          )}
          <FormGroup row sx={{ my: 1 }}>
            {required.length > 0 && (
              <FormControlLabel control={<Checkbox checked disabled />} label={t('cookies.essential')} />
            )}
            {trackingOffered && (
              <FormControlLabel
                control={
                  <Checkbox checked={tracking} onChange={(event) => setTracking(event.target.checked)} />
                }
                label={t('cookies.tracking')}
              />
            )}
            {external.length > 0 && (
              <FormControlLabel
                control={
                  <Checkbox
                    checked={acceptedExternal === external.length}
                    indeterminate={acceptedExternal > 0 && acceptedExternal < external.length}
                    onChange={(event) => setDraft(setExternalMedia(providers, draft, event.target.checked))}
                  />
                }
                label={t('cookies.externalMedia')}
              />
            )}
          </FormGroup>
          {bannerConfig.type === 'DETAILED' && (
            <CookieProviderList
              providers={providers}
              accepted={(id) => draft[id] === true}
              onChange={(id, accepted) => setDraft({ ...draft, [id]: accepted })}
            />
          )}
          {blocked.length > 0 && (
            <Alert severity="warning" sx={{ mt: 2 }} data-testid="inline-blocked-notice">
              <Typography variant="body2" gutterBottom>
                {t('blockedContentNotification')}
              </Typography>
              <Typography variant="body2" component="div">
                <BlockedContentList blocked={blocked} providers={providers} />
              </Typography>
            </Alert>
          )}
          <Box component="nav" aria-label={t('app.legal')} sx={{ display: 'flex', gap: 2, mt: 2 }}>
            {[
              { key: 'imprint', href: paths.imprint(architecture.id) },
              { key: 'privacyPolicy', href: paths.privacyPolicy(architecture.id) },
            ].map((link) => (
              <Link key={link.key} href={link.href} target="_blank" rel="noopener" color="inherit">
                {t(link.key)}
              </Link>
            ))}
          </Box>
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          {onLegalPage && (
            <Button onClick={close} color="inherit">
              {t('cookies.cancel')}
            </Button>
          )}
          <Button variant="outlined" onClick={() => save(draft, tracking)}>
            {t('cookies.save')}
          </Button>
          <Button variant="contained" onClick={() => save(acceptAll(providers), true)}>
            {t('cookies.acceptAll')}
          </Button>
        </DialogActions>
      </Dialog>
    </ThemeProvider>
  );
}

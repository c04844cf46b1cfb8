import type { CookieProvider } from '@atrium/domain';
import Box from '@mui/material/Box';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useVenueView } from '../../shared/ui/use-venue-view';

type Props = {
  providers: readonly CookieProvider[];
  accepted: (id: string) => boolean;
  onChange: (id: string, accepted: boolean) => void;
};

/** The detailed banner's providers: name, switch, group and attributes (spec §2.6). */
export function CookieProviderList({ providers, accepted, onChange }: Props) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {providers.map((provider) => (
        <ProviderEntry
          key={provider.id}
          provider={provider}
          accepted={accepted(provider.id)}
          onChange={(value) => onChange(provider.id, value)}
        />
      ))}
    </Box>
  );
}

function ProviderEntry(props: {
  provider: CookieProvider;
  accepted: boolean;
  onChange: (accepted: boolean) => void;
}) {
  const { t } = useTranslation();
  const { text } = useVenueView();
  const { provider } = props;
  const required = provider.type === 'TECHNICALLY_REQUIRED';
  const hintId = useId();
  const toggle = (
    <Switch
      checked={required || props.accepted}
      disabled={required}
      onChange={(event) => props.onChange(event.target.checked)}
      slotProps={{
        input: {
          'aria-label': provider.name,
          ...(required ? { 'aria-describedby': hintId } : {}),
        },
      }}
    />
  );
  return (
    <Box
      component="li"
      data-testid="cookie-provider"
      data-provider-id={provider.id}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography fontWeight={600} sx={{ flexGrow: 1 }}>
          {provider.name}
        </Typography>
        {required ? (
          <Tooltip title={t('cookies.disabledSwitch')}>
            {/* A disabled switch gets no pointer events: the wrapper shows the tooltip. */}
            <span data-testid="required-switch">
              {toggle}
              <Box component="span" id={hintId} sx={visuallyHidden}>
                {t('cookies.disabledSwitch')}
              </Box>
            </span>
          </Tooltip>
        ) : (
          toggle
        )}
      </Box>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2 }}>
        <Typography component="dt" variant="body2" fontWeight={600}>
          {t('cookies.group')}
        </Typography>
        <Typography component="dd" variant="body2" sx={{ m: 0 }}>
          {t(required ? 'cookies.essential' : 'cookies.externalMedia')}
        </Typography>
        {provider.attributes.map((attribute, index) => (
          // Attributes have no id of their own; their order is fixed by the venue.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <Box key={index} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" fontWeight={600}>
              {text(attribute.key)}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {text(attribute.value)}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

import type { CookieProvider } from '@atrium/domain';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';

/** "Meeting: Whereby" — one line per blocked widget type with the providers it waits for. */
export function BlockedContentList(props: {
  blocked: readonly { widgetType: string; providerIds: readonly string[] }[];
  providers: readonly CookieProvider[];
}) {
  const { t } = useTranslation();
  const nameOf = (id: string) => props.providers.find((provider) => provider.id === id)?.name ?? id;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5 }} data-testid="blocked-content-list">
      {props.blocked.map((entry) => (
        <li key={entry.widgetType} data-widget-type={entry.widgetType}>
          <strong>{t(`consent.widgetTypes.${entry.widgetType}`, { defaultValue: entry.widgetType })}</strong>
          {': '}
          {entry.providerIds.map(nameOf).join(', ')}
        </li>
      ))}
    </Box>
  );
}

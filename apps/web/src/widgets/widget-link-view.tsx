import type { LinkWidget } from '@atrium/domain';
import Box from '@mui/material/Box';
import type { WidgetViewProps } from './widget-view.types';

const SANDBOX = [
  'allow-scripts',
  'allow-forms',
  'allow-popups',
  'allow-popups-to-escape-sandbox',
  'allow-presentation',
];

/**
 * What an embedded web page may do: run its scripts, forms and popups (sign-ups, videos), and keep
 * its own origin's storage — but a page of our own origin never gets allow-same-origin together
 * with scripts, which would let it lift the sandbox and act as the venue.
 */
export function linkFrameSandbox(url: string, appOrigin: string): string {
  let origin: string;
  try {
    origin = new URL(url, appOrigin).origin;
  } catch {
    return '';
  }
  return (origin === appOrigin ? SANDBOX : [...SANDBOX, 'allow-same-origin']).join(' ');
}

/** A LINK widget with a url, opened inside the venue (embedded, dialog or overlay). */
export function LinkWidgetView({ widget, configuration, presentation }: WidgetViewProps<LinkWidget>) {
  const url = configuration.url;
  if (!url) return null;
  return (
    <Box
      component="iframe"
      src={url}
      title={widget.name}
      sandbox={linkFrameSandbox(url, window.location.origin)}
      referrerPolicy="strict-origin-when-cross-origin"
      allow="fullscreen"
      data-testid="link-frame"
      sx={{
        display: 'block',
        border: 0,
        width: presentation === 'dialog' ? 'min(900px, 80vw)' : '100%',
        height: presentation === 'dialog' ? '70vh' : '100%',
        minHeight: 320,
        flexGrow: 1,
        bgcolor: 'common.white',
      }}
    />
  );
}

import type { ReactNode } from 'react';

/**
 * Contract (implemented in full by the consent work): renders `children` only when every provider
 * in `providerIds` is accepted; otherwise a notice in their place naming the widget type and the
 * providers, with a link that reopens the cookie banner. When consent is given the children load
 * at once, without a reload.
 */
export function ConsentGate(props: {
  providerIds: readonly string[];
  /** For the notice, e.g. 'MEETING' or 'BACKGROUND_VIDEO'. */
  widgetType: string;
  children: ReactNode;
}) {
  return <>{props.children}</>;
}

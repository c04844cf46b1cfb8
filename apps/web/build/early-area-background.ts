/** What the start-up script needs to know to fetch an area's background before the app runs. */
export type AreaBackgroundOptions = {
  /** Matches the path of an area page; its groups are the architecture id and the area id. */
  areaPath: string;
  /** The venue call (sent by the start-up script too), `$1` standing for the architecture id. */
  venueUrl: string;
  /** The signing call, to be followed by the encoded absolute URL of the asset. */
  signUrl: string;
  /** Asset URIs fetched through signed URLs (`SIGNED_ASSET_PREFIXES`). */
  signedPrefixes: readonly string[];
  /** The widths of the sized variants (`assetVariantWidths`), ascending. */
  variantWidths: readonly number[];
};

type Responses = Map<string, { authorization: string; response: Promise<Response> }>;
type Asset = { id: string; uri: string };
type Background = { type: string; assetId?: string; posterAssetId?: string };
type Area = {
  id: string;
  defaultViewpointId?: string;
  viewPoints: { id: string; background?: Background }[];
};
type Venue = { assets: Asset[]; architectures: { areas: Area[] }[] };

/**
 * Runs in the browser, inside the start-up script (serialized with `toString`, so it uses nothing
 * from outside itself): once the early venue answer is there, asks for the signed URL of the
 * area's background in the variant the area view will draw (`areaBackgroundUri`, `firstAttempt`
 * with `areaBackgroundWidth()`), leaves that answer for the app's HTTP client as well, and starts
 * loading the picture with a preload hint. The app then finds both ready instead of asking for
 * them one after the other once its script has run. Anything unexpected: nothing happens, the
 * app asks as usual.
 */
export function earlyAreaBackground(
  options: AreaBackgroundOptions,
  responses: Responses,
  authorization: string,
) {
  const match = location.pathname.match(new RegExp(options.areaPath));
  if (!match) return;
  let venueHref: string;
  let areaId: string;
  try {
    venueHref = options.venueUrl.replace('$1', () => encodeURIComponent(decodeURIComponent(match[1] ?? '')));
    areaId = decodeURIComponent(match[2] ?? '');
  } catch {
    return;
  }
  const venueResponse = responses.get(venueHref)?.response;
  if (!venueResponse) return;
  const json = (response: Response) => (response.ok ? response.clone().json() : undefined);
  const signedUri = (venue: Venue | undefined) => {
    const area = venue?.architectures?.[0]?.areas?.find((candidate) => candidate.id === areaId);
    if (!area) return undefined;
    const viewpoint =
      area.viewPoints.find((candidate) => candidate.id === area.defaultViewpointId) ?? area.viewPoints[0];
    const background = viewpoint?.background;
    const assetId = background?.type === 'BackgroundVideo' ? background.posterAssetId : background?.assetId;
    const uri = venue?.assets.find((asset) => asset.id === assetId)?.uri;
    if (!uri || !options.signedPrefixes.some((prefix) => uri.startsWith(prefix))) return undefined;
    const [path = '', query] = uri.split('?');
    if (!/\.(jpe?g|png|webp)$/i.test(path)) return undefined;
    const pixels = Math.ceil(window.innerWidth * (window.devicePixelRatio || 1));
    const widths = options.variantWidths;
    const width = widths.find((candidate) => candidate >= pixels) ?? widths[widths.length - 1];
    const dot = path.lastIndexOf('.');
    const sized = `${path.slice(0, dot)}.w${width}${path.slice(dot)}`;
    return query === undefined ? sized : `${sized}?${query}`;
  };
  venueResponse
    .then(json)
    .then((venue: Venue | undefined) => {
      const uri = signedUri(venue);
      if (!uri) return undefined;
      const signHref = `${options.signUrl}${encodeURIComponent(new URL(uri, location.origin).href)}`;
      const response = fetch(signHref, { headers: { authorization } });
      responses.set(signHref, { authorization, response });
      return response.then(json);
    })
    .then((body: { signedUrl?: unknown } | undefined) => {
      if (typeof body?.signedUrl !== 'string') return;
      const link = document.createElement('link');
      link.rel = 'preload';
      link.setAttribute('as', 'image');
      link.href = body.signedUrl;
      link.setAttribute('fetchpriority', 'high');
      document.head.append(link);
    })
    .catch(() => undefined);
}

/**
 * Panorama files, fetched while the viewer's code loads, and kept for the last few pictures so
 * switching between viewpoints that share a panorama does not fetch it again.
 */
const KEPT = 2;
const kept = new Map<string, Promise<Blob>>();

async function fetchBlob(url: string): Promise<Blob> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`panorama ${url}: HTTP ${response.status}`);
  return response.blob();
}

export function loadPanoramaImage(url: string): Promise<Blob> {
  const loading = kept.get(url) ?? fetchBlob(url);
  kept.delete(url);
  kept.set(url, loading);
  loading.catch(() => {
    if (kept.get(url) === loading) kept.delete(url);
  });
  while (kept.size > KEPT) kept.delete(kept.keys().next().value as string);
  return loading;
}

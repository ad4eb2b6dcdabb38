/**
 * maplibre-gl on demand (≈ 290 KB gzip): imported only when the map is shown and a style is
 * configured, so the booking chunk carries none of it. Its worker is a file of its own that the
 * build copies next to the chunks (rollup.config.mjs `maplibreWorker`); maplibre would otherwise
 * look for it next to its own module and fail with "Worker failed to load".
 */
export type MapLibre = typeof import('maplibre-gl');

let loading: Promise<MapLibre> | null = null;

export function loadMapLibre(): Promise<MapLibre> {
  loading ??= import('maplibre-gl').then((maplibre) => {
    maplibre.setWorkerUrl(new URL('./maplibre-gl-worker.mjs', import.meta.url).href);
    return maplibre;
  });
  // A failed load may be retried (a flaky network), so it is not remembered.
  loading.catch(() => (loading = null));
  return loading;
}

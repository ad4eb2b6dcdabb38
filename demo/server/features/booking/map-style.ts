/**
 * The demo's offline basemap: Natural Earth land and country borders from the npm package
 * world-atlas (ISC; data public domain), converted from TopoJSON to GeoJSON with topojson-client
 * the first time it is asked for, and a maplibre style that uses only those two sources. No tiles,
 * no glyphs, no sprites from the internet: the map works on a closed network. Providers configure
 * their own style URL (`maps.styleUrl`).
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

const require = createRequire(import.meta.url);

let basemap: Promise<{ land: string; borders: string }> | undefined;

async function topology(name: string): Promise<Topology> {
  return JSON.parse(await readFile(require.resolve(`world-atlas/${name}`), 'utf8')) as Topology;
}

/** GeoJSON text of land and borders, converted once per process. */
export function basemapGeoJson(): Promise<{ land: string; borders: string }> {
  basemap ??= (async () => {
    const [land, countries] = await Promise.all([topology('land-50m.json'), topology('countries-50m.json')]);
    const landObject = land.objects.land as GeometryCollection;
    const countryObject = countries.objects.countries as GeometryCollection;
    return {
      land: JSON.stringify(feature(land, landObject)),
      // Shared arcs only (a !== b): borders between countries, not every coastline twice.
      borders: JSON.stringify(mesh(countries, countryObject, (a, b) => a !== b)),
    };
  })();
  return basemap;
}

/** The style document; source URLs are absolute (maplibre resolves them in its worker). */
export function mapStyle(origin: string) {
  return {
    version: 8,
    name: 'Offline Natural Earth',
    sources: {
      land: { type: 'geojson', data: `${origin}/api/maps/land.geojson`, attribution: 'Natural Earth' },
      borders: { type: 'geojson', data: `${origin}/api/maps/borders.geojson` },
    },
    layers: [
      { id: 'water', type: 'background', paint: { 'background-color': '#cfe3f3' } },
      { id: 'land', type: 'fill', source: 'land', paint: { 'fill-color': '#f4f1ea', 'fill-outline-color': '#9fb3c8' } },
      { id: 'borders', type: 'line', source: 'borders', paint: { 'line-color': '#8a99a8', 'line-width': 1 } },
    ],
  };
}

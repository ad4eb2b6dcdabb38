import { useEffect, useRef } from 'react';
import type { Map as MapLibreMap, Marker } from 'maplibre-gl';
import { useRuntime } from '../../../src/element/hooks';
import { adopt, sheet } from '../../../src/element/stylesheets';
import { useWidget } from '../../../src/element/widget-context';
import type { BookingModel } from '../booking.model';
import { loadMapLibre } from './load-maplibre';
import { mapCss } from './map.css';

/** How long a style may take before the map counts as failed and the list carries on alone. */
const MAP_LOAD_TIMEOUT_MS = 15_000;

/**
 * The clinic map: the configured style, a marker per clinic that is a real button named after
 * the clinic (Tab reaches it, Enter chooses it), the zoom levels of spec 001 §9. Any failure
 * (library, worker, style) marks the map as not loaded; the list beside it shows the same clinics.
 */
export default function ClinicMap({ model, styleUrl }: { model: BookingModel; styleUrl: string }) {
  const { i18n, apiBase } = useRuntime();
  const t = i18n.t;
  const { shadowRoot } = useWidget();
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<MapLibreMap | null>(null);
  const markers = useRef<Marker[]>([]);
  const clinics = model.clinics.value;
  const center = model.center.value;
  const zoom = model.zoom.value;
  const selected = model.url.value.selectedClinic;

  useEffect(() => {
    let cancelled = false;
    let loaded = false;
    adopt(shadowRoot, [sheet(mapCss)]);
    const timer = setTimeout(() => !loaded && !cancelled && model.mapsLoaded(false), MAP_LOAD_TIMEOUT_MS);
    loadMapLibre().then(
      (maplibre) => {
        if (cancelled || !container.current) return;
        const instance = new maplibre.Map({
          container: container.current,
          style: new URL(styleUrl, apiBase ?? location.href).href,
          center: [model.center.peek().longitude, model.center.peek().latitude],
          zoom: model.zoom.peek(),
          attributionControl: { compact: false },
        });
        instance.addControl(new maplibre.NavigationControl({ showCompass: false }), 'top-right');
        instance.on('load', () => {
          loaded = true;
          if (!cancelled) model.mapsLoaded(true);
        });
        // `idle` comes once the sources are drawn, which needs the worker: `load` alone would not
        // prove it (a background-only style loads without one). Tests and hosts read the attribute.
        instance.once('idle', () => container.current?.setAttribute('data-map-state', 'drawn'));
        instance.on('error', (event) => {
          console.warn('[rad-widgets] map error', event.error?.message);
          if (!loaded && !cancelled) model.mapsLoaded(false);
        });
        map.current = instance;
      },
      (error: unknown) => {
        console.warn('[rad-widgets] the map library could not be loaded', error);
        if (!cancelled) model.mapsLoaded(false);
      },
    );
    return () => {
      cancelled = true;
      clearTimeout(timer);
      map.current?.remove();
      map.current = null;
    };
  }, [model, styleUrl, apiBase, shadowRoot]);

  // Markers follow the clinic list: one button per clinic, in the list's order.
  useEffect(() => {
    const instance = map.current;
    let cancelled = false;
    void loadMapLibre().then((maplibre) => {
      if (cancelled || !map.current) return;
      for (const marker of markers.current) marker.remove();
      markers.current = clinics.map((clinic) => {
        const button = document.createElement('button');
        button.type = 'button';
        button.className = clinic.slug === selected ? 'marker marker--selected' : 'marker';
        button.setAttribute('part', 'map-marker');
        button.setAttribute('aria-label', t('booking.choose_clinic', { name: clinic.name }));
        button.dataset.clinic = clinic.slug;
        button.addEventListener('click', (event) => {
          event.stopPropagation();
          model.chooseClinic(clinic.slug);
        });
        return new maplibre.Marker({ element: button, anchor: 'bottom' })
          .setLngLat([clinic.longitude, clinic.latitude])
          .addTo(map.current!);
      });
    });
    return () => {
      cancelled = true;
      void instance;
    };
  }, [clinics, selected, model, t]);

  useEffect(() => {
    map.current?.jumpTo({ center: [center.longitude, center.latitude], zoom });
  }, [center.latitude, center.longitude, zoom]);

  return <div ref={container} className="map" part="map" role="region" aria-label={t('booking.map_label')} />;
}

import { useEffect, useMemo, useRef, useState } from 'react';
import type { Map as MapLibreMap, Marker } from 'maplibre-gl';
import { useRuntime } from '../../../src/element/hooks';
import { adopt, sheet } from '../../../src/element/stylesheets';
import { useWidget } from '../../../src/element/widget-context';
import type { Clinic } from '../../../src/api/schemas/booking.schema';
import { MAP_ZOOM_DEFAULT } from '../../../src/constants';
import type { BookingModel } from '../booking.model';
import { loadMapLibre } from './load-maplibre';
import { groupNear, viewBounds } from './view-bounds';
import { mapCss } from './map.css';

/** Room around the fitted clinics: markers stand above their point; the zoom buttons take the right. */
const VIEW_PADDING = { top: 56, bottom: 32, left: 40, right: 88 };

/** Marker centres closer than this would overlap (markers are 28 px): they share a cluster button. */
const MARKER_SPACING_PX = 30;

function markerButton(part: string, className: string): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = className;
  button.setAttribute('part', part);
  return button;
}

/** How long a style may take before the map counts as failed and the list carries on alone. */
const MAP_LOAD_TIMEOUT_MS = 15_000;

/**
 * The clinic map: the configured style, a marker per clinic that is a real button named after
 * the clinic (Tab reaches it, Enter chooses it), the zoom levels of docs/rules.md#display-map. Any failure
 * (library, worker, style) marks the map as not loaded; the list beside it shows the same clinics.
 */
export default function ClinicMap({ model, styleUrl }: { model: BookingModel; styleUrl: string }) {
  const { i18n, apiBase } = useRuntime();
  const t = i18n.t;
  const { shadowRoot } = useWidget();
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<MapLibreMap | null>(null);
  const [ready, setReady] = useState(false);
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
        setReady(true);
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

  // Markers follow the clinic list: one button per clinic, in the list's order. Clinics that would
  // overlap at this zoom share one button that brings them closer; redrawn after every zoom.
  useEffect(() => {
    const instance = map.current;
    let cancelled = false;
    let focusAfterZoom: string | null = null;
    let draw = () => undefined as void;
    void loadMapLibre().then((maplibre) => {
      if (cancelled || !instance) return;
      const place = (element: HTMLElement, clinic: Clinic) =>
        new maplibre.Marker({ element, anchor: 'bottom' }).setLngLat([clinic.longitude, clinic.latitude]).addTo(instance);
      const clinicMarker = (clinic: Clinic) => {
        const button = markerButton('map-marker', clinic.slug === selected ? 'marker marker--selected' : 'marker');
        button.setAttribute('aria-label', t('booking.choose_clinic', { name: clinic.name }));
        button.dataset.clinic = clinic.slug;
        button.addEventListener('click', (event) => {
          event.stopPropagation();
          model.chooseClinic(clinic.slug);
        });
        return place(button, clinic);
      };
      const clusterMarker = (group: Clinic[]) => {
        const chosen = group.some((clinic) => clinic.slug === selected);
        const button = markerButton('map-cluster', chosen ? 'marker marker--cluster marker--selected' : 'marker marker--cluster');
        button.textContent = String(group.length);
        button.dataset.count = String(group.length);
        button.setAttribute(
          'aria-label',
          t('booking.map_cluster', { count: group.length, names: group.map((clinic) => clinic.name).join(', ') }),
        );
        button.addEventListener('click', (event) => {
          event.stopPropagation();
          // Focus goes on to the first of them once they are apart (this button is gone then).
          focusAfterZoom = group[0]!.slug;
          const bounds = viewBounds(group, null)!;
          instance.fitBounds(bounds, { padding: 80, maxZoom: MAP_ZOOM_DEFAULT, animate: false });
        });
        return place(button, group[0]!);
      };
      draw = () => {
        for (const marker of markers.current) marker.remove();
        const screen = clinics.map((clinic) => instance.project([clinic.longitude, clinic.latitude]));
        markers.current = groupNear(screen, MARKER_SPACING_PX).map((group) => {
          const members = group.map((index) => clinics[index]!);
          return members.length === 1 ? clinicMarker(members[0]!) : clusterMarker(members);
        });
        if (focusAfterZoom) {
          const slug = focusAfterZoom;
          focusAfterZoom = null;
          const target = markers.current.map((marker) => marker.getElement()).find((element) => element.dataset.clinic === slug);
          target?.focus();
        }
      };
      draw();
      instance.on('zoomend', draw);
    });
    return () => {
      cancelled = true;
      instance?.off('zoomend', draw);
    };
  }, [clinics, selected, model, t, ready]);

  // The view: a clinic in focus at the spec's zoom; otherwise the nearest clinics (and the
  // patient's point) fitted in, never closer than the spec's zoom, so their markers are on screen.
  const here = model.location.value;
  const focused = selected !== null || model.url.value.clat !== null;
  const fit = useMemo(() => (focused ? null : viewBounds(clinics, here.source === 'none' ? null : here.point)), [focused, clinics, here]);
  useEffect(() => {
    const instance = map.current;
    if (!instance) return;
    // The camera moves before the style has loaded too (the container's size is known).
    if (fit) instance.fitBounds(fit, { padding: VIEW_PADDING, maxZoom: zoom, animate: false });
    else instance.jumpTo({ center: [center.longitude, center.latitude], zoom });
  }, [center.latitude, center.longitude, zoom, fit, ready]);

  return <div ref={container} className="map" part="map" role="region" aria-label={t('booking.map_label')} />;
}

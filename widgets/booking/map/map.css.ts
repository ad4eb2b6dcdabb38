/**
 * The few rules of maplibre-gl.css the map needs inside a shadow root (the page's copy cannot
 * reach in): the canvas and markers positioned in the container. Adopted with the map chunk.
 */
export const mapCss = /* css */ `
.maplibregl-map { position: relative; overflow: hidden; -webkit-tap-highlight-color: transparent; }
.maplibregl-canvas-container, .maplibregl-canvas { position: absolute; inset: 0 auto auto 0; }
.maplibregl-canvas:focus-visible { outline: 3px solid var(--rad-color-focus, #1a73e8); outline-offset: -3px; }
.maplibregl-marker { position: absolute; top: 0; left: 0; will-change: transform; }
.maplibregl-ctrl-bottom-right, .maplibregl-ctrl-top-right { position: absolute; right: 0; z-index: 2; pointer-events: none; }
.maplibregl-ctrl-top-right { top: 0; }
.maplibregl-ctrl-bottom-right { bottom: 0; }
.maplibregl-ctrl { pointer-events: auto; margin: 8px; }
.maplibregl-ctrl-attrib { background: rgba(255, 255, 255, 0.85); font-size: 0.75rem; padding: 0 4px; }
.maplibregl-ctrl-group { display: flex; flex-direction: column; background: #fff; border-radius: 6px; box-shadow: 0 0 0 2px rgba(0, 0, 0, 0.15); }
.maplibregl-ctrl-group button { width: 44px; height: 44px; border: 0; background: transparent; cursor: pointer; font-size: 1.25rem; }
.maplibregl-ctrl-group button + button { border-top: 1px solid #ddd; }
.maplibregl-ctrl-icon { display: block; width: 100%; height: 100%; }
.maplibregl-ctrl-zoom-in .maplibregl-ctrl-icon::before { content: "+"; }
.maplibregl-ctrl-zoom-out .maplibregl-ctrl-icon::before { content: "−"; }
.maplibregl-ctrl-compass { display: none; }
.marker--cluster {
  width: 36px; height: 36px; border-radius: 50%; transform: none; color: var(--rad-color-primary-contrast, #ffffff);
  font-weight: 700; font-size: 0.9375rem; line-height: 1; display: grid; place-items: center;
}
`;

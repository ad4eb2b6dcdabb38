/** The row menu: a list under its button, above the page, each item a 44 px target. */
export const rowMenuCss = /* css */ `
.rad-row-menu { z-index: 10; min-inline-size: 12rem; max-inline-size: calc(100vw - 16px); margin: 0; padding: 0.25rem 0;
  list-style: none; border: 1px solid var(--rad-color-border, #c8d0da); border-radius: var(--rad-radius, 6px);
  background: var(--rad-color-surface, #ffffff); box-shadow: 0 4px 16px rgb(0 0 0 / 0.18); }
.rad-row-menu__item { display: flex; align-items: center; inline-size: 100%; min-block-size: 44px; padding: 0.5rem 1rem; border: 0;
  background: none; color: var(--rad-color-text, #1b1f24); font: inherit; text-align: start; text-decoration: none; cursor: pointer;
  overflow-wrap: anywhere; box-sizing: border-box; }
.rad-row-menu__item:hover, .rad-row-menu__item:focus-visible { background: var(--rad-color-hover, #eef2f6); }
.rad-row-menu__item:focus-visible { outline: 3px solid var(--rad-color-focus, #ffbf47); outline-offset: -3px; }
`;

import type { WidgetTag } from '../../widgets/registry';

/** Loads built entries from dist/ (what ships), not the sources: the loader or any widget. */
export function loadEntry(name: 'rad-widgets' | WidgetTag): Promise<unknown> {
  const url = `/dist/${name}.js`;
  return import(/* @vite-ignore */ url);
}

export type RadElement = HTMLElement & { runtime: { store: unknown; i18n: unknown; version: string } };

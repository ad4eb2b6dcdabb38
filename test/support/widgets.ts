/** Loads built entries from dist/ (what ships), not the sources. */
export function loadEntry(
  name: 'rad-widgets' | 'rad-deny' | 'rad-page' | 'rad-portal' | 'rad-email-preview' | 'rad-auth',
): Promise<unknown> {
  const url = `/dist/${name}.js`;
  return import(/* @vite-ignore */ url);
}

export type RadElement = HTMLElement & { runtime: { store: unknown; i18n: unknown; version: string } };

import { useEffect } from 'react';
import type { Config } from '../../../src/api/schemas/config.schema';
import { applyPageFacts } from '../page-facts';

/** Title, meta tags and favicon for the current route. */
export function usePageFacts(config: Config, routeTitle: string | null, apiBase: string): void {
  useEffect(() => applyPageFacts(config, routeTitle, apiBase), [config, routeTitle, apiBase]);
}

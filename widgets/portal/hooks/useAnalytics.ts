import { useEffect } from 'react';
import { startAnalytics } from '../../../src/analytics';
import type { Config } from '../../../src/api/schemas/config.schema';

/** Analytics only where no personal data is shown; re-evaluated on every route change. */
export function useAnalytics(config: Config, authenticatedView: boolean): void {
  useEffect(() => startAnalytics(config.application, { authenticatedView, document }), [config, authenticatedView]);
}

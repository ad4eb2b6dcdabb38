import { useEffect } from 'react';
import type { Config } from '../../../src/api/schemas/config.schema';
import { setWidgetErrorSink } from '../../../src/element/error-sink';
import { reportError, startErrorReporting } from '../../../src/reporting';
import { startKeepalive } from '../../../src/session';

/** Error reporting (only with a DSN, scrubbed there) and the session keepalive (only with a URL). */
export function useReportingAndKeepalive(config: Config, release: string): void {
  useEffect(() => {
    void startErrorReporting({
      dsn: config.integration.sentryDSN,
      release,
      environment: config.application.production ? 'production' : 'development',
    });
    // Errors a widget's boundary catches never reach window.onerror: hand them over (scrubbed there).
    if (config.integration.sentryDSN.trim()) setWidgetErrorSink((error) => reportError(error));
    return startKeepalive({ url: config.application.keepaliveUrl });
  }, [config, release]);
}

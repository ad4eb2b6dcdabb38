/**
 * The demo viewer runs on an origin picked at start (its own port), which the stored
 * configuration cannot know: what hands the configuration on (GET /api/config, the image viewer
 * page's frame-src) adds it to `integration.imageViewerOrigins` while it runs, as a provider lists
 * its real viewer there.
 */
import type { Config } from '../../../../src/api/schemas/config.schema';

export function withDemoViewer(config: Config, viewerOrigin: string | undefined): Config {
  const origins = config.integration.imageViewerOrigins;
  if (!viewerOrigin || origins.includes(viewerOrigin)) return config;
  return { ...config, integration: { ...config.integration, imageViewerOrigins: [...origins, viewerOrigin] } };
}

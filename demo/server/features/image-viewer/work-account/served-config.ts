/**
 * `integration.workAccount.authority: 'local'` names the reference server's own identity provider,
 * whose address (an HTTPS port picked at start) the stored configuration cannot know. Everything
 * that hands the configuration on (GET /api/config, the page's CSP) or checks tokens against it
 * uses the authority as served: the running provider's issuer, or none when it does not run.
 */
import type { Config } from '../../../../../src/api/schemas/config.schema';
import { LOCAL_AUTHORITY } from './provider';

export function servedConfig(config: Config, localIssuer: string | undefined): Config {
  const workAccount = config.integration.workAccount;
  if (workAccount.authority !== LOCAL_AUTHORITY) return config;
  return { ...config, integration: { ...config.integration, workAccount: { ...workAccount, authority: localIssuer ?? '' } } };
}

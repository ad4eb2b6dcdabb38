/**
 * What a page holding <rad-chat> must allow in its Content-Security-Policy for the provider's
 * hosted messenger (its script loads from `integration.chat.scriptUrl`: src/api/API.md#chat): the
 * script's origin in `script-src`, and in `connect-src` that origin plus the messenger's own API
 * and socket origins (`integration.chat.connectOrigins`; an https origin also allows its wss
 * socket under CSP 3). Nothing when no deployment id is configured (no chat, no script), and
 * nothing for a root-relative script (the reference server's local messenger is `'self'`).
 */
import type { Config } from '../../../../src/api/schemas/config.schema';
import { cspOrigins, originOf, type PolicySources } from '../../http/security-headers';

export function chatSources(config: Config | undefined): Required<Pick<PolicySources, 'scriptSrc' | 'connectSrc'>> {
  const chat = config?.integration.chat;
  if (!chat?.deploymentId || !chat.scriptUrl) return { scriptSrc: [], connectSrc: [] };
  const script = originOf(chat.scriptUrl);
  return {
    scriptSrc: script ? [script] : [],
    connectSrc: cspOrigins([...(script ? [script] : []), ...(chat.connectOrigins ?? [])]),
  };
}

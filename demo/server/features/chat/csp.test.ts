import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ConfigSchema, type Config } from '../../../../src/api/schemas/config.schema';
import { matchRoute } from '../../../../src/router/routes';
import { seedProviderConfig } from '../../seed/provider';
import { portalPolicy } from '../pages/routes';
import { chatSources } from './csp';

/** The seeded provider's configuration with other chat settings, checked by the schema as a RAD_CONFIG file would be. */
function configWith(chat: Record<string, unknown>): Config {
  const seeded = seedProviderConfig as unknown as { integration: { chat: Record<string, unknown> } };
  return v.parse(ConfigSchema, { ...seeded, integration: { ...seeded.integration, chat: { ...seeded.integration.chat, ...chat } } });
}

const policyOf = (path: string, config: Config) => portalPolicy(path, matchRoute(path)!.route, config, []);
const directive = (policy: string, name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `));

describe('chat in the host page’s CSP', () => {
  const hosted = configWith({
    deploymentId: 'f8c1d2e3',
    scriptUrl: 'https://apps.mypurecloud.com.au/genesys-bootstrap/genesys.min.js',
    connectOrigins: ['https://api.mypurecloud.com.au', 'https://webmessaging.mypurecloud.com.au'],
  });

  it('allows the hosted messenger’s script and connections on the booking-request page', () => {
    const policy = policyOf('/booking-requests/DEMO-BR-2001', hosted);
    expect(directive(policy, 'script-src')).toBe("script-src 'self' https://apps.mypurecloud.com.au");
    expect(directive(policy, 'connect-src')).toBe(
      "connect-src 'self' https://apps.mypurecloud.com.au https://api.mypurecloud.com.au https://webmessaging.mypurecloud.com.au",
    );
    // Inline script and eval stay forbidden.
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
  });

  it('allows nothing more on pages without chat, without a deployment id, or with the local messenger', () => {
    expect(directive(policyOf('/appointments/DEMO-APPT-1001', hosted), 'script-src')).toBe("script-src 'self'");
    expect(chatSources(configWith({ deploymentId: '', scriptUrl: 'https://apps.mypurecloud.com.au/x.js' }))).toEqual({
      scriptSrc: [],
      connectSrc: [],
    });
    expect(chatSources(configWith({ deploymentId: 'demo', scriptUrl: '/demo/chat/messenger.js' }))).toEqual({
      scriptSrc: [],
      connectSrc: [],
    });
  });

  it('refuses a configured origin that is not one (a path, a wildcard, a keyword)', () => {
    for (const bad of ['*', "'unsafe-inline'", 'https://api.example/path', 'http://api.example']) {
      expect(() => configWith({ connectOrigins: [bad] }), bad).toThrow();
    }
    expect(chatSources(configWith({ deploymentId: 'd', scriptUrl: 'https://x.example/a.js;script-src' })).scriptSrc).toEqual([]);
  });
});

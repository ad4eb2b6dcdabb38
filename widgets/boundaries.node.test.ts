/**
 * The layer rule (test/tools/eslint-boundaries.js) fires where README.md#architecture-in-a-few-lines says imports must not go,
 * and stays quiet where they may.
 */
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: root, overrideConfigFile: `${root}test/tools/eslint.config.js` });

async function boundaryMessages(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return result!.messages.filter((message) => message.ruleId === 'rad/boundaries').map((message) => message.messageId ?? '');
}

describe('rad/boundaries', () => {
  it('src/ may not import a widget', async () => {
    expect(await boundaryMessages(`export { RadDeny } from '../../widgets/deny/index';\n`, 'src/store/x.ts')).toEqual(['srcImportsWidget']);
    expect(await boundaryMessages(`export { request } from '../api/client';\n`, 'src/store/x.ts')).toEqual([]);
  });

  it('a widget may import another widget only through its index', async () => {
    const internals = `import { denyMessage } from '../deny/deny-message';\nexport const x = denyMessage;\n`;
    expect(await boundaryMessages(internals, 'widgets/portal/x.ts')).toEqual(['widgetInternals']);
    const lazy = `export const load = () => import('../../auth/Auth');\n`;
    expect(await boundaryMessages(lazy, 'widgets/portal/hooks/x.ts')).toEqual(['widgetInternals']);
    const viaIndex = `export { RadDeny } from '../deny/index';\n`;
    expect(await boundaryMessages(viaIndex, 'widgets/portal/x.ts')).toEqual([]);
    const ownSubfolder = `export { useKioskInactivity } from '../kiosk';\n`;
    expect(await boundaryMessages(ownSubfolder, 'widgets/portal/hooks/x.ts')).toEqual([]);
    const registry = `export { loadWidget } from '../registry';\n`;
    expect(await boundaryMessages(registry, 'widgets/portal/x.ts')).toEqual([]);
  });

  it('the reference server: http/ knows no feature, the domain no route, features use the domain’s index', async () => {
    const fromHttp = `import { findSession } from '../features/session/service';\nexport const x = findSession;\n`;
    expect(await boundaryMessages(fromHttp, 'demo/server/http/x.ts')).toEqual(['httpImportsFeature']);
    expect(await boundaryMessages(`export { searchSlots } from '../domain/booking';\n`, 'demo/server/http/x.ts')).toEqual([
      'httpImportsFeature',
    ]);
    expect(await boundaryMessages(`export { jsonBody } from './json';\n`, 'demo/server/http/x.ts')).toEqual([]);
    const routesFromDomain = `export { bookingRoutes } from '../../features/booking/routes';\n`;
    expect(await boundaryMessages(routesFromDomain, 'demo/server/domain/booking/x.ts')).toEqual(['domainImportsRoutes']);
    expect(
      await boundaryMessages(`export { listItems } from '../../features/appointments/queries';\n`, 'demo/server/domain/booking/x.ts'),
    ).toEqual([]);
    const internals = `export { createHold } from '../../domain/booking/holds';\n`;
    expect(await boundaryMessages(internals, 'demo/server/features/booking/x.ts')).toEqual(['domainInternals']);
    expect(await boundaryMessages(`export { createHold } from '../../domain/booking';\n`, 'demo/server/features/booking/x.ts')).toEqual([]);
  });
});

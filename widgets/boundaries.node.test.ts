/**
 * The layer rule (test/tools/eslint-boundaries.js) fires where GUIDE §1 says imports must not go,
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
});

import { afterEach, describe, expect, it } from 'vitest';
import { PAGE_BOOTSTRAP_ID, readPageBootstrap, serializePageBootstrap, type PageBootstrap } from './page-bootstrap';
import * as v from 'valibot';
import { seedProviderConfig } from '../../demo/server/seed/provider';
import { ConfigSchema } from '../api/schemas/config.schema';

const DEMO_CONFIG = v.parse(ConfigSchema, seedProviderConfig);

const boot = (): PageBootstrap => ({ config: DEMO_CONFIG, locale: 'en-AU', primary: { 'nav.home': 'Home' }, provider: {} });

function place(text: string, type = 'application/json') {
  const element = document.createElement('script');
  element.id = PAGE_BOOTSTRAP_ID;
  element.type = type;
  element.textContent = text;
  document.head.append(element);
}

afterEach(() => document.getElementById(PAGE_BOOTSTRAP_ID)?.remove());

describe('the page bootstrap', () => {
  it('is read for an API on the page’s own origin', () => {
    place(serializePageBootstrap(boot()));
    expect(readPageBootstrap(document, '')?.primary).toEqual({ 'nav.home': 'Home' });
    expect(readPageBootstrap(document, location.origin)?.locale).toBe('en-AU');
  });

  it('is ignored for an API elsewhere, when missing, of another type, or malformed', () => {
    expect(readPageBootstrap(document, '')).toBeNull();
    place(serializePageBootstrap(boot()));
    expect(readPageBootstrap(document, 'https://api.elsewhere.example')).toBeNull();
    document.getElementById(PAGE_BOOTSTRAP_ID)!.remove();
    place(serializePageBootstrap(boot()), 'text/plain');
    expect(readPageBootstrap(document, '')).toBeNull();
    document.getElementById(PAGE_BOOTSTRAP_ID)!.remove();
    place('{"config":');
    expect(readPageBootstrap(document, '')).toBeNull();
    document.getElementById(PAGE_BOOTSTRAP_ID)!.remove();
    place(JSON.stringify({ ...boot(), config: { radiology: 'x' } }));
    expect(readPageBootstrap(document, '')).toBeNull();
  });

  it('writes no `<` a provider text could use to end the element, and reads it back intact', () => {
    const hostile = '</script><script>alert(1)</script><!-- \u2028';
    const text = serializePageBootstrap({ ...boot(), primary: { 'nav.home': hostile } });
    expect(text).not.toContain('<');
    expect(text).not.toContain('\u2028');
    place(text);
    expect(readPageBootstrap(document, '')?.primary['nav.home']).toBe(hostile);
  });
});

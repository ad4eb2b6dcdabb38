import { createElement, useEffect, useState } from 'react';
import type { RouteMatch } from '../../src/router/routes';
import { Banner } from '../../src/ui/Banner';
import { isBuiltWidget, loadWidget } from '../registry';
import { queryAttributes } from './navigation';

interface RouteOutletProps {
  match: RouteMatch | null;
  search: string;
  t: (key: string, values?: Record<string, string | number>) => string;
  /** Tells the shell a chunk is loading, so it shows the loading overlay. */
  onLoading: (loading: boolean) => void;
}

type ChunkState = 'loading' | 'ready' | 'error';

/**
 * Mounts the element of the current route, loading its chunk on demand. Query parameters become
 * the element's attributes (`/deny?maxAttempts=true` → `max-attempts="true"`); the route's fixed
 * attributes win. A route whose widget is not built yet says so instead of showing nothing.
 */
export function RouteOutlet({ match, search, t, onLoading }: RouteOutletProps) {
  const tag = match?.route.element ?? null;
  const built = tag !== null && isBuiltWidget(tag);
  const [state, setState] = useState<ChunkState>(() => (tag && customElements.get(tag) ? 'ready' : 'loading'));
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!tag || !built) return;
    if (customElements.get(tag)) {
      setState('ready');
      return;
    }
    let current = true;
    setState('loading');
    onLoading(true);
    loadWidget(tag).then(
      () => current && setState('ready'),
      (error: unknown) => {
        console.error(`[rad-widgets] could not load <${tag}>`, error);
        if (current) setState('error');
      },
    );
    return () => {
      current = false;
    };
  }, [tag, built, attempt, onLoading]);

  useEffect(() => {
    if (state !== 'loading') onLoading(false);
  }, [state, onLoading]);

  if (!match || !tag) {
    return (
      <section className="shell-placeholder" aria-labelledby="portal-not-found">
        <h1 id="portal-not-found">{t('portal.not_found')}</h1>
      </section>
    );
  }
  if (!built) {
    return (
      <section className="shell-placeholder" aria-labelledby="portal-not-available" data-route-element={tag}>
        <h1 id="portal-not-available">{match.route.titleKey ? t(match.route.titleKey, { name: '' }) : t('portal.not_available_title')}</h1>
        <p>{t('portal.not_available')}</p>
      </section>
    );
  }
  if (state === 'error') {
    return (
      <Banner tone="error">
        <p>{t('portal.load_failed')}</p>
        <button type="button" className="rad-button rad-button--secondary" onClick={() => setAttempt((n) => n + 1)}>
          {t('action.retry')}
        </button>
      </Banner>
    );
  }
  if (state === 'loading') return null;
  const attributes: Record<string, string> = { ...queryAttributes(search), ...match.route.attributes };
  // Only the routes that read a date of birth from the link (authentication) receive it; no other element holds it.
  if (!match.route.receivesDateOfBirth) delete attributes['date-of-birth'];
  const element = createElement(tag, { ...attributes, key: outletKey(match) });
  if (!match.route.shellHeading || !match.route.titleKey) return element;
  return (
    <>
      <h1 className="shell-route-heading">{t(match.route.titleKey, { name: '' })}</h1>
      {element}
    </>
  );
}

/**
 * Which element instance a route gets: a new key re-creates the element. The booking finder's
 * paths (home, kiosk, select-clinic, advanced-booking, booking, in one tree) are its own steps,
 * written by the element itself: it stays, so its state and the focus it moved survive each step,
 * and it follows a URL someone else moved (browser-deps watchUrl). A kiosk time-out reloads the
 * page, so no patient's choices outlive it. Every other route gets its own element.
 */
export function outletKey(match: RouteMatch | null): string {
  if (!match) return 'none';
  const { route } = match;
  if (route.element === 'rad-booking') return `rad-booking:${match.tree}`;
  return `${route.element}:${route.tree}:${route.path}`;
}

import { createElement, useEffect, useState } from 'react';
import type { RouteMatch } from '../../src/router/routes';
import { loadWidget } from '../registry';

const BOOKING_KEY = /^[A-Za-z0-9-]{6,64}$/;

/**
 * Chat with an agent on the booking-request page (issue 16: "a patient opens chat from a booking
 * request"): beside <rad-booking-requests> the portal renders <rad-chat booking-key> for the same
 * request, loading its chunk only here. rad-chat itself renders nothing unless the provider
 * configured a deployment id, and loads the provider's script only on its launcher's first click.
 */
export function BookingRequestChat({ match }: { match: RouteMatch | null }) {
  const key = match?.route.element === 'rad-booking-requests' ? (match.params['*'] ?? '') : '';
  const bookingKey = BOOKING_KEY.test(key) ? key : null;
  const [loaded, setLoaded] = useState(() => typeof customElements !== 'undefined' && Boolean(customElements.get('rad-chat')));

  useEffect(() => {
    if (!bookingKey || loaded) return;
    let live = true;
    loadWidget('rad-chat').then(
      () => live && setLoaded(true),
      // No chat is no loss: the booking request page works on without it.
      (error: unknown) => console.error('[rad-widgets] could not load <rad-chat>', error),
    );
    return () => {
      live = false;
    };
  }, [bookingKey, loaded]);

  return bookingKey && loaded ? createElement('rad-chat', { 'booking-key': bookingKey, key: bookingKey }) : null;
}

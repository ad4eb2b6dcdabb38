import { useEffect, useMemo, type RefObject } from 'react';
import type { Config } from '../../../src/api/schemas/config.schema';
import { contentHeight, openDialogRect, startFrameBridge, type FrameBridge } from '../frame-bridge';

/** rad-* events a framed portal passes on to its parent (names and non-personal details only). */
const FORWARDED_EVENTS = ['rad-ready', 'rad-error', 'rad-close', 'rad-navigate'] as const;

interface FrameBridgeInput {
  config: Config;
  runtimeVersion: string;
  host: HTMLElement;
  /** The shell's root: its size is the content's (the shell has no viewport min-height in a frame). */
  shell: RefObject<HTMLElement | null>;
  pathname: string;
  onKioskMode: (kioskMode: boolean) => void;
}

/**
 * The portal's side of the frame protocol (src/bridge/PROTOCOL.md), when framed by an allowed
 * parent: height on every layout change (growing and shrinking), the route, rad-* events, and a
 * request to scroll a dialog that takes focus into the parent's view.
 */
export function useFrameBridge({ config, runtimeVersion, host, shell, pathname, onKioskMode }: FrameBridgeInput): FrameBridge | null {
  const bridge = useMemo(
    () =>
      startFrameBridge({
        allowedOrigins: config.integration.allowedParentOrigins,
        runtimeVersion,
        // The content, not the document: the document is never shorter than the frame itself, so
        // measuring it would never let the frame shrink.
        measure: () => contentHeight(shell.current ?? host),
        observe: () => shell.current ?? host,
        onKioskMode,
      }),
    // onKioskMode is a state setter (stable); the shell ref is read when measuring.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [config, runtimeVersion, host],
  );
  useEffect(() => () => bridge?.stop(), [bridge]);
  useEffect(() => bridge?.bridge.post('rad:navigate', { path: pathname }), [bridge, pathname]);

  useEffect(() => {
    if (!bridge) return;
    const forward = (event: Event) => {
      const detail = (event as CustomEvent).detail;
      const safe =
        detail && typeof detail === 'object'
          ? Object.fromEntries(Object.entries(detail).filter(([, value]) => ['string', 'number', 'boolean'].includes(typeof value)))
          : undefined;
      bridge.bridge.post('rad:event', { name: event.type, detail: safe });
    };
    FORWARDED_EVENTS.forEach((name) => host.addEventListener(name, forward));
    return () => FORWARDED_EVENTS.forEach((name) => host.removeEventListener(name, forward));
  }, [bridge, host]);

  // A modal dialog sits in the middle of the frame's own viewport, which is the whole (tall)
  // frame: the parent may show none of it. When focus enters an open dialog, ask the parent to
  // scroll that part of the frame into view; again when the parent resizes the frame (the dialog
  // then moves to the new middle, e.g. a sign-in dialog that opened before the first height).
  useEffect(() => {
    if (!bridge) return;
    const reveal = () => {
      const rect = openDialogRect();
      if (rect) bridge.bridge.post('rad:scroll-into-view', rect);
    };
    host.addEventListener('focusin', reveal);
    window.addEventListener('resize', reveal);
    return () => {
      host.removeEventListener('focusin', reveal);
      window.removeEventListener('resize', reveal);
    };
  }, [bridge, host]);

  return bridge;
}

import { describe, expect, it } from 'vitest';
import { ZOOM_SMALL_SCREEN_PERCENT } from '../constants';
import { KIOSK_TARGET_PX, KIOSK_ZOOMED_TARGET_PX, kioskTargetsCss } from './kiosk-targets.css';

describe('kiosk targets under the small-screen zoom', () => {
  it('are the smallest CSS size that the 75 % zoom still shows at 44 px or more', () => {
    const onScreen = (cssPx: number) => (cssPx * ZOOM_SMALL_SCREEN_PERCENT) / 100;
    expect(KIOSK_TARGET_PX).toBe(44);
    expect(KIOSK_ZOOMED_TARGET_PX).toBe(59);
    expect(onScreen(KIOSK_ZOOMED_TARGET_PX)).toBeGreaterThanOrEqual(44);
    expect(onScreen(KIOSK_ZOOMED_TARGET_PX - 1)).toBeLessThan(44);
  });

  it('apply only where the kiosk shell says so', () => {
    expect(kioskTargetsCss).toContain('@container style(--rad-kiosk: on)');
    expect(kioskTargetsCss).toContain('@container style(--rad-kiosk-zoomed: on)');
    expect(kioskTargetsCss).toContain('min-height: 59px !important');
  });
});

/** Pins every business constant (docs/rules.md, each rule's Constant lines): changing one is a rule change. */
import { describe, expect, it } from 'vitest';
import * as c from './constants';

describe('spec constants', () => {
  it('portal, sign-in and kiosk constants', () => {
    expect(c.KIOSK_COUNTDOWN_SECONDS).toBe(10);
    expect(c.KIOSK_IDLE_CHECK_MS).toBe(1000);
    expect(c.KIOSK_ACTIVITY_THROTTLE_MS).toBe(500);
    expect(c.KIOSK_DEFAULT_IDLE_SECONDS).toBe(20 * 60);
    expect(c.KEEPALIVE_INTERVAL_MS).toBe(10 * 60 * 1000);
    expect(c.CONTACT_NUMBER_MAX_LENGTH).toBe(10);
    expect(c.OTP_CODE_LENGTH).toBe(6);
    expect(c.OTP_RESEND_DEFAULT_SECONDS).toBe(5);
    expect(c.BANNER_Z_INDEX).toBe(1500);
    expect(c.MOBILE_MAX_WIDTH_PX).toBe(480);
    expect(c.ZOOM_SMALL_SCREEN_PERCENT).toBe(75);
    expect(c.ZOOM_SMALL_SCREEN_MAX_HEIGHT_PX).toBe(768);
    expect(c.HEADER_MESSAGE_MIN_WIDTH_PX).toBe(1120);
    expect(c.FEEDBACK_REDIRECT_MS).toBe(4000);
    expect(c.QUESTIONNAIRE_DEFAULT_MODAL_SIZE).toBe('lg');
    expect(c.DENY_CLOSE_BUTTON_MAX_WIDTH_PX).toBe(350);
    expect(c.IMAGE_VIEWER_MAX_HEIGHT_PX).toBe(600);
  });

  it('booking, chat, viewer and timing constants', () => {
    expect([c.MAP_ZOOM_DEFAULT, c.MAP_ZOOM_REGION_SELECT, c.MAP_ZOOM_RESET]).toEqual([16, 12, 13]);
    expect([c.CHAT_UPLOAD_THROTTLE_AFTER_FILE_MS, c.CHAT_UPLOAD_THROTTLE_AFTER_UPLOADED_MS, c.CHAT_OPEN_DELAY_MS]).toEqual([
      3000, 1000, 2000,
    ]);
    expect([c.SLOT_RELOAD_AFTER_EXAM_CHANGE_MS, c.BOOKING_FORM_NAVIGATION_DELAY_MS, c.SCROLL_TO_SLOT_MS]).toEqual([400, 100, 100]);
    expect([c.DOCTOR_SEARCH_DEBOUNCE_MS, c.DOCTOR_SEARCH_MIN_CHARS, c.PROGRESS_STEP_DEBOUNCE_MS]).toEqual([200, 3, 2000]);
    expect(c.REDIRECT_COUNTDOWN_SECONDS).toBe(5);
    expect(c.SHARE_NOTE_DEFAULT_MAX_LENGTH).toBe(150);
    expect(c.SHARE_PHONE_PATTERN.test('+61412345678')).toBe(true);
    expect(c.SHARE_PHONE_PATTERN.test('12345678')).toBe(false); // 8 digits
    expect(c.SHARE_PHONE_PATTERN.test('1234567890123456')).toBe(false); // 16 digits
    expect(c.COOKIE_EXPIRY.toISOString()).toBe('2030-12-31T00:00:00.000Z');
    expect([c.IFRAME_BANNER_MIN_HEIGHT_MOBILE_PX, c.IFRAME_BANNER_MIN_HEIGHT_PX]).toEqual([450, 600]);
    expect(c.VIEWER_IMAGE_MAX_HEIGHT_PX).toBe(600);
    expect(c.VIEWER_CAROUSEL_AUTOPLAY).toBe(false);
    expect([c.PINCH_ZOOM_TRANSITION_MS, c.PINCH_ZOOM_DOUBLE_TAP_SCALE, c.PINCH_ZOOM_WHEEL_FACTOR, c.PINCH_ZOOM_MAX_SCALE]).toEqual([
      200, 2, 0.2, 3,
    ]);
    expect(c.ANALYTICS_FUNNEL_STEPS).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(c.EFFECT_MAX_RETRIES).toBe(10);
  });

  // Booking finder (issue 10): our choices where the spec says "not shown", pinned like the rest.
  it('booking finder choices', () => {
    expect(c.LOCATION_MAX_DISTANCE_KM_DEFAULT).toBe(500);
    expect(c.POSTAL_CODE_COOKIE).toBe('postalCodeLocationId');
    expect(c.SELECT_REGION).toBe('select-region');
    expect(c.POSTAL_CODE_SEARCH_MIN_CHARS).toBe(2);
    expect(c.SLUG_LIST_SEPARATOR).toBe('+');
  });

  // Booking finder II (issue 12): holds and the slot search window, our choices.
  it('slot and hold choices', () => {
    expect(c.SLOT_HOLD_MINUTES_DEFAULT).toBe(5);
    expect(c.SLOT_HOLD_WARN_SECONDS).toBeGreaterThanOrEqual(20);
    expect(c.SLOT_HORIZON_WEEKS).toBeGreaterThanOrEqual(8);
    expect(c.SLOT_MINIMUM_NOTICE_MINUTES).toBe(120);
    expect(c.SLOT_SEARCH_MAX_DAYS).toBe(42);
    expect(c.SCROLL_TO_SLOT_MS).toBe(100);
  });

  // docs/rules.md#change-prior-minutes: a configured window; ours defaults to a day and is bounded at a fortnight.
  it('change window', () => {
    expect(c.CHANGE_PRIOR_MINUTES_DEFAULT).toBe(1440);
    expect(c.CHANGE_PRIOR_MINUTES_MAX).toBe(20_160);
  });
});

describe('failure resilience (issue 28)', () => {
  it('says a pending action is working after about a second', () => {
    expect(c.PENDING_NOTICE_MS).toBe(1000);
    expect(c.POLL_TROUBLE_AFTER_FAILURES).toBe(2);
  });
});

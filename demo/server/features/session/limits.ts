/** How long a browser session lasts (API.md "Session cookie"). */
/** A signed-in browser session lasts at most this long, however busy. */
export const SESSION_TTL_MINUTES = 120;
/** …and ends sooner after this long without a request (a tab left open on a shared computer). */
export const SESSION_IDLE_MINUTES = 30;
/** last_seen_at is written at most this often, so reads do not each cost a write. */
export const SESSION_TOUCH_SECONDS = 30;

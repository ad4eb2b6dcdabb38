/**
 * Unsubscribing from e-mail notifications (docs/rules.md#notify-unsubscribe; the page is
 * widgets/unsubscribe/README.md), shared by <rad-unsubscribe> and the reference server. The link in a
 * notification e-mail carries a random token for its recipient; the page sends it back.
 */
import * as v from 'valibot';

/** 256-bit tokens, base64url. */
export const UnsubscribeBodySchema = v.object({ token: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{20,128}$/)) });
export type UnsubscribeBody = v.InferOutput<typeof UnsubscribeBodySchema>;

export const UnsubscribeAnswerSchema = v.object({
  /** True once the address gets no more notification e-mails. */
  unsubscribed: v.boolean(),
  /** The address, masked (`a•••@example.com`): the person sees which inbox, a stranger learns nothing. */
  email: v.string(),
});
export type UnsubscribeAnswer = v.InferOutput<typeof UnsubscribeAnswerSchema>;

/**
 * Authentication (the paths are ours, in src/api/API.md#authentication),
 * mounted at /api: the /auth/* calls and GET /authenticated. One line per operation; the
 * operations are in service.ts.
 */
import { Hono } from 'hono';
import {
  CaptchaVerifyRequestSchema,
  LinkRequirementsQuerySchema,
  PatientAuthRequestSchema,
  SendCodeRequestSchema,
  ValidateCodeRequestSchema,
} from '../../../../src/api/schemas/auth.schema';
import type { AppDeps, AppEnv } from '../../app-env';
import { jsonBody } from '../../http/json';
import { validate, validateQuery } from '../../http/validate';
import { clientId } from './client-id';
import { RATE_LIMIT_REQUESTS, RATE_WINDOW_MS } from './limits';
import { createRateLimiter } from './rate-limit';
import { authenticated, captchaChallenge, checkDateOfBirth, linkRequirements, sendCode, validateCode, verifyCaptcha } from './service';
import { safeParse } from 'valibot';
import { ApiError } from '../../http/errors';

const LINK_INCOMPLETE = 'message.authentication_link_incomplete';

export function authRoutes({ db }: AppDeps, rateLimit = RATE_LIMIT_REQUESTS): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const limiter = createRateLimiter(db, 'auth', rateLimit, RATE_WINDOW_MS);

  app.use('/auth/*', async (c, next) => {
    const wait = await limiter.hit(clientId(c));
    if (wait > 0) {
      c.header('Retry-After', String(wait));
      return jsonBody(c, { message: 'message.too_many_requests', code: 'rate_limited', retryAfterSeconds: wait }, 429);
    }
    return next();
  });

  app.get('/auth/captcha', (c) => captchaChallenge(c, db));
  app.post('/auth/captcha/verify', validate(CaptchaVerifyRequestSchema, 'message.captcha_failed'), (c) =>
    verifyCaptcha(c, db, c.req.valid('json')),
  );
  app.post('/auth/patient', validate(PatientAuthRequestSchema, 'message.date_of_birth_invalid'), (c) =>
    checkDateOfBirth(c, db, c.req.valid('json')),
  );
  app.post('/auth/otp/send', validate(SendCodeRequestSchema, LINK_INCOMPLETE), (c) => sendCode(c, db, c.req.valid('json')));
  app.post('/auth/otp/validate', validate(ValidateCodeRequestSchema, LINK_INCOMPLETE), (c) => validateCode(c, db, c.req.valid('json')));
  app.get('/auth/requirements', validateQuery(LinkRequirementsQuerySchema), async (c) => {
    const parsed = safeParse(LinkRequirementsQuerySchema, c.req.query());
    if (!parsed.success) throw new ApiError(400, LINK_INCOMPLETE, 'invalid_query');
    const query = parsed.output;
    const link = {
      type: query.type,
      bookingKey: query.bookingKey,
      slug: query.slug,
      shared: query.shared === 'true',
      isBookingRequest: query.isBookingRequest === 'true',
    };
    return linkRequirements(c, db, link, query.slug);
  });
  // Never 401 (the one path whose 401 must not log out: docs/rules.md#sign-in-logout): a stranger is simply not signed in.
  app.get('/authenticated', (c) => authenticated(c, db));

  return app;
}

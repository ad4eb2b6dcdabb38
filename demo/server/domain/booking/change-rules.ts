/**
 * The provider's change rules, read from its stored configuration inside the caller's transaction
 * (so a cancel, a reschedule and the can-change answer all judge by the same setting, on every
 * server instance, with no cache to go stale when the provider changes it).
 */
import * as v from 'valibot';
import { ApplicationConfigSchema } from '../../../../src/api/schemas/config.schema';
import type { DbConnection } from '../../db/db';
import { DEFAULT_CHANGE_RULES, type ChangeRules } from './change-window';

export async function changeRulesOf(db: Pick<DbConnection, 'query'>): Promise<ChangeRules> {
  const [row] = await db.query<{ application: unknown }>(
    `select config -> 'application' as application from provider order by radiology_code limit 1`,
  );
  const raw = typeof row?.application === 'string' ? (JSON.parse(row.application) as unknown) : row?.application;
  // The stored row passed ConfigSchema when it was written; a row without the section keeps the defaults.
  const parsed = v.safeParse(ApplicationConfigSchema, raw ?? {});
  if (!parsed.success) return DEFAULT_CHANGE_RULES;
  return { priorMinutes: parsed.output.changePriorMinutes, walkInRescheduleAllowed: parsed.output.walkInRescheduleAllowed };
}

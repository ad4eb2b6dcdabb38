/**
 * The provider's change rules, read from its stored configuration inside the caller's transaction
 * (so a cancel, a reschedule and the can-change answer all judge by the same setting, on every
 * server instance, with no cache to go stale when the provider changes it).
 */
import type { DbConnection } from '../../db/db';
import { loadProvider } from '../../features/config/service';
import { DEFAULT_CHANGE_RULES, type ChangeRules } from './change-window';

export async function changeRulesOf(db: Pick<DbConnection, 'query'>): Promise<ChangeRules> {
  // Before the seed ran there is no provider: the default rules apply.
  const application = (await loadProvider(db))?.config.application;
  if (!application) return DEFAULT_CHANGE_RULES;
  return { priorMinutes: application.changePriorMinutes, walkInRescheduleAllowed: application.walkInRescheduleAllowed };
}

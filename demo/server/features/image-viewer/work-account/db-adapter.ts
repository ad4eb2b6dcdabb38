/**
 * oidc-provider's storage in the database (migration 152): sessions, interactions, authorization
 * codes and grants are visible to every server, so a sign-in may begin at one and finish at another
 * (a balancer sends each of its requests wherever it likes). Expired rows are never answered, and a
 * few are deleted by each write, so the table holds only live state without a timer.
 */
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../../../db/db';

/** Expired rows one write deletes at most. */
const PRUNE_PER_WRITE = 20;

/** The class oidc-provider instantiates per model (`new Adapter('Session')`), bound to a database. */
export function databaseAdapter(db: Db): new (model: string) => Adapter {
  return class DatabaseAdapter implements Adapter {
    constructor(private readonly model: string) {}

    private async first(where: string, value: string): Promise<AdapterPayload | undefined> {
      const [row] = await db.query<{ payload: AdapterPayload }>(
        `select payload from work_account_oidc where model = $1 and ${where} = $2 and expires_at > now() limit 1`,
        [this.model, value],
      );
      return row?.payload;
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      await db.query(
        `with expired as (
           delete from work_account_oidc where (model, id) in (
             select model, id from work_account_oidc where expires_at <= now() limit ${PRUNE_PER_WRITE} for update skip locked))
         insert into work_account_oidc (model, id, payload, uid, grant_id, user_code, expires_at)
         values ($1, $2, $3, $4, $5, $6, now() + make_interval(secs => $7))
         on conflict (model, id) do update
           set payload = excluded.payload, uid = excluded.uid, grant_id = excluded.grant_id,
               user_code = excluded.user_code, expires_at = excluded.expires_at`,
        [
          this.model,
          id,
          JSON.stringify(payload),
          payload.uid ?? null,
          payload.grantId ?? null,
          payload.userCode ?? null,
          // Some models (a session without expiry) pass none: a day is longer than any of ours lasts.
          expiresIn > 0 ? expiresIn : 24 * 3600,
        ],
      );
    }

    find(id: string) {
      return this.first('id', id);
    }

    findByUid(uid: string) {
      return this.first('uid', uid);
    }

    findByUserCode(userCode: string) {
      return this.first('user_code', userCode);
    }

    async consume(id: string): Promise<void> {
      await db.query(
        `update work_account_oidc set payload = payload || jsonb_build_object('consumed', extract(epoch from now())::bigint)
          where model = $1 and id = $2`,
        [this.model, id],
      );
    }

    async destroy(id: string): Promise<void> {
      await db.query('delete from work_account_oidc where model = $1 and id = $2', [this.model, id]);
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await db.query('delete from work_account_oidc where grant_id = $1', [grantId]);
    }
  };
}

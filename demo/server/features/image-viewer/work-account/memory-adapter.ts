/**
 * oidc-provider's storage for the demo: sessions, interactions, codes and grants in this process's
 * memory, dropped when they expire. A restart forgets them (the radiologist signs in again), which
 * is what a demo wants; a real identity provider keeps them in a database.
 */
import type { Adapter, AdapterPayload } from 'oidc-provider';

const stores = new Map<string, Map<string, { payload: AdapterPayload; expiresAt: number }>>();

export class MemoryAdapter implements Adapter {
  private readonly store: Map<string, { payload: AdapterPayload; expiresAt: number }>;

  constructor(name: string) {
    let store = stores.get(name);
    if (!store) stores.set(name, (store = new Map()));
    this.store = store;
  }

  private live(id: string): AdapterPayload | undefined {
    const entry = this.store.get(id);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      this.store.delete(id);
      return undefined;
    }
    return entry.payload;
  }

  async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
    this.store.set(id, { payload, expiresAt: Date.now() + expiresIn * 1000 });
  }

  async find(id: string): Promise<AdapterPayload | undefined> {
    return this.live(id);
  }

  async findByUid(uid: string): Promise<AdapterPayload | undefined> {
    for (const [id, entry] of this.store) if (entry.payload.uid === uid) return this.live(id);
    return undefined;
  }

  async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    for (const [id, entry] of this.store) if (entry.payload.userCode === userCode) return this.live(id);
    return undefined;
  }

  async consume(id: string): Promise<void> {
    const payload = this.live(id);
    if (payload) payload.consumed = Math.floor(Date.now() / 1000);
  }

  async destroy(id: string): Promise<void> {
    this.store.delete(id);
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    for (const [id, entry] of this.store) if (entry.payload.grantId === grantId) this.store.delete(id);
  }
}

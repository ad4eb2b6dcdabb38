import { describe, expect, it } from 'vitest';
import { openPgliteDb, PGLITE_SHARED_BUFFERS } from './pglite-db';

describe('the embedded database', () => {
  it('runs with a buffer cache sized for the demo data, keeping PGlite’s own start parameters', async () => {
    const db = await openPgliteDb();
    try {
      expect(PGLITE_SHARED_BUFFERS).toBe('16MB');
      const [buffers] = await db.query<{ shared_buffers: string }>('show shared_buffers');
      expect(buffers?.shared_buffers).toBe('16MB');
      const [path] = await db.query<{ search_path: string }>('show search_path');
      expect(path?.search_path).toBe('public');
    } finally {
      await db.close();
    }
  });
});

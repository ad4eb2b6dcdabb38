import { describe, expect, it, vi } from 'vitest';
import { postLogout } from './end-session';

describe('postLogout', () => {
  it('joins a request already in flight for the same runtime, and posts again once it settled', async () => {
    let finish: () => void = () => undefined;
    const post = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const runtime = { store: {}, api: () => ({ post }) as never };
    const first = postLogout(runtime);
    const second = postLogout(runtime);
    expect(post).toHaveBeenCalledExactlyOnceWith('api/logout', expect.objectContaining({ keepalive: true }));
    finish();
    await Promise.all([first, second]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const third = postLogout(runtime);
    expect(post).toHaveBeenCalledTimes(2);
    finish();
    await third;
  });

  it('never rejects, whatever the call does', async () => {
    await expect(postLogout({ store: {}, api: () => ({ post: () => Promise.reject(new Error('offline')) }) as never })).resolves.toBe(
      undefined,
    );
    await expect(
      postLogout({
        store: {},
        api: () => {
          throw new Error('not started');
        },
      }),
    ).resolves.toBe(undefined);
  });
});

import { describe, expect, it } from 'vitest';
import { deadline } from './deadline';

describe('deadline', () => {
  it('aborts when its time is up, with a timeout reason', async () => {
    const { signal } = deadline(5);
    await new Promise((resolve) => signal.addEventListener('abort', resolve, { once: true }));
    expect((signal.reason as DOMException).name).toBe('TimeoutError');
  });

  it('aborts with the parent, and a cleared deadline never fires', async () => {
    const parent = new AbortController();
    const followed = deadline(60_000, parent.signal);
    parent.abort(new Error('hung up'));
    expect(followed.signal.aborted).toBe(true);
    followed.clear();

    const cleared = deadline(5);
    cleared.clear();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(cleared.signal.aborted).toBe(false);
  });
});

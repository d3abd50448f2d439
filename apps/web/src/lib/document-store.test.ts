import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const saved = new Map<string, string>();
const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';
const uploaded = [
  { document_id: A, summary: 'Quoted at $412,000.' },
  { document_id: B, summary: 'Lead time is 14 weeks.' },
];

/** The store as a freshly loaded page sees it. */
async function loadStore() {
  vi.resetModules();
  return (await import('./document-store')).useDocumentStore;
}

beforeEach(() => {
  saved.clear();
  saved.set('user', 'rep-1');
  vi.stubGlobal('window', {
    localStorage: {
      getItem: (k: string) => saved.get(k) ?? null,
      setItem: (k: string, v: string) => saved.set(k, v),
      removeItem: (k: string) => saved.delete(k),
    },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the document store', () => {
  it('keeps Closing-card uploads for the next session across a reload, beside the summary', async () => {
    (await loadStore()).getState().setUploaded(uploaded, null);
    const reloaded = await loadStore();
    expect(reloaded.getState().summary).toBe('Quoted at $412,000.\n\nLead time is 14 weeks.');
    expect(reloaded.getState().pendingDocumentIds()).toEqual([A, B]);
  });

  it('sends them only for the user who uploaded them', async () => {
    (await loadStore()).getState().setUploaded(uploaded, null);
    saved.set('user', 'rep-2');
    expect((await loadStore()).getState().pendingDocumentIds()).toEqual([]);
  });

  it('leaves uploads into a live session out of the next session', async () => {
    const store = await loadStore();
    store.getState().setUploaded(uploaded, 'session-1');
    expect(store.getState().pendingDocumentIds()).toEqual([]);
    expect(saved.has('document_ids')).toBe(false);
    expect(saved.get('summary')).toContain('$412,000');
  });

  it('forgets the ids once a session has them, and both the ids and the summary on quitting', async () => {
    const store = await loadStore();
    store.getState().setUploaded(uploaded, null);
    store.getState().clearPendingDocuments();
    expect(store.getState().pendingDocumentIds()).toEqual([]);
    expect(saved.has('document_ids')).toBe(false);
    expect(saved.has('summary')).toBe(true);

    store.getState().setUploaded(uploaded, null);
    store.getState().clear();
    expect(saved.has('document_ids') || saved.has('summary')).toBe(false);
    expect(store.getState().summary).toBeNull();
  });

  it('ignores a stored value that is not what it wrote', async () => {
    saved.set('document_ids', '{"user_id":"rep-1","document_ids":["../../etc"]}');
    expect((await loadStore()).getState().pendingDocumentIds()).toEqual([]);
    saved.set('document_ids', 'not json');
    expect((await loadStore()).getState().pendingDocumentIds()).toEqual([]);
  });
});

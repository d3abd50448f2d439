/**
 * An abort signal that fires after `ms`, or when `parent` aborts. It is driven by an ordinary
 * timer the caller clears, not by `AbortSignal.any([AbortSignal.timeout(ms)])`: a timeout signal
 * that nothing else holds may be garbage-collected before it fires, and then the combined signal
 * never aborts (a language-model call waited for ever on a busy CI machine).
 */
export function deadline(ms: number, parent?: AbortSignal): { signal: AbortSignal; clear: () => void } {
  const controller = new AbortController();
  const onParentAbort = () => controller.abort(parent?.reason);
  const timer = setTimeout(() => controller.abort(new DOMException(`timed out after ${ms} ms`, 'TimeoutError')), ms);
  if (parent?.aborted) onParentAbort();
  else parent?.addEventListener('abort', onParentAbort, { once: true });
  return {
    signal: controller.signal,
    clear: () => {
      clearTimeout(timer);
      parent?.removeEventListener('abort', onParentAbort);
    },
  };
}

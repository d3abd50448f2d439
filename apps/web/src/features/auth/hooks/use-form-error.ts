import { useCallback, useState } from 'react';
import { requestToasts } from '../../../lib/toast';

/**
 * A form's failure message: shown in the red box beside the form (error-box.tsx), and `showError`
 * raises the same message as a toast (docs/product.md#register-and-sign-in).
 */
export function useFormError() {
  const [error, setError] = useState<string | null>(null);
  const showError = useCallback((message: string) => {
    setError(message);
    requestToasts.error(message);
  }, []);
  return { error, setError, showError };
}

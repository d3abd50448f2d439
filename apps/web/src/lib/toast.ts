import { toast, type ToastOptions } from 'react-toastify';
import { TOAST } from '@buyerlab/contract';

const requestToast: ToastOptions = { autoClose: TOAST.requestAutoCloseMs };

/** Toasts raised by the call helper close after 3 s (docs/product.md#constants); others use the 5 s default. */
export const requestToasts = {
  success: (message: string) => toast.success(message, requestToast),
  error: (message: string) => toast.error(message, requestToast),
};

export { toast };

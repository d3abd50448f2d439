import GoogleIcon from '@mui/icons-material/Google';
import { Box, Button, Typography } from '@mui/material';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { AUTH_MESSAGES, type AuthResponse } from '@buyerlab/contract';
import { ApiError } from '../../../lib/api-client';
import { googleAuth } from '../api/google-auth';
import { usePublicConfig } from '../api/get-public-config';

type GoogleCredential = { credential?: string };
type GoogleIdentity = {
  accounts: {
    id: {
      initialize: (options: {
        client_id: string;
        callback: (response: GoogleCredential) => void;
        ux_mode: 'popup';
      }) => void;
      renderButton: (element: HTMLElement, options: Record<string, string | number>) => void;
    };
  };
};

const GSI_SRC = 'https://accounts.google.com/gsi/client';
let gsiScript: Promise<GoogleIdentity> | null = null;

/** Loads Google Identity Services once (the CSP allows it only when GOOGLE_CLIENT_ID is set). */
function loadGoogleIdentity(): Promise<GoogleIdentity> {
  gsiScript ??= new Promise<GoogleIdentity>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GSI_SRC;
    script.async = true;
    script.onload = () => {
      const google = (window as unknown as { google?: GoogleIdentity }).google;
      if (google) resolve(google);
      else reject(new Error('Google Identity Services did not load'));
    };
    script.onerror = () => {
      gsiScript = null;
      reject(new Error('Google Identity Services did not load'));
    };
    document.head.appendChild(script);
  });
  return gsiScript;
}

export type GoogleButtonProps = {
  mode: 'signin' | 'signup';
  /** The register view sends its coupon along: a new account needs one. */
  getCouponCode?: () => string;
  onSuccess: (response: AuthResponse) => Promise<void>;
  onError: (message: string) => void;
};

/** docs/product.md#register-and-sign-in Google buttons, with the Google messages of docs/product.md#sign-in-and-google. */
export function GoogleButton({ mode, getCouponCode, onSuccess, onError }: GoogleButtonProps) {
  const { data: config, isPending } = usePublicConfig();
  const clientId = config?.google_client_id ?? null;
  const slot = useRef<HTMLDivElement>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  // The latest handlers for Google's callback, updated once a render is committed.
  const handlers = useRef({ getCouponCode, onSuccess, onError });
  useLayoutEffect(() => {
    handlers.current = { getCouponCode, onSuccess, onError };
  });

  const failed = mode === 'signup' ? AUTH_MESSAGES.googleSignupFailed : AUTH_MESSAGES.googleLoginFailed;
  const cancelled = mode === 'signup' ? AUTH_MESSAGES.googleSignupCancelled : AUTH_MESSAGES.googleLoginCancelled;

  useEffect(() => {
    if (!clientId || !slot.current) return;
    const element = slot.current;
    let active = true;
    loadGoogleIdentity().then(
      (google) => {
        if (!active) return;
        google.accounts.id.initialize({
          client_id: clientId,
          ux_mode: 'popup',
          callback: (response) => {
            const { getCouponCode: coupon, onSuccess: done, onError: fail } = handlers.current;
            if (!response.credential) {
              fail(cancelled);
              return;
            }
            googleAuth(response.credential, coupon?.() || undefined)
              .then(done)
              .catch((error: unknown) => {
                // The server's "register with your coupon first" (403) and "this email belongs to
                // another Google account" (409) are the details worth showing as they are.
                const explained = error instanceof ApiError && (error.status === 403 || error.status === 409);
                fail(explained && error.detail ? error.detail : failed);
              });
          },
        });
        google.accounts.id.renderButton(element, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          text: mode === 'signup' ? 'signup_with' : 'signin_with',
          width: Math.min(element.clientWidth || 320, 400),
        });
      },
      () => {
        if (!active) return;
        setLoadFailed(true);
        handlers.current.onError(cancelled);
      },
    );
    return () => {
      active = false;
    };
  }, [clientId, mode, failed, cancelled]);

  if (isPending) return <Box sx={{ height: 44 }} />;
  if (!clientId || loadFailed) {
    return (
      <Box>
        <Button fullWidth variant="outlined" disabled startIcon={<GoogleIcon />} sx={{ py: 1.1 }}>
          {mode === 'signup' ? 'Sign up with Google' : 'Sign in with Google'}
        </Button>
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5, textAlign: 'center' }}>
          {loadFailed ? cancelled : AUTH_MESSAGES.googleNotConfigured}
        </Typography>
      </Box>
    );
  }
  return (
    <Box ref={slot} sx={{ display: 'flex', justifyContent: 'center', minHeight: 44 }} data-testid="google-button" />
  );
}

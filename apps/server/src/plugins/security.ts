import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export type SecurityOptions = {
  extraScriptSrc?: string[];
  extraStyleSrc?: string[];
  extraFrameSrc?: string[];
  extraConnectSrc?: string[];
};

/**
 * Security headers on every response. Scripts only from our own origin (no inline script);
 * styles allow inline because MUI/emotion injects <style> elements at run time.
 */
export const securityPlugin = fp<SecurityOptions>(async (app: FastifyInstance, opts) => {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // 'wasm-unsafe-eval' lets WebAssembly compile (onnxruntime-web runs the voice-activity model);
        // it does not allow eval() of JavaScript.
        scriptSrc: ["'self'", ...(opts.extraScriptSrc ?? []), "'wasm-unsafe-eval'"],
        styleSrc: ["'self'", "'unsafe-inline'", ...(opts.extraScriptSrc ?? []), ...(opts.extraStyleSrc ?? [])],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:', 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...(opts.extraConnectSrc ?? [])],
        frameSrc: ["'self'", ...(opts.extraFrameSrc ?? [])],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginEmbedderPolicy: false,
    // Google sign-in opens a popup that must be able to post back to us.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
});

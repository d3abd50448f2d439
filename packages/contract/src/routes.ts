/**
 * The client route table of docs/product.md#routes. The web router renders these; the server answers them with
 * the app shell (200) and answers any other path with the same shell and status 404, so the
 * browser shows the helpful not-found page and crawlers see a real 404.
 */
export const FOOTER_PATHS = [
  '/our-services',
  '/chatbot-services',
  '/resources',
  '/ai-audio',
  '/ai-chatbot',
  '/automation',
  '/free-consulting',
  '/our-mission',
  '/our-Vision',
  '/our-teams',
  '/custom-ai',
] as const;

export const APP_PATHS = [
  '/',
  '/about',
  '/faq',
  '/pricing',
  '/pricing/free-trial',
  '/persona',
  '/chat/audio',
  '/chat/video',
  '/report',
  '/feedback',
  '/thankyou',
  '/dashboard',
  '/team',
  '/admin',
  '/industries/food-equipments',
  '/industries/industry2',
  ...FOOTER_PATHS,
] as const;
export type AppPath = (typeof APP_PATHS)[number];

export const SESSION_TYPES = ['audio', 'video'] as const;
export type SessionType = (typeof SESSION_TYPES)[number];

// The browser's router matches paths case-insensitively ('/our-Vision' and '/our-vision' show the
// same page), so the server's status must agree with it.
const knownPaths: ReadonlySet<string> = new Set(APP_PATHS.map((p) => p.toLowerCase()));

export function isAppPath(pathname: string): boolean {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return knownPaths.has(trimmed.toLowerCase());
}

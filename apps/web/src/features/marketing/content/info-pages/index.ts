import type { InfoPageContent } from '../types';
import { ABOUT } from './about';
import { AI_AUDIO } from './ai-audio';
import { AI_CHATBOT } from './ai-chatbot';
import { AUTOMATION } from './automation';
import { CHATBOT_SERVICES } from './chatbot-services';
import { CUSTOM_AI } from './custom-ai';
import { FREE_CONSULTING } from './free-consulting';
import { OUR_MISSION } from './our-mission';
import { OUR_SERVICES } from './our-services';
import { OUR_TEAMS } from './our-teams';
import { OUR_VISION } from './our-vision';
import { RESOURCES } from './resources';

/** Text-led pages rendered by InfoPage: /about plus the footer pages of docs/product.md#routes. */
export const INFO_PATHS = [
  '/about',
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

export type InfoPath = (typeof INFO_PATHS)[number];

export const INFO_PAGES: Record<InfoPath, InfoPageContent> = {
  '/about': ABOUT,
  '/our-services': OUR_SERVICES,
  '/chatbot-services': CHATBOT_SERVICES,
  '/resources': RESOURCES,
  '/ai-audio': AI_AUDIO,
  '/ai-chatbot': AI_CHATBOT,
  '/automation': AUTOMATION,
  '/free-consulting': FREE_CONSULTING,
  '/our-mission': OUR_MISSION,
  '/our-Vision': OUR_VISION,
  '/our-teams': OUR_TEAMS,
  '/custom-ai': CUSTOM_AI,
};

// The router matches paths case-insensitively, so /our-vision must find /our-Vision too.
const byLowerCasePath = new Map<string, InfoPath>(INFO_PATHS.map((path) => [path.toLowerCase(), path]));

/** The info page for a pathname, ignoring trailing slashes and letter case; undefined if none. */
export function findInfoPath(pathname: string): InfoPath | undefined {
  const trimmed = pathname.replace(/\/+$/, '') || '/';
  return byLowerCasePath.get(trimmed.toLowerCase());
}

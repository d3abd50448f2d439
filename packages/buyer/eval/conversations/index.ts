import type { Conversation } from '../types';
import { CLOSING } from './closing';
import { CLOSING_LONG } from './closing-long';
import { DISCOVERING } from './discovering';
import { PROSPECTING } from './prospecting';

/** Every scripted rep of the suite, all modes. */
export const CONVERSATIONS: readonly Conversation[] = [...PROSPECTING, ...DISCOVERING, ...CLOSING, ...CLOSING_LONG];

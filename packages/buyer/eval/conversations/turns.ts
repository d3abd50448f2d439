import type { PersonaInput, Topic } from '../../src/index';
import type { RepTurn } from '../types';

// Short ways to write a labelled rep turn, so a script reads like the call it stands for.

/** A specific question about one topic. */
export const ask = (topic: Topic, say: string): RepTurn => ({ say, topic });
/** The rep proposes a meeting or a time. */
export const meet = (say: string, topic?: Topic): RepTurn =>
  topic ? { say, request: 'meeting', topic } : { say, request: 'meeting' };
/** The rep asks for the decision. */
export const close = (say: string): RepTurn => ({ say, request: 'close' });
/** The rep says who they are. */
export const intro = (say: string): RepTurn => ({ say, introduces: true });
/** Deliberately unclear input. */
export const garble = (say: string): RepTurn => ({ say, gibberish: true });

type Persona = Omit<PersonaInput, 'mode'>;

/** A persona with the suite's usual defaults; each conversation overrides what makes it its own. */
export function buyer(p: Partial<Persona> & Pick<Persona, 'firstName' | 'role'>): Persona {
  return {
    industry: 'food_beverage_equipment',
    experience: 'mid',
    geography: 'us',
    manufacturingModel: 'self_manufacturing',
    plantSize: 'medium',
    documentSummary: null,
    ...p,
  };
}

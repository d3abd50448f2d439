import { capitalise, countOf, joinList } from '../profile/render';
import type { ReplyCtx } from './context';

// How the buyer says the one thing an operations question asked after (modes/operations-facets.ts
// reads which): the facts come from the profile, said first, before anything else.

export type OperationsFacet = 'schedule' | 'people' | 'volume' | 'customers' | 'equipment' | 'count' | 'products';

/** "a filler", "an X-ray", "an 11-year-old …": the article as the words are said. */
function withArticle(words: string): string {
  return `${/^([aeiou]|x-|htst|8|11-|18-)/i.test(words) ? 'an' : 'a'} ${words}`;
}

/** The one thing an operations question asked after (modes/operations-facets.ts), said first. */
export function operationsFacetLines(c: ReplyCtx, facet: OperationsFacet): string[] {
  const { plant, company, equipment, competitors } = c.p;
  const lines = countOf(plant.lines, 'line');
  switch (facet) {
    case 'products':
      return [
        `Mostly ${joinList(company.products)}.`,
        `${capitalise(joinList(company.products))}, for the most part.`,
        `Our main products are ${joinList(company.products)}.`,
      ];
    case 'count':
      return [
        `We have ${lines}, and the ${equipment.shortName} is the one everybody watches.`,
        `${capitalise(lines)} in all.`,
      ];
    case 'schedule':
      return [
        `We run ${plant.schedule}.`,
        `${capitalise(plant.schedule)}, on ${lines}.`,
        `It's ${plant.schedule} here.`,
      ];
    case 'people':
      return [
        `About ${company.employees} people in the building, over ${countOf(plant.shifts, 'shift')}.`,
        `Around ${company.employees} of us, ${countOf(plant.shifts, 'shift')}.`,
      ];
    case 'customers':
      return [`We sell to ${joinList(company.customers)}.`, `Our big accounts are ${joinList(company.customers)}.`];
    case 'equipment': {
      const vendor = competitors.currentVendor;
      const machine = vendor.startsWith('the ')
        ? `${equipment.shortName} from ${vendor}`
        : `${vendor} ${equipment.shortName}`;
      return [
        `We run ${withArticle(machine)} there, ${equipment.ageYears} years old.`,
        `It's ${withArticle(`${equipment.ageYears}-year-old ${machine}`)}.`,
      ];
    }
    case 'volume':
      return [
        `I don't give out volumes, but it's ${lines}, ${plant.schedule}.`,
        `Volume stays in the building. What I can say: ${lines}, ${plant.schedule}.`,
      ];
  }
}

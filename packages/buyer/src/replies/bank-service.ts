import { countOf } from '../profile/render';
import type { ReplyCtx } from './context';

// How the buyer says the one thing a service question asked after (modes/service-facets.ts reads
// which): the people who would be trained, the spares kept, the help it gets when a machine is
// down, its own maintenance crew. Every fact comes from the profile, so it holds for the whole call.

export type ServiceFacet = 'training' | 'spares' | 'response' | 'crew';

/** The crew a plant of this size keeps: small plants call in outside help for controls. */
function crewOf(c: ReplyCtx): string {
  switch (c.p.input.plantSize) {
    case 'small':
      return 'a couple of mechanics, and we call in an outside electrician for controls';
    case 'medium':
      return 'a small crew, mostly mechanical, with one controls tech on days';
    case 'large':
      return 'a crew on every shift, with two controls techs on days';
  }
}

export function serviceFacetLines(c: ReplyCtx, facet: ServiceFacet): string[] {
  const { plant, kpis, input } = c.p;
  const shifts = countOf(plant.shifts, 'shift');
  switch (facet) {
    case 'training': {
      const spanish = input.geography === 'mx' ? ' And it has to be in Spanish for the floor.' : '';
      return [
        `The operators on ${plant.shifts > 1 ? `all ${shifts}` : 'our one shift'} and my maintenance techs. Maintenance before start-up, operators on the line during the first runs.${spanish}`,
        `${plant.shifts > 1 ? 'Operators from every shift' : 'The operators'}, plus maintenance. Hands-on at the ${c.equip}, not a classroom.${spanish}`,
        `Whoever runs it${plant.shifts > 1 ? ` on ${shifts}` : ''}, and the techs who keep it going. Train them before start-up, then again once it's running on our product.${spanish}`,
      ];
    }
    case 'spares': {
      const lead = kpis.find((k) => k.key === 'supplier_lead_time');
      const wait = lead ? ` Parts from ${c.vendor} take ${lead.spoken}.` : '';
      return [
        `We keep the wear parts for the ${c.equip} on the shelf. Anything bigger we order, and then we wait.${wait}`,
        `Seals, belts, the parts that wear: those we stock. The rest comes from ${c.vendor} when it breaks.${wait}`,
      ];
    }
    case 'response':
      return [
        `From ${c.vendor}, it's days, not hours. I need someone on the phone right away and on site within a day.`,
        `Our own people are on it in minutes if they're on shift. A vendor tech takes days. That's what has to change.`,
      ];
    case 'crew': {
      const crew = crewOf(c);
      const thin = plant.shifts > 1 ? 'Nights are the thinnest.' : 'On one shift, nobody covers for anybody.';
      return [
        `We fix most things ourselves. It's ${crew}. ${thin}`,
        `In house, mostly. ${crew.charAt(0).toUpperCase()}${crew.slice(1)}. ${thin}`,
      ];
    }
  }
}

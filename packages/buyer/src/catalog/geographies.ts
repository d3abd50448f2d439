import type { GeographyKey } from './keys';
import { CANADA } from './geography-canada';
import { MEXICO } from './geography-mexico';
import { UNITED_STATES } from './geography-us';
import type { GeographyKnowledge } from './types';

export const GEOGRAPHIES: ReadonlyArray<{
  key: GeographyKey;
  name: string;
  regions: string[];
  knowledge: GeographyKnowledge;
}> = [
  {
    key: 'us',
    name: 'United States',
    regions: ['Midwest', 'Northeast', 'Southeast', 'Texas', 'West Coast'],
    knowledge: UNITED_STATES,
  },
  { key: 'ca', name: 'Canada', regions: ['Ontario', 'Quebec', 'British Columbia', 'Prairies'], knowledge: CANADA },
  {
    key: 'mx',
    name: 'Mexico',
    regions: ['Bajío', 'Nuevo León', 'Jalisco', 'Sonora', 'Estado de México'],
    knowledge: MEXICO,
  },
];

import type { TherapeuticArea } from './seed.areas.js';
import { AREAS_A } from './seed.areas-a.js';
import { AREAS_B } from './seed.areas-b.js';

/** Every therapeutic area of the demo dataset, with its share of trials as `weight`. */
export const AREAS: TherapeuticArea[] = [...AREAS_A, ...AREAS_B];

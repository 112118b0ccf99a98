import { z } from 'zod';
import { readYamlData } from '../../lib/data-files.js';
import { seedCatalog } from './seed.catalog.js';

const text = z.string().trim().min(1, { error: 'must not be empty' });

/** comparators.yaml: comparators by condition (a condition of an area), and generic controls. */
export function comparatorsSchema(conditions: ReadonlySet<string>) {
  return z.strictObject({ byCondition: z.record(text, z.array(text).min(1)), generic: z.array(text).min(1) }).superRefine(({ byCondition }, ctx) => {
    for (const condition of Object.keys(byCondition))
      if (!conditions.has(condition))
        ctx.addIssue({ code: 'custom', path: ['byCondition', condition], message: `${condition} is not a condition of any area (seed/areas/*.yaml)` });
  });
}

export interface Comparators {
  /**
   * Real comparators (standard of care) by condition, so a trial's control arm fits its disease. A
   * condition not listed here is compared with placebo or the area's generic standard of care.
   */
  byCondition: Record<string, string[]>;
  /** Generic controls any area can use when its condition has no specific comparator. */
  generic: string[];
}

let table: Comparators | undefined;
/** api/data/seed/comparators.yaml, read on first use. */
export function comparators(): Comparators {
  table ??= readYamlData('seed/comparators.yaml', comparatorsSchema(new Set(seedCatalog().areas.flatMap((a) => a.conditions))));
  return table;
}

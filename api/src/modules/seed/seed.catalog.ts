import fs from 'node:fs';
import { z } from 'zod';
import { dataPath, readYamlData, regexField } from '../../lib/data-files.js';
import { stdAgesOf, type AgeBand, type OutcomeTemplate, type TherapeuticArea } from './seed.areas.js';

/**
 * The therapeutic areas of the demo dataset, read from api/data/seed: areas.yaml lists them in the
 * generator's order (with what every area shares), areas/<key>.yaml holds each one. Field meanings:
 * the types of seed.areas.ts; how to edit: api/data/README.md.
 */

const text = z.string().trim().min(1, { error: 'must not be empty' });
const texts = z.array(text);
/** `only` / `except` test the condition name, `via` the mechanism (regular expressions). */
const fit = { only: regexField.optional(), except: regexField.optional(), via: regexField.optional() };
const range = z
  .tuple([z.number().int().nonnegative(), z.number().int().nonnegative()])
  .refine(([low, high]) => low <= high, { error: 'the first bound is above the second' });
const share = z.number().min(0).max(1);
const age = z.string().regex(/^\d+ (Year|Month|Week|Day)s?$/, { error: (iss) => `${JSON.stringify(iss.input)} is not an age ("18 Years", "6 Months")` });

/** An age window: `min`/`max` absent for no limit; its standard age groups are derived from them. */
const ageBand = z
  .strictObject({ min: age.optional(), max: age.optional(), weight: z.number().positive(), ...fit })
  .transform(({ min, max, weight, ...fits }): AgeBand => ({
    min: min ?? null,
    max: max ?? null,
    stdAges: stdAgesOf(min ?? null, max ?? null),
    weight,
    ...fits,
  }));

const line = z.union([text, z.strictObject({ text, ...fit })]);

export const outcomeSchema = z.strictObject({
  measure: text,
  description: text,
  timeFrames: texts.min(1),
  kind: z.enum(['time', 'rate', 'change']),
  unit: text,
  scale: z.strictObject({ enrollment: range.optional(), months: range.optional() }).optional(),
  ...fit,
}) satisfies z.ZodType<OutcomeTemplate>;

const stem = z.strictObject({ stem: text, type: z.enum(['DRUG', 'BIOLOGICAL', 'GENETIC']), what: text, routes: texts.min(1), ...fit });
const aeTerm = z.union([z.tuple([text, text]), z.tuple([text, text, regexField])]);

const traits = z.strictObject({
  ages: z.array(ageBand).min(1).optional(),
  female: share.optional(),
  male: share.optional(),
  enrollment: range.optional(),
  months: range.optional(),
  related: texts.optional(),
  pregnancy: z.boolean().optional(),
});

/**
 * areas/<key>.yaml: one therapeutic area (its key is the file's name). `taken`: conditions of the
 * areas read before it, with their area (a condition belongs to one area).
 */
export function areaSchema(key: string, taken: ReadonlyMap<string, string> = new Map()) {
  return z
    .strictObject({
      label: text,
      weight: z.number().positive(),
      enrollment: range,
      months: range,
      conditions: texts.min(1),
      traits: z.record(text, traits).default({}),
      keywords: z.array(line),
      stems: z.array(stem),
      mabInfix: texts.min(1),
      devices: z.array(z.strictObject({ name: text, ...fit })),
      primary: z.array(outcomeSchema).min(1),
      secondary: z.array(outcomeSchema),
      inclusion: z.array(line),
      exclusion: z.array(line),
      ages: z.array(ageBand).min(1),
      aes: z.array(aeTerm),
    })
    .superRefine((area, ctx) => {
      const conditions = new Set(area.conditions);
      area.conditions.forEach((c, i) => {
        if (area.conditions.indexOf(c) !== i) ctx.addIssue({ code: 'custom', path: ['conditions', i], message: `${c} is listed twice` });
        const other = taken.get(c);
        if (other) ctx.addIssue({ code: 'custom', path: ['conditions', i], message: `${c} is already a condition of areas/${other}.yaml` });
      });
      for (const [condition, t] of Object.entries(area.traits)) {
        if (!conditions.has(condition)) ctx.addIssue({ code: 'custom', path: ['traits', condition], message: `${condition} is not a condition of this area` });
        t.related?.forEach((r, i) => {
          if (!conditions.has(r)) ctx.addIssue({ code: 'custom', path: ['traits', condition, 'related', i], message: `${r} is not a condition of this area` });
        });
      }
    })
    .transform((area): TherapeuticArea => ({ key, ...area }));
}

/** areas.yaml: the areas in order, each with its file in areas/, and what they all share. */
export function areasIndexSchema(files: readonly string[]) {
  return z
    .strictObject({
      areas: z.array(z.string().regex(/^[a-z][a-z0-9-]*$/, { error: 'an area key is lower-case letters, digits and dashes' })).min(1),
      commonAes: z.array(z.tuple([text, text])),
      safetyOutcomes: z.array(outcomeSchema),
    })
    .superRefine(({ areas }, ctx) => {
      areas.forEach((key, i) => {
        if (!files.includes(key)) ctx.addIssue({ code: 'custom', path: ['areas', i], message: `no file areas/${key}.yaml` });
        if (areas.indexOf(key) !== i) ctx.addIssue({ code: 'custom', path: ['areas', i], message: `${key} is listed twice` });
      });
      for (const f of files) if (!areas.includes(f)) ctx.addIssue({ code: 'custom', path: ['areas'], message: `areas/${f}.yaml is not listed` });
    });
}

export interface SeedCatalog {
  /** Every therapeutic area of the demo dataset, with its share of trials as `weight`, in areas.yaml's order. */
  areas: TherapeuticArea[];
  /** Serious adverse events seen in any area. */
  commonAes: [string, string][];
  /** Generic secondary outcomes any trial may carry; `{m}` is the trial's duration in months. */
  safetyOutcomes: OutcomeTemplate[];
}

let catalog: SeedCatalog | undefined;

/** The area tables, read on first use (a server start that does not seed never parses them). */
export function seedCatalog(): SeedCatalog {
  if (!catalog) {
    const files = fs
      .readdirSync(dataPath('seed/areas'))
      .filter((f) => f.endsWith('.yaml'))
      .map((f) => f.slice(0, -'.yaml'.length));
    const index = readYamlData('seed/areas.yaml', areasIndexSchema(files));
    const taken = new Map<string, string>();
    const areas = index.areas.map((key) => {
      const area = readYamlData(`seed/areas/${key}.yaml`, areaSchema(key, taken));
      for (const c of area.conditions) taken.set(c, key);
      return area;
    });
    catalog = { areas, commonAes: index.commonAes, safetyOutcomes: index.safetyOutcomes };
  }
  return catalog;
}

import { z } from 'zod';
import { RECOMMENDATIONS } from '../../domain/analysis.js';
import { INVESTMENT_VERDICTS } from '../../domain/sponsor.js';
import { PHASE_CODES, TRIAL_STATUSES } from '../../domain/trial.js';
import { dateTime, NameCountOut, nullableDate } from '../../rest/openapi.outputs.js';
import { StatusSignalOut, trialRestSchema } from './trials.presenter.js';

export const SponsorOut = z.strictObject({ name: z.string(), class: z.string().nullable() }).meta({ id: 'Sponsor' });

/** A trial in the spec's REST names: derived from the trial field descriptor (trials.fields.ts). */
export const TrialOut = trialRestSchema;

export const TableRowOut = z
  .strictObject({
    nctId: z.string(),
    briefTitle: z.string(),
    title: z.string(),
    status: z.enum(TRIAL_STATUSES),
    leadSponsor: z.string(),
    leadSponsorClass: z.string().nullable(),
    ticker_bourse: z.string(),
    investissement_bourse: z.enum(INVESTMENT_VERDICTS),
    phase: z.array(z.string()).describe('Phases as display values, e.g. ["Phase 3"]'),
    phases: z.array(z.enum(PHASE_CODES)),
    score: z.number().nullable().describe('AI score 0–10'),
    recommendation: z.enum(RECOMMENDATIONS).nullable(),
    statusSignal: StatusSignalOut,
    enrollment: z.number().int().nullable(),
    completionDate: nullableDate,
    startDate: nullableDate,
    countries: z.array(z.string()),
    conditions: z.array(z.string()),
    likes: z.number().int(),
    analyzedAt: dateTime.nullable(),
  })
  .meta({ id: 'TableRow' });

export const TableStatsOut = z
  .strictObject({
    totalTrials: z.number().int(),
    averageScore: z.number().nullable(),
    totalEnrollment: z.number().int(),
    recommendationBreakdown: z.array(NameCountOut),
    investmentBreakdown: z.array(NameCountOut),
  })
  .meta({ id: 'TableStats' });

import 'reflect-metadata';
import { Arg, Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { AppContext } from '../../context.js';
import type { ArmGroup, Eligibility, Intervention, Location, Outcomes, TrialResults } from '../../domain/trial-record.js';
import { nextCatalystOf } from '../../domain/catalyst.js';
import { NextCatalystType } from './trials.catalyst.types.js';
import { trialLoader } from './trials.loaders.js';
import { ArmGroupType, EligibilityType, InterventionType, LocationType, OutcomesType, TrialResultsType } from './trials.nested.types.js';
import { trialSignalOf } from '../analysis/analysis.signal.js';
import { EnrollmentSize, LeadSponsorType, StatusSignalType } from './trials.page.types.js';
import { todayUtc } from './trials.validation.js';
import { enrollmentSize, ENROLLMENT_LABELS, phaseLabel, sponsorClassLabel, statusLabel } from './trials.signals.js';
import { TrialType } from './trials.types.js';

type MaybePromise<T> = T | Promise<T>;
type Heavy = 'detailedDescription' | 'interventions' | 'armGroups' | 'eligibility' | 'outcomes' | 'results' | 'locations';

/**
 * Lists leave large columns out; a client asking for one gets it through the batched loader. A
 * trial read whole (the detail) has them: the value is returned as is, without a promise.
 */
function heavy<K extends Heavy, D>(ctx: AppContext, t: TrialType, key: K, absent: D): NonNullable<TrialType[K]> | D | Promise<NonNullable<TrialType[K]> | D> {
  const own = t[key];
  if (own !== undefined) return own ?? absent;
  return trialLoader(ctx)
    .load(t.nctId)
    .then((full) => full?.[key] ?? absent);
}

/**
 * Stored properties each field of TrialFieldsResolver reads from its root trial. Lists read only
 * the columns a query's fields need (trials.selection.ts): a field added below must be listed
 * here, or lists fall back to reading every column for it (a test checks every field is listed).
 * The large fields read the `nctId` to load themselves when a list left them out. `statusSignal`
 * reads the latest analysis by `nctId` (and, for a trial never analysed, its posted results when it
 * has some), through the analysis module's loaders.
 */
export const COMPUTED_FIELD_READS = {
  phaseLabels: ['phases'],
  statusLabel: ['status'],
  leadSponsor: ['leadSponsorName', 'leadSponsorClass'],
  statusSignal: ['status', 'hasResults'],
  enrollmentSize: ['enrollment'],
  enrollmentLabel: ['enrollment'],
  nextCatalyst: ['catalystKind', 'catalystWindowStart', 'catalystWindowEnd', 'catalystPrecision', 'catalystBasis'],
  detailedDescription: ['nctId'],
  interventions: ['nctId'],
  armGroups: ['nctId'],
  eligibility: ['nctId'],
  outcomes: ['nctId'],
  results: ['nctId'],
  locations: ['nctId'],
} as const satisfies Record<string, readonly (keyof TrialType)[]>;

/** Computed and on-demand fields of Trial. */
@Resolver(() => TrialType)
export class TrialFieldsResolver {
  @FieldResolver(() => [String], { description: "Phases as display values: 'Phase 3', 'Early Phase 1', 'Not Applicable'." })
  phaseLabels(@Root() t: TrialType): string[] {
    return t.phases.map(phaseLabel);
  }

  @FieldResolver(() => String, { description: "Status as the registry displays it, e.g. 'Recruiting', 'Active, not recruiting'." })
  statusLabel(@Root() t: TrialType): string {
    return statusLabel(t.status);
  }

  @FieldResolver(() => LeadSponsorType, { description: 'Lead sponsor with its class and class label.' })
  leadSponsor(@Root() t: TrialType): LeadSponsorType {
    return { name: t.leadSponsorName, class: t.leadSponsorClass, classLabel: sponsorClassLabel(t.leadSponsorClass) };
  }

  @FieldResolver(() => StatusSignalType, {
    description:
      "Stock-market signal: the one the trial's latest analysis stored (posted primary results govern: met, not met, mixed, not analysable; else the status). A trial not analysed yet gets the same rule computed now.",
  })
  statusSignal(
    @Root() t: TrialType,
    @Ctx() ctx: AppContext,
    @Arg('requireResults', () => Boolean, {
      defaultValue: false,
      description: 'Ignored: the signal follows one rule everywhere (a completed trial without posted results is neutral).',
      deprecationReason: 'The signal no longer depends on the screen; the argument changes nothing.',
    })
    _requireResults: boolean,
  ): Promise<StatusSignalType> {
    return trialSignalOf(ctx, t);
  }

  @FieldResolver(() => EnrollmentSize, { nullable: true, description: 'Study size from the enrollment (thresholds 500 and 1000); null without enrollment.' })
  enrollmentSize(@Root() t: TrialType): EnrollmentSize | null {
    return enrollmentSize(t.enrollment) as EnrollmentSize | null;
  }

  @FieldResolver(() => String, { nullable: true, description: 'Study size label in the request language.' })
  enrollmentLabel(@Root() t: TrialType, @Ctx() ctx: AppContext): string | null {
    const size = enrollmentSize(t.enrollment);
    return size ? ENROLLMENT_LABELS[ctx.locale][size] : null;
  }

  @FieldResolver(() => NextCatalystType, {
    nullable: true,
    description: 'The next catalyst (readout window and confidence as of today; label in the request language); null when no date tells it.',
  })
  nextCatalyst(@Root() t: TrialType, @Ctx() ctx: AppContext): NextCatalystType | null {
    return nextCatalystOf(t, todayUtc(), ctx.locale);
  }

  @FieldResolver(() => String, { nullable: true, description: 'Detailed description.' })
  detailedDescription(@Root() t: TrialType, @Ctx() ctx: AppContext): MaybePromise<string | null> {
    return heavy(ctx, t, 'detailedDescription', null);
  }

  @FieldResolver(() => [InterventionType], { description: 'Interventions (drugs, devices, procedures...).' })
  interventions(@Root() t: TrialType, @Ctx() ctx: AppContext): MaybePromise<Intervention[]> {
    return heavy(ctx, t, 'interventions', []);
  }

  @FieldResolver(() => [ArmGroupType], { description: 'Arms of the study.' })
  armGroups(@Root() t: TrialType, @Ctx() ctx: AppContext): MaybePromise<ArmGroup[]> {
    return heavy(ctx, t, 'armGroups', []);
  }

  @FieldResolver(() => EligibilityType, { nullable: true, description: 'Who may take part.' })
  eligibility(@Root() t: TrialType, @Ctx() ctx: AppContext): MaybePromise<Eligibility | null> {
    return heavy(ctx, t, 'eligibility', null);
  }

  @FieldResolver(() => OutcomesType, { nullable: true, description: 'Primary, secondary and other outcome measures.' })
  outcomes(@Root() t: TrialType, @Ctx() ctx: AppContext): MaybePromise<Outcomes | null> {
    return heavy(ctx, t, 'outcomes', null);
  }

  @FieldResolver(() => TrialResultsType, {
    nullable: true,
    description: 'Posted results (outcome measures with statistical analyses, serious adverse events).',
  })
  results(@Root() t: TrialType, @Ctx() ctx: AppContext): MaybePromise<TrialResults | null> {
    return heavy(ctx, t, 'results', null);
  }

  @FieldResolver(() => [LocationType], { description: 'Sites.' })
  locations(@Root() t: TrialType, @Ctx() ctx: AppContext): MaybePromise<Location[]> {
    return heavy(ctx, t, 'locations', []);
  }
}

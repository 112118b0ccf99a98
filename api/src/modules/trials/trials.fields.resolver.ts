import 'reflect-metadata';
import { Arg, Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { AppContext } from '../../context.js';
import type { ArmGroup, Eligibility, Intervention, Location, Outcomes, TrialResults } from './trials.entity.js';
import { trialLoader } from './trials.loaders.js';
import { ArmGroupType, EligibilityType, InterventionType, LocationType, OutcomesType, TrialResultsType } from './trials.nested.types.js';
import { EnrollmentSize, LeadSponsorType, StatusSignalType, type SignalKind } from './trials.page.types.js';
import { enrollmentSize, ENROLLMENT_LABELS, phaseLabel, sponsorClassLabel, statusLabel, statusSignal } from './trials.signals.js';
import { TrialType } from './trials.types.js';

type Heavy = 'detailedDescription' | 'interventions' | 'armGroups' | 'eligibility' | 'outcomes' | 'results' | 'locations';

/** Lists leave large columns out; a client asking for one gets it through the batched loader. */
async function heavy<K extends Heavy>(ctx: AppContext, t: TrialType, key: K): Promise<TrialType[K] | undefined> {
  if (t[key] !== undefined) return t[key];
  const full = await trialLoader(ctx).load(t.nctId);
  return full?.[key];
}

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

  @FieldResolver(() => StatusSignalType, { description: 'Stock-market signal of the status (spec section 4).' })
  statusSignal(
    @Root() t: TrialType,
    @Arg('requireResults', () => Boolean, {
      defaultValue: false,
      description: 'Completed trials are bullish only with posted results (the detail summary tab rule).',
    })
    requireResults: boolean,
  ): StatusSignalType {
    const s = statusSignal(t.status, t.hasResults, requireResults);
    return { ...s, kind: s.kind as SignalKind };
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

  @FieldResolver(() => String, { nullable: true, description: 'Detailed description.' })
  detailedDescription(@Root() t: TrialType, @Ctx() ctx: AppContext): Promise<string | null | undefined> {
    return heavy(ctx, t, 'detailedDescription');
  }

  @FieldResolver(() => [InterventionType], { description: 'Interventions (drugs, devices, procedures...).' })
  async interventions(@Root() t: TrialType, @Ctx() ctx: AppContext): Promise<Intervention[]> {
    return (await heavy(ctx, t, 'interventions')) ?? [];
  }

  @FieldResolver(() => [ArmGroupType], { description: 'Arms of the study.' })
  async armGroups(@Root() t: TrialType, @Ctx() ctx: AppContext): Promise<ArmGroup[]> {
    return (await heavy(ctx, t, 'armGroups')) ?? [];
  }

  @FieldResolver(() => EligibilityType, { nullable: true, description: 'Who may take part.' })
  async eligibility(@Root() t: TrialType, @Ctx() ctx: AppContext): Promise<Eligibility | null> {
    return (await heavy(ctx, t, 'eligibility')) ?? null;
  }

  @FieldResolver(() => OutcomesType, { nullable: true, description: 'Primary, secondary and other outcome measures.' })
  async outcomes(@Root() t: TrialType, @Ctx() ctx: AppContext): Promise<Outcomes | null> {
    return (await heavy(ctx, t, 'outcomes')) ?? null;
  }

  @FieldResolver(() => TrialResultsType, {
    nullable: true,
    description: 'Posted results (outcome measures with statistical analyses, serious adverse events).',
  })
  async results(@Root() t: TrialType, @Ctx() ctx: AppContext): Promise<TrialResults | null> {
    return (await heavy(ctx, t, 'results')) ?? null;
  }

  @FieldResolver(() => [LocationType], { description: 'Sites.' })
  async locations(@Root() t: TrialType, @Ctx() ctx: AppContext): Promise<Location[]> {
    return (await heavy(ctx, t, 'locations')) ?? [];
  }
}

import { Field, ID, ObjectType } from 'type-graphql';
import type {
  CrlCategory,
  RegulatoryAgency,
  RegulatoryDateConfidence,
  RegulatoryKind,
  RegulatoryLinkConfidence,
  RegulatoryLinkMethod,
  RegulatoryOutcome,
  RegulatorySource,
} from '../../domain/regulatory.js';
import {
  CrlCategoryEnum,
  RegulatoryAgencyEnum,
  RegulatoryDateConfidenceEnum,
  RegulatoryKindEnum,
  RegulatoryLinkConfidenceEnum,
  RegulatoryLinkMethodEnum,
  RegulatoryOutcomeEnum,
  RegulatorySourceEnum,
} from './regulatory.enums.js';

@ObjectType('RegulatoryLink', { description: 'How an event was linked to the trial (or company) it is read for.' })
export class RegulatoryLinkType {
  @Field(() => RegulatoryLinkMethodEnum, { description: 'How the link was made.' })
  method!: RegulatoryLinkMethod;
  @Field(() => RegulatoryLinkConfidenceEnum, { description: 'How sure it is.' })
  confidence!: RegulatoryLinkConfidence;
}

@ObjectType('RegulatoryEvent', { description: 'An FDA or EMA milestone of a drug: a PDUFA date, an advisory committee, an approval, a CRL, an opinion...' })
export class RegulatoryEventType {
  @Field(() => ID)
  id!: string;
  @Field(() => RegulatoryKindEnum, { description: 'What kind of event.' })
  kind!: RegulatoryKind;
  @Field(() => RegulatoryAgencyEnum, { description: 'The agency.' })
  agency!: RegulatoryAgency;
  @Field(() => String, { description: 'Its date (YYYY-MM-DD).' })
  date!: string;
  @Field(() => RegulatoryDateConfidenceEnum, { description: 'How sure the date is.' })
  dateConfidence!: RegulatoryDateConfidence;
  @Field(() => String, { description: 'The drug as the source names it (brand or INN).' })
  drug!: string;
  @Field(() => [String], { description: 'Every name the source gives for it (brand, generic, code).' })
  drugNames!: string[];
  @Field(() => String, { nullable: true, description: 'The application number: NDA215866, BLA761269, EMEA/H/C/005437...' })
  applicationNumber!: string | null;
  @Field(() => String, { nullable: true, description: 'The company, as the source names it.' })
  company!: string | null;
  @Field(() => String, { nullable: true, description: 'Its ticker (upper case), when listed.' })
  ticker!: string | null;
  @Field(() => String, { nullable: true, description: 'The indication.' })
  indication!: string | null;
  @Field(() => RegulatoryOutcomeEnum, { nullable: true, description: 'The outcome, when known.' })
  outcome!: RegulatoryOutcome | null;
  @Field(() => CrlCategoryEnum, { nullable: true, description: 'CRL: what the letter is about, where known.' })
  crlCategory!: CrlCategory | null;
  @Field(() => String, { nullable: true, description: 'A short free text: the committee, a vote count, the letter’s type.' })
  detail!: string | null;
  @Field(() => RegulatorySourceEnum, { description: 'Where it comes from.' })
  source!: RegulatorySource;
  @Field(() => String, { description: 'The official page it is read from.' })
  sourceUrl!: string;
  @Field(() => String, { description: 'The day the source was read (YYYY-MM-DD).' })
  asOf!: string;
  @Field(() => Boolean, { description: 'Deterministic demo data (never a real company’s real event).' })
  demo!: boolean;
  @Field(() => RegulatoryLinkType, {
    nullable: true,
    description: 'How it is linked to the trial it is read for (the best link to a company’s trials; null: by the company’s ticker only, or a plain list).',
  })
  link!: RegulatoryLinkType | null;
}

import { registerEnumType } from 'type-graphql';
import {
  CRL_CATEGORIES,
  REGULATORY_AGENCIES,
  REGULATORY_DATE_CONFIDENCES,
  REGULATORY_KINDS,
  REGULATORY_LINK_CONFIDENCES,
  REGULATORY_LINK_METHODS,
  REGULATORY_OUTCOMES,
  REGULATORY_SOURCES,
  type CrlCategory,
  type RegulatoryAgency,
  type RegulatoryDateConfidence,
  type RegulatoryKind,
  type RegulatoryLinkConfidence,
  type RegulatoryLinkMethod,
  type RegulatoryOutcome,
  type RegulatorySource,
} from '../../domain/regulatory.js';
import { enumOf } from '../trials/trials.enums.js';
import { REGULATORY_ALERT_REASONS, type RegulatoryAlertReason } from '../alerts/alerts.entity.js';

/** The GraphQL enums of the regulatory closed sets (domain/regulatory.ts), registered once: other modules import them from here. */

export const RegulatoryKindEnum = enumOf<RegulatoryKind>(REGULATORY_KINDS);
registerEnumType(RegulatoryKindEnum, {
  name: 'RegulatoryKind',
  description:
    'PDUFA_DATE (the FDA target action date), ADCOMM_MEETING (an FDA advisory committee meeting), ADCOMM_VOTE (its vote), APPROVAL, CRL (a complete response letter), CHMP_OPINION (the EMA committee opinion), EC_DECISION (the European Commission decision), WITHDRAWAL.',
});

export const RegulatoryDateConfidenceEnum = enumOf<RegulatoryDateConfidence>(REGULATORY_DATE_CONFIDENCES);
registerEnumType(RegulatoryDateConfidenceEnum, {
  name: 'RegulatoryDateConfidence',
  description: 'ANNOUNCED (announced ahead by the company or agency), ESTIMATED (our estimate), ACTUAL (it happened on that date).',
});

export const RegulatoryAgencyEnum = enumOf<RegulatoryAgency>(REGULATORY_AGENCIES);
registerEnumType(RegulatoryAgencyEnum, { name: 'RegulatoryAgency', description: 'FDA, EMA or EC (the European Commission).' });

export const RegulatoryOutcomeEnum = enumOf<RegulatoryOutcome>(REGULATORY_OUTCOMES);
registerEnumType(RegulatoryOutcomeEnum, {
  name: 'RegulatoryOutcome',
  description: 'PENDING (not decided yet), POSITIVE (approved, positive opinion or vote), NEGATIVE (CRL, refusal, negative opinion or vote), WITHDRAWN.',
});

export const CrlCategoryEnum = enumOf<CrlCategory>(CRL_CATEGORIES);
registerEnumType(CrlCategoryEnum, { name: 'CrlCategory', description: 'What a complete response letter is about, where known.' });

export const RegulatorySourceEnum = enumOf<RegulatorySource>(REGULATORY_SOURCES);
registerEnumType(RegulatorySourceEnum, {
  name: 'RegulatorySource',
  description: 'DEMO (demo data), OPENFDA (Drugs@FDA and CRLs), FEDERAL_REGISTER (advisory committee notices), FILE (company announcements, committed file).',
});

export const RegulatoryLinkMethodEnum = enumOf<RegulatoryLinkMethod>(REGULATORY_LINK_METHODS);
registerEnumType(RegulatoryLinkMethodEnum, {
  name: 'RegulatoryLinkMethod',
  description:
    'How an event was linked to a trial: OVERRIDE (by hand, overrides file), APPLICATION (the overrides file names the application), DRUG_AND_COMPANY (a drug name and the sponsor match), DRUG_NAME (a drug name only).',
});

export const RegulatoryLinkConfidenceEnum = enumOf<RegulatoryLinkConfidence>(REGULATORY_LINK_CONFIDENCES);
registerEnumType(RegulatoryLinkConfidenceEnum, { name: 'RegulatoryLinkConfidence', description: 'How sure the link is: HIGH, MEDIUM, LOW.' });

export const RegulatoryAlertReasonEnum = enumOf<RegulatoryAlertReason>(REGULATORY_ALERT_REASONS);
registerEnumType(RegulatoryAlertReasonEnum, {
  name: 'RegulatoryAlertReason',
  description: 'Why a REGULATORY_EVENT alert was raised: NEW_DATE (a new PDUFA date), DATE_CHANGED (the date moved; later: an extension), DECISION.',
});

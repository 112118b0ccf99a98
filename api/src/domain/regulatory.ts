/**
 * Regulatory events: the FDA and EMA milestones that move biotech stocks (issue 30). Providers
 * (providers/regulatory/) yield them in this shape; the regulatory module stores them
 * (`regulatory_events`), links them to trials (`regulatory_links`) and shows them beside the
 * trials' readouts.
 */

/**
 * PDUFA_DATE: the FDA's target action date for an application (company-announced); ADCOMM_MEETING:
 * an FDA advisory committee meeting; ADCOMM_VOTE: its vote; APPROVAL: an FDA approval
 * (Drugs@FDA); CRL: a complete response letter; CHMP_OPINION: the EMA committee's opinion;
 * EC_DECISION: the European Commission's decision; WITHDRAWAL: an application or a marketed
 * product withdrawn.
 */
export const REGULATORY_KINDS = ['PDUFA_DATE', 'ADCOMM_MEETING', 'ADCOMM_VOTE', 'APPROVAL', 'CRL', 'CHMP_OPINION', 'EC_DECISION', 'WITHDRAWAL'] as const;
export type RegulatoryKind = (typeof REGULATORY_KINDS)[number];

/** ANNOUNCED: a date the company or agency announced ahead; ESTIMATED: our estimate; ACTUAL: it happened on that date. */
export const REGULATORY_DATE_CONFIDENCES = ['ANNOUNCED', 'ESTIMATED', 'ACTUAL'] as const;
export type RegulatoryDateConfidence = (typeof REGULATORY_DATE_CONFIDENCES)[number];

export const REGULATORY_AGENCIES = ['FDA', 'EMA', 'EC'] as const;
export type RegulatoryAgency = (typeof REGULATORY_AGENCIES)[number];

/** PENDING: not decided yet; POSITIVE: approved, positive opinion or favourable vote; NEGATIVE: CRL, refusal, negative opinion or vote; WITHDRAWN. */
export const REGULATORY_OUTCOMES = ['PENDING', 'POSITIVE', 'NEGATIVE', 'WITHDRAWN'] as const;
export type RegulatoryOutcome = (typeof REGULATORY_OUTCOMES)[number];

/** What a complete response letter is about, where known. */
export const CRL_CATEGORIES = ['MANUFACTURING', 'EFFICACY', 'SAFETY', 'OTHER'] as const;
export type CrlCategory = (typeof CRL_CATEGORIES)[number];

/** Where an event comes from: one value per provider. */
export const REGULATORY_SOURCES = ['DEMO', 'OPENFDA', 'FEDERAL_REGISTER', 'FILE'] as const;
export type RegulatorySource = (typeof REGULATORY_SOURCES)[number];

/** One event as a provider yields it. Dates are YYYY-MM-DD. */
export interface RegulatoryEvent {
  source: RegulatorySource;
  /** Stable within the source (e.g. "NDA215866:ORIG:1", a Federal Register document number, a file row's id): an event seen again updates its row. */
  sourceKey: string;
  kind: RegulatoryKind;
  agency: RegulatoryAgency;
  date: string;
  dateConfidence: RegulatoryDateConfidence;
  /** The drug as the source names it (brand or INN). */
  drug: string;
  /** Every name the source gives for it (brand, generic, code): the linking keys. */
  drugNames: string[];
  /** "NDA215866", "BLA761269", "EMEA/H/C/005437"; null when the source gives none. */
  applicationNumber: string | null;
  company: string | null;
  ticker: string | null;
  indication: string | null;
  outcome: RegulatoryOutcome | null;
  crlCategory: CrlCategory | null;
  /** A short free text: the committee, a vote count, the letter's type. */
  detail: string | null;
  /** The official page the event is read from (mandatory). */
  sourceUrl: string;
  /** The day the source was read (or last updated, when it says so). */
  asOf: string;
  /** Deterministic demo data (never about a real company's real events). */
  demo: boolean;
}

/** A drug the app asks providers about: a trial's intervention, with its sponsor. */
export interface RegulatoryDrugQuery {
  name: string;
  otherNames: string[];
  company: string | null;
  ticker: string | null;
}

export interface RegulatoryQuery {
  drugs: RegulatoryDrugQuery[];
  /** Events from this day on (YYYY-MM-DD). */
  since: string;
  /** Today (YYYY-MM-DD): the demo provider's clock; live providers read the present. */
  today: string;
}

/** A source of regulatory events (providers/regulatory/): demo, file, openfda, federalregister. */
export interface RegulatoryProvider {
  readonly name: string;
  readonly source: RegulatorySource;
  events(query: RegulatoryQuery, signal?: AbortSignal): Promise<RegulatoryEvent[]>;
}

/**
 * How an event was linked to a trial: APPLICATION (the override file names the application for
 * the trial), DRUG_AND_COMPANY (a drug name and the sponsor's company both match), DRUG_NAME (a drug
 * name only), OVERRIDE (set by hand in the overrides file).
 */
export const REGULATORY_LINK_METHODS = ['OVERRIDE', 'APPLICATION', 'DRUG_AND_COMPANY', 'DRUG_NAME'] as const;
export type RegulatoryLinkMethod = (typeof REGULATORY_LINK_METHODS)[number];
export const REGULATORY_LINK_CONFIDENCES = ['HIGH', 'MEDIUM', 'LOW'] as const;
export type RegulatoryLinkConfidence = (typeof REGULATORY_LINK_CONFIDENCES)[number];

export interface RegulatoryLink {
  nctId: string;
  method: RegulatoryLinkMethod;
  confidence: RegulatoryLinkConfidence;
}

/** A trial's sponsors and how the lead sponsor is linked to a listed company. */

/** A sponsor or collaborator as the registry names it, with its class (INDUSTRY, NIH, OTHER...). */
export interface Sponsor {
  name: string;
  class: string | null;
}

/** Whether the lead sponsor's stock reflects the trial: OUI (the sponsor is listed), POSSIBLE (a parent or partner is), NON. */
export const INVESTMENT_VERDICTS = ['OUI', 'POSSIBLE', 'NON'] as const;
export type InvestmentVerdict = (typeof INVESTMENT_VERDICTS)[number];

/**
 * How a sponsor was linked: exact curated name, alias (other spelling or a subsidiary's name), fuzzy
 * (close misspelling), sec (name in the SEC list), acquired / merged / renamed (corporate history:
 * today's owner), override (sponsor-overrides.json), collaborator (only a collaborator is listed), none.
 */
export const SPONSOR_MATCH_METHODS = ['exact', 'alias', 'fuzzy', 'sec', 'acquired', 'merged', 'renamed', 'override', 'collaborator', 'none'] as const;
export type SponsorMatchMethod = (typeof SPONSOR_MATCH_METHODS)[number];
export const SPONSOR_RELATIONS = ['self', 'subsidiary', 'affiliate', 'collaborator'] as const;
export type SponsorRelation = (typeof SPONSOR_RELATIONS)[number];

/**
 * How the lead sponsor was matched to a listed company. The fields after `relation` were added
 * with the SEC list and corporate history: rows resolved before (`npm run resolve-sponsors`
 * rewrites them) may lack them, so readers treat a missing one as null.
 */
export interface SponsorMatch {
  method: SponsorMatchMethod;
  companyName: string | null;
  matchedName: string | null;
  score: number | null;
  relation: SponsorRelation | null;
  /** 0–1: how sure the resolver is of the link (1: exact or override; lower for looser rules). */
  confidence?: number | null;
  /** The former, subsidiary or collaborator-side name the link goes through ("Alexion"). */
  via?: string | null;
  /** Corporate history: who acquired the former company, or its new name ("AstraZeneca"). */
  acquiredBy?: string | null;
  acquiredYear?: number | null;
  /** method 'collaborator': the collaborator's name and how that name was matched. */
  collaboratorName?: string | null;
  collaboratorMethod?: SponsorMatchMethod | null;
}

/**
 * The link of a trial's lead sponsor to a listed company, as the companies module's sponsor resolver
 * gives it: the fields of a trial record that an importer adds after mapping a registry record.
 */
export type SponsorLink = {
  /** The curated `companies` row; null for an SEC-list company (identified by its ticker) or no company. */
  companyId: number | null;
  ticker: string | null;
  investmentVerdict: InvestmentVerdict;
  sponsorMatch: SponsorMatch | null;
  /** Tickers of the other listed companies among the collaborators (the company pages list the trial too). */
  collaboratorTickers: string[];
};

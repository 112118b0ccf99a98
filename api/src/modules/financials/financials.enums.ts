import { registerEnumType } from 'type-graphql';
import { DILUTION_RISKS, FINANCIALS_UNAVAILABLE, type DilutionRisk, type FinancialsSource, type FinancialsUnavailable } from '../../domain/financials.js';
import { enumOf } from '../trials/trials.enums.js';

/** GraphQL names are upper-case; the values inside stay the domain's ('sec', 'stock', 'demo'). */
export const FinancialsSourceEnum: Record<'SEC' | 'STOCK' | 'DEMO', FinancialsSource> = { SEC: 'sec', STOCK: 'stock', DEMO: 'demo' };
registerEnumType(FinancialsSourceEnum, {
  name: 'FinancialsSource',
  description: 'Where the figures come from: SEC (XBRL company facts of the filings), STOCK (the stock provider’s financial data), DEMO (demo figures).',
});

export const FinancialsUnavailableEnum = enumOf<FinancialsUnavailable>(FINANCIALS_UNAVAILABLE);
registerEnumType(FinancialsUnavailableEnum, {
  name: 'FinancialsUnavailable',
  description:
    'Why a company has no figures: NO_SOURCE (no provider covers it), NOT_FOUND (the provider does not know the ticker), NO_CASH_FIGURES (known, but no cash reported), PROVIDER_FAILED (the provider did not answer).',
});

export const DilutionRiskEnum = enumOf<DilutionRisk>(DILUTION_RISKS);
registerEnumType(DilutionRiskEnum, {
  name: 'DilutionRisk',
  description:
    'Cash runway against a readout (its window’s last day): BEFORE_READOUT (the runway ends before it), WITHIN_6_MONTHS (ends less than 6 months after it), NONE (6 months or more after it, or the company does not burn cash), UNKNOWN (no figures, no readout ahead, unlisted).',
});

import type { Locale } from '../../context.js';
import type { Bilingual } from '../../domain/bilingual.js';
import type { CatalystOutcome, PastCatalystKind } from '../../domain/reactions.js';
import type { PastCatalystRow } from './moves.queries.js';
import type { MoveRow } from './moves.store.js';

/** A stored move as GraphQL's StockMove and REST show it. */
export interface StockMoveView {
  eventDate: string;
  benchmark: string;
  closeBefore: number | null;
  move1d: number | null;
  move5d: number | null;
  abnormal1d: number | null;
  abnormal5d: number | null;
  currency: string | null;
  priceSource: string;
  demo: boolean;
  computedAt: string;
}

export interface PastCatalystView {
  id: string;
  date: string;
  kind: PastCatalystKind;
  outcome: CatalystOutcome;
  nctId: string | null;
  trialTitle: string | null;
  regulatoryEventId: string | null;
  description: string | null;
  move: StockMoveView | null;
}

/** The move of a stored row; null without a close before the event (no price history, or not computed yet). */
export function stockMoveOf(r: MoveRow | null | undefined): StockMoveView | null {
  if (!r || r.closeBefore === null) return null;
  return {
    eventDate: r.eventDate,
    benchmark: r.benchmark,
    closeBefore: r.closeBefore,
    move1d: r.move1d,
    move5d: r.move5d,
    abnormal1d: r.abnormal1d,
    abnormal5d: r.abnormal5d,
    currency: r.currency,
    priceSource: r.priceSource,
    demo: r.demo,
    computedAt: r.computedAt.toISOString(),
  };
}

const KIND_TEXT: Record<Exclude<PastCatalystKind, 'REGULATORY_DECISION'>, Bilingual> = {
  PRIMARY_COMPLETION: { fr: 'Fin de la collecte du critère principal (date réelle)', en: 'Primary completion (actual date)' },
  RESULTS_POSTED: { fr: 'Premiers résultats publiés sur ClinicalTrials.gov', en: 'Results first posted on ClinicalTrials.gov' },
  TERMINATED: { fr: 'Essai arrêté (TERMINATED)', en: 'Trial terminated' },
  SUSPENDED: { fr: 'Essai suspendu (SUSPENDED)', en: 'Trial suspended' },
};

/** A regulatory decision in words: "approval (FDA)", "positive CHMP opinion"… */
function decisionText(r: PastCatalystRow): Bilingual {
  const positive = r.regulatoryOutcome === 'POSITIVE';
  switch (r.regulatoryKind) {
    case 'APPROVAL':
      return { fr: `approbation (${r.agency ?? 'FDA'})`, en: `approval (${r.agency ?? 'FDA'})` };
    case 'CRL':
      return { fr: `lettre de réponse complète (${r.agency ?? 'FDA'})`, en: `complete response letter (${r.agency ?? 'FDA'})` };
    case 'CHMP_OPINION':
      return positive ? { fr: 'avis favorable du CHMP', en: 'positive CHMP opinion' } : { fr: 'avis défavorable du CHMP', en: 'negative CHMP opinion' };
    case 'EC_DECISION':
      return positive
        ? { fr: 'autorisation de la Commission européenne', en: 'European Commission authorisation' }
        : { fr: 'refus de la Commission européenne', en: 'European Commission refusal' };
    default:
      return positive ? { fr: 'décision favorable', en: 'positive decision' } : { fr: 'décision défavorable', en: 'negative decision' };
  }
}

/** The event in a few words, in the reader's language. */
export function describeCatalyst(r: PastCatalystRow, locale: Locale): string | null {
  if (r.kind === 'REGULATORY_DECISION') {
    const d = decisionText(r)[locale];
    if (!r.drug) return d;
    return locale === 'fr' ? `${r.drug} : ${d}` : `${r.drug}: ${d}`;
  }
  const text = KIND_TEXT[r.kind][locale];
  const stopped = r.kind === 'TERMINATED' || r.kind === 'SUSPENDED';
  const why = stopped && r.whyStopped ? r.whyStopped.trim().slice(0, 120) : null;
  return why ? (locale === 'fr' ? `${text} — « ${why} »` : `${text} — "${why}"`) : text;
}

export function pastCatalystOf(r: PastCatalystRow, locale: Locale): PastCatalystView {
  return {
    id: r.eventKey,
    date: r.eventDate,
    kind: r.kind,
    outcome: r.outcome,
    nctId: r.nctId,
    trialTitle: r.trialTitle,
    regulatoryEventId: r.regulatoryEventId,
    description: describeCatalyst(r, locale),
    move: stockMoveOf(r),
  };
}

import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { graphql } from '../../../gql';
import type { SponsorMatchFieldsFragment, SponsorMatchMethod } from '../../../gql/graphql';
import { hasRealTicker } from '../../../lib/display';
import { formatFractionPercent } from '../../../lib/format';
import '../trials.css';

export const SponsorMatchFields = graphql(`
  fragment SponsorMatchFields on SponsorMatch {
    method
    companyName
    matchedName
    score
    relation
    confidence
    via
    acquiredBy
    acquiredYear
    collaboratorName
    collaboratorMethod
  }
`);

type Match = SponsorMatchFieldsFragment;
const HISTORY = new Set<SponsorMatchMethod>(['acquired', 'merged', 'renamed']);

function percent(value: number, lang: string): string {
  return formatFractionPercent(value, { digits: 0, lang });
}

/**
 * How one name was matched, without the collaborator layer: history first (the former company and
 * today's owner), then the sources (override, SEC list, fuzzy), then the relation to the company.
 * `inner`: a collaborator's match, whose relation is "collaborator" (`via` then says the name went
 * through a subsidiary, and the collaborator's name already says which former company).
 */
function nameText(t: TFunction<'trial'>, lang: string, m: Match, method: SponsorMatchMethod, inner: boolean): string {
  const company = m.companyName ?? '';
  const relation = inner ? null : m.relation;
  if (HISTORY.has(method) && m.acquiredBy) {
    const event =
      m.acquiredYear != null
        ? t(`sponsorMatch.history.${method as 'acquired'}`, { by: m.acquiredBy, year: m.acquiredYear })
        : t(`sponsorMatch.historyNoYear.${method as 'acquired'}`, { by: m.acquiredBy });
    return m.via && !inner ? t('sponsorMatch.via', { via: m.via, event }) : event;
  }
  switch (method) {
    case 'override':
      return t('sponsorMatch.override');
    case 'sec':
      return m.matchedName ? t('sponsorMatch.secNamed', { name: m.matchedName }) : t('sponsorMatch.sec');
    case 'fuzzy':
      return m.score != null ? t('sponsorMatch.fuzzy', { company, score: percent(m.score, lang) }) : t('sponsorMatch.fuzzyNoScore', { company });
    case 'none':
      return t('sponsorMatch.none');
    default:
      break;
  }
  if (company && (relation === 'subsidiary' || (inner && m.via))) return t('sponsorMatch.subsidiary', { company });
  if (company && relation === 'affiliate') return t('sponsorMatch.affiliate', { company });
  if (method === 'alias' && company) return t('sponsorMatch.alias', { company });
  return t('sponsorMatch.exact');
}

export interface SponsorMatchExplanation {
  /** "via Alexion (acquise par AstraZeneca en 2021)". */
  text: string;
  /** "confiance 95 %", or null when the API gives none. */
  confidence: string | null;
}

/** The explanation of a sponsor → listed company link in the UI language; null when there is nothing to explain. */
export function explainSponsorMatch(t: TFunction<'trial'>, lang: string, m: Match | null | undefined): SponsorMatchExplanation | null {
  if (!m || m.method === 'none') return null;
  let text =
    m.method === 'collaborator'
      ? m.collaboratorName
        ? m.collaboratorMethod && m.collaboratorMethod !== 'collaborator'
          ? t('sponsorMatch.collaborator', { name: m.collaboratorName, inner: nameText(t, lang, m, m.collaboratorMethod, true) })
          : t('sponsorMatch.collaboratorPlain', { name: m.collaboratorName })
        : t('sponsorMatch.collaboratorUnnamed')
      : nameText(t, lang, m, m.method, false);
  if (!m.companyName) text = t('sponsorMatch.notListed', { text });
  const confidence = m.confidence != null ? t('sponsorMatch.confidence', { value: percent(m.confidence, lang) }) : null;
  return { text, confidence };
}

export function useSponsorMatchExplanation(m: Match | null | undefined): SponsorMatchExplanation | null {
  const { t, i18n } = useTranslation('trial');
  return explainSponsorMatch(t, i18n.resolvedLanguage ?? i18n.language, m);
}

function InfoIcon() {
  return (
    <svg className="icon" width={12} height={12} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      <path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 15h-2v-6h2v6zm0-8h-2V7h2v2z" />
    </svg>
  );
}

/**
 * The trial's ticker badge; when the API explains the link, the badge is a button described by a
 * tooltip shown on hover and on keyboard focus (Escape hides it), so the explanation never depends
 * on a mouse. Without a ticker, an explained link (private owner, manual correction) shows as a
 * "not listed" badge with the same tooltip.
 */
export function SponsorMatchBadge({ ticker, match }: { ticker: string | null | undefined; match: Match | null | undefined }) {
  const { t } = useTranslation('trial');
  const explanation = useSponsorMatchExplanation(match);
  const tipId = useId();
  const [hover, setHover] = useState(false);
  const [focus, setFocus] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  // Whether the tooltip was open when the pointer went down (focus opens it before the click lands).
  const openAtPointerDown = useRef(false);
  const open = (hover || focus) && !dismissed;
  const listed = hasRealTicker(ticker);

  // Escape also hides a tooltip opened by the mouse while the focus is elsewhere (WCAG 1.4.13).
  useEffect(() => {
    if (!open) return;
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key === 'Escape') setDismissed(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  if (!explanation) return listed ? <span className="badge badge-purple">{ticker}</span> : null;

  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key === 'Escape' && open) {
      e.stopPropagation();
      setDismissed(true);
    }
  };

  return (
    <span
      className="sponsor-match"
      onMouseEnter={() => {
        setHover(true);
        setDismissed(false);
      }}
      onMouseLeave={() => setHover(false)}
    >
      <button
        type="button"
        className={`badge ${listed ? 'badge-purple' : 'badge-gray'} sponsor-match-trigger`}
        aria-describedby={tipId}
        data-testid="sponsor-match-trigger"
        onFocus={() => {
          setFocus(true);
          setDismissed(false);
        }}
        onBlur={() => setFocus(false)}
        onPointerDown={() => {
          openAtPointerDown.current = open;
        }}
        onClick={(e: MouseEvent<HTMLButtonElement>) => setDismissed(e.detail === 0 ? open : openAtPointerDown.current)}
        onKeyDown={onKeyDown}
      >
        {listed ? ticker : t('sponsorMatch.unlisted')}
        <InfoIcon />
      </button>
      <span role="tooltip" id={tipId} className="sponsor-match-tip" hidden={!open} data-testid="sponsor-match-tip">
        <span className="sponsor-match-text">{explanation.text}</span>
        {explanation.confidence ? <span className="sponsor-match-confidence"> · {explanation.confidence}</span> : null}
      </span>
    </span>
  );
}

/** The same explanation as a visible line (the stock panel). */
export function SponsorMatchLine({ match }: { match: Match | null | undefined }) {
  const { t } = useTranslation('trial');
  const explanation = useSponsorMatchExplanation(match);
  if (!explanation) return null;
  return (
    <p className="small muted sponsor-match-line" data-testid="sponsor-match-line">
      {t('sponsorMatch.line', { text: explanation.confidence ? `${explanation.text} · ${explanation.confidence}` : explanation.text })}
    </p>
  );
}

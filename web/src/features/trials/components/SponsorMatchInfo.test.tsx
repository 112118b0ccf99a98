import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SponsorMatchFieldsFragment } from '../../../gql/graphql';
import { i18n } from '../../../lib/i18n';
import { renderWithProviders } from '../../../test/render';
import { SponsorMatchBadge, SponsorMatchLine } from './SponsorMatchInfo';
import { TrialDetailHeader } from './TrialDetailHeader';

/** A component asking for a key missing from the catalogue would show it raw: fail on it. */
const missing: string[] = [];
const onMissing = (lngs: readonly string[], ns: string, key: string) => missing.push(`${lngs.join(',')}/${ns}:${key}`);
beforeAll(() => {
  i18n.options.saveMissing = true;
  i18n.on('missingKey', onMissing);
});
afterAll(() => {
  i18n.off('missingKey', onMissing);
  i18n.options.saveMissing = false;
});

const NONE: SponsorMatchFieldsFragment = {
  method: 'none',
  companyName: null,
  matchedName: null,
  score: null,
  relation: null,
  confidence: null,
  via: null,
  acquiredBy: null,
  acquiredYear: null,
  collaboratorName: null,
  collaboratorMethod: null,
};
const match = (m: Partial<SponsorMatchFieldsFragment>): SponsorMatchFieldsFragment => ({ ...NONE, ...m });

interface Case {
  name: string;
  ticker: string | null;
  match: SponsorMatchFieldsFragment;
  badge: { fr: string; en: string };
  fr: string;
  en: string;
}

/** Every method (and the relation and "not listed" variants), with the exact text in both languages. */
const CASES: Case[] = [
  {
    name: 'exact name',
    ticker: 'PFE',
    match: match({ method: 'exact', companyName: 'Pfizer Inc.', matchedName: 'Pfizer', score: 1, relation: 'self', confidence: 1 }),
    badge: { fr: 'PFE', en: 'PFE' },
    fr: 'nom exact · confiance 100 %',
    en: 'exact name · confidence 100%',
  },
  {
    name: 'alias (other name)',
    ticker: 'JNJ',
    match: match({ method: 'alias', companyName: 'Johnson & Johnson', matchedName: 'J&J', score: 1, relation: 'self', confidence: 0.98 }),
    badge: { fr: 'JNJ', en: 'JNJ' },
    fr: 'autre nom de Johnson & Johnson · confiance 98 %',
    en: 'other name of Johnson & Johnson · confidence 98%',
  },
  {
    name: 'alias of a subsidiary',
    ticker: 'ROG.SW',
    match: match({
      method: 'alias',
      companyName: 'Roche Holding AG',
      matchedName: 'Genentech',
      via: 'Genentech',
      score: 1,
      relation: 'subsidiary',
      confidence: 0.97,
    }),
    badge: { fr: 'ROG.SW', en: 'ROG.SW' },
    fr: 'filiale de Roche Holding AG · confiance 97 %',
    en: 'subsidiary of Roche Holding AG · confidence 97%',
  },
  {
    name: 'alias of an affiliate',
    ticker: 'JNJ',
    match: match({ method: 'alias', companyName: 'Johnson & Johnson', matchedName: 'Xian-Janssen Pharmaceutical', relation: 'affiliate', confidence: 0.97 }),
    badge: { fr: 'JNJ', en: 'JNJ' },
    fr: 'société liée à Johnson & Johnson · confiance 97 %',
    en: 'affiliate of Johnson & Johnson · confidence 97%',
  },
  {
    name: 'fuzzy',
    ticker: 'ENTA',
    match: match({
      method: 'fuzzy',
      companyName: 'Enanta Pharmaceuticals',
      matchedName: 'Enanta Pharmaceuticals',
      score: 0.934,
      relation: 'self',
      confidence: 0.9,
    }),
    badge: { fr: 'ENTA', en: 'ENTA' },
    fr: 'nom proche de Enanta Pharmaceuticals (similarité 93 %) · confiance 90 %',
    en: 'name close to Enanta Pharmaceuticals (similarity 93%) · confidence 90%',
  },
  {
    name: 'SEC list',
    ticker: 'KURA',
    match: match({ method: 'sec', companyName: 'Kura Oncology, Inc.', matchedName: 'Kura Oncology, Inc.', score: 1, relation: 'self', confidence: 0.95 }),
    badge: { fr: 'KURA', en: 'KURA' },
    fr: 'nom trouvé dans la liste SEC (Kura Oncology, Inc.) · confiance 95 %',
    en: 'name found in the SEC list (Kura Oncology, Inc.) · confidence 95%',
  },
  {
    name: 'SEC list, no name',
    ticker: 'ECOR',
    match: match({ method: 'sec', companyName: 'electroCore, Inc.', relation: 'self', confidence: 0.92 }),
    badge: { fr: 'ECOR', en: 'ECOR' },
    fr: 'nom trouvé dans la liste SEC · confiance 92 %',
    en: 'name found in the SEC list · confidence 92%',
  },
  {
    name: 'acquired',
    ticker: 'AZN.L',
    match: match({
      method: 'acquired',
      companyName: 'AstraZeneca PLC',
      matchedName: 'Alexion Pharmaceuticals',
      relation: 'subsidiary',
      confidence: 0.97,
      via: 'Alexion',
      acquiredBy: 'AstraZeneca',
      acquiredYear: 2021,
    }),
    badge: { fr: 'AZN.L', en: 'AZN.L' },
    fr: 'via Alexion (acquise par AstraZeneca en 2021) · confiance 97 %',
    en: 'via Alexion (acquired by AstraZeneca in 2021) · confidence 97%',
  },
  {
    name: 'acquired by a private owner (no ticker)',
    ticker: null,
    match: match({ method: 'acquired', matchedName: 'ZimVie Inc.', confidence: 0.97, via: 'ZimVie', acquiredBy: 'Archimed', acquiredYear: 2025 }),
    badge: { fr: 'Non cotée', en: 'Not listed' },
    fr: 'via ZimVie (acquise par Archimed en 2025) (non cotée) · confiance 97 %',
    en: 'via ZimVie (acquired by Archimed in 2025) (not listed) · confidence 97%',
  },
  {
    name: 'merged',
    ticker: 'VTRS',
    match: match({
      method: 'merged',
      companyName: 'Viatris Inc.',
      relation: 'subsidiary',
      confidence: 0.97,
      via: 'Mylan',
      acquiredBy: 'Viatris',
      acquiredYear: 2020,
    }),
    badge: { fr: 'VTRS', en: 'VTRS' },
    fr: 'via Mylan (fusionnée dans Viatris en 2020) · confiance 97 %',
    en: 'via Mylan (merged into Viatris in 2020) · confidence 97%',
  },
  {
    name: 'renamed',
    ticker: 'IONS',
    match: match({
      method: 'renamed',
      companyName: 'Ionis Pharmaceuticals',
      relation: 'self',
      confidence: 0.97,
      via: 'Isis Pharmaceuticals',
      acquiredBy: 'Ionis Pharmaceuticals',
      acquiredYear: 2015,
    }),
    badge: { fr: 'IONS', en: 'IONS' },
    fr: 'via Isis Pharmaceuticals (renommée Ionis Pharmaceuticals en 2015) · confiance 97 %',
    en: 'via Isis Pharmaceuticals (renamed Ionis Pharmaceuticals in 2015) · confidence 97%',
  },
  {
    name: 'override to a ticker',
    ticker: 'TEIJ',
    match: match({ method: 'override', companyName: 'Teijin Limited', relation: 'self', confidence: 1 }),
    badge: { fr: 'TEIJ', en: 'TEIJ' },
    fr: 'correction manuelle · confiance 100 %',
    en: 'manual correction · confidence 100%',
  },
  {
    name: 'override to NONE',
    ticker: null,
    match: match({ method: 'override', confidence: 1 }),
    badge: { fr: 'Non cotée', en: 'Not listed' },
    fr: 'correction manuelle (non cotée) · confiance 100 %',
    en: 'manual correction (not listed) · confidence 100%',
  },
  {
    name: 'collaborator (exact name)',
    ticker: '9926.HK',
    match: match({
      method: 'collaborator',
      companyName: 'Akeso, Inc.',
      matchedName: 'Akeso, Inc.',
      relation: 'collaborator',
      confidence: 1,
      collaboratorName: 'Akeso, Inc.',
      collaboratorMethod: 'exact',
    }),
    badge: { fr: '9926.HK', en: '9926.HK' },
    fr: 'exposition via le collaborateur Akeso, Inc. (nom exact) · confiance 100 %',
    en: 'exposure via collaborator Akeso, Inc. (exact name) · confidence 100%',
  },
  {
    name: 'collaborator acquired by the listed company',
    ticker: 'BMY',
    match: match({
      method: 'collaborator',
      companyName: 'Bristol-Myers Squibb',
      relation: 'collaborator',
      confidence: 0.97,
      via: 'Celgene',
      acquiredBy: 'Bristol Myers Squibb',
      acquiredYear: 2019,
      collaboratorName: 'Celgene Corporation',
      collaboratorMethod: 'acquired',
    }),
    badge: { fr: 'BMY', en: 'BMY' },
    fr: 'exposition via le collaborateur Celgene Corporation (acquise par Bristol Myers Squibb en 2019) · confiance 97 %',
    en: 'exposure via collaborator Celgene Corporation (acquired by Bristol Myers Squibb in 2019) · confidence 97%',
  },
  {
    name: 'collaborator, a subsidiary',
    ticker: 'ROG.SW',
    match: match({
      method: 'collaborator',
      companyName: 'Roche Holding AG',
      relation: 'collaborator',
      confidence: 0.97,
      via: 'Genentech',
      collaboratorName: 'Genentech, Inc.',
      collaboratorMethod: 'alias',
    }),
    badge: { fr: 'ROG.SW', en: 'ROG.SW' },
    fr: 'exposition via le collaborateur Genentech, Inc. (filiale de Roche Holding AG) · confiance 97 %',
    en: 'exposure via collaborator Genentech, Inc. (subsidiary of Roche Holding AG) · confidence 97%',
  },
  {
    name: 'resolved before confidences existed',
    ticker: 'PFE',
    match: match({ method: 'exact', companyName: 'Pfizer Inc.', relation: 'self' }),
    badge: { fr: 'PFE', en: 'PFE' },
    fr: 'nom exact',
    en: 'exact name',
  },
];

/** Intl writes French percentages with a narrow no-break space ("95 %"). */
const spaces = (s: string | null | undefined) => (s ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe.each(['fr', 'en'] as const)('sponsor match explanation (%s)', (lang) => {
  it.each(CASES)('$name', (c) => {
    renderWithProviders(<SponsorMatchBadge ticker={c.ticker} match={c.match} />, { lang });
    const trigger = screen.getByRole('button', { name: c.badge[lang] });
    const tip = screen.getByRole('tooltip', { hidden: true });
    expect(trigger.getAttribute('aria-describedby')).toBe(tip.id);
    expect(spaces(tip.textContent)).toBe(c[lang]);
    expect(missing).toEqual([]);
  });

  it('the stock panel line says the same', () => {
    const c = CASES.find((x) => x.name === 'acquired')!;
    renderWithProviders(<SponsorMatchLine match={c.match} />, { lang });
    const line = spaces(screen.getByTestId('sponsor-match-line').textContent);
    expect(line).toBe(lang === 'fr' ? `Lien du sponsor avec la société cotée : ${c.fr}` : `How the sponsor is linked to the listed company: ${c.en}`);
    expect(missing).toEqual([]);
  });
});

describe('sponsor match tooltip', () => {
  const acquired = CASES.find((x) => x.name === 'acquired')!;

  it('opens on keyboard focus, closes with Escape, reopens on the next focus', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <button type="button">before</button>
        <SponsorMatchBadge ticker={acquired.ticker} match={acquired.match} />
      </>,
      { lang: 'fr' },
    );
    const tip = screen.getByRole('tooltip', { hidden: true });
    expect(tip.hidden).toBe(true);
    await user.click(screen.getByRole('button', { name: 'before' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'AZN.L' }));
    expect(tip.hidden).toBe(false);
    expect(screen.getByRole('tooltip').textContent).toContain('via Alexion (acquise par AstraZeneca en 2021)');
    await user.keyboard('{Escape}');
    expect(tip.hidden).toBe(true);
    await user.tab({ shift: true });
    expect(tip.hidden).toBe(true);
    await user.tab();
    expect(tip.hidden).toBe(false);
    // Enter toggles it (a button that does something on activation).
    await user.keyboard('{Enter}');
    expect(tip.hidden).toBe(true);
    await user.keyboard('{Enter}');
    expect(tip.hidden).toBe(false);
  });

  it('opens on hover, stays while the pointer is on it, closes on leave or Escape', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SponsorMatchBadge ticker={acquired.ticker} match={acquired.match} />, { lang: 'en' });
    const tip = screen.getByRole('tooltip', { hidden: true });
    await user.hover(screen.getByRole('button', { name: 'AZN.L' }));
    expect(tip.hidden).toBe(false);
    await user.hover(tip);
    expect(tip.hidden).toBe(false);
    await user.unhover(tip);
    expect(tip.hidden).toBe(true);
    await user.hover(screen.getByRole('button', { name: 'AZN.L' }));
    expect(tip.hidden).toBe(false);
    // Escape with the focus elsewhere (mouse only).
    act(() => (document.activeElement as HTMLElement | null)?.blur());
    await user.keyboard('{Escape}');
    expect(tip.hidden).toBe(true);
  });

  it('a tap (pointer down, focus, click) opens it, a second tap closes it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SponsorMatchBadge ticker={acquired.ticker} match={acquired.match} />, { lang: 'en' });
    const tip = screen.getByRole('tooltip', { hidden: true });
    const trigger = screen.getByRole('button', { name: 'AZN.L' });
    await user.pointer({ keys: '[TouchA]', target: trigger });
    expect(tip.hidden).toBe(false);
    await user.pointer({ keys: '[TouchA]', target: trigger });
    expect(tip.hidden).toBe(true);
  });

  it('no explanation: a plain ticker badge, or nothing without a ticker', () => {
    renderWithProviders(<SponsorMatchBadge ticker="PFE" match={null} />);
    expect(screen.getByText('PFE').tagName).toBe('SPAN');
    expect(screen.queryByRole('button')).toBeNull();
    renderWithProviders(<SponsorMatchBadge ticker={null} match={NONE} />);
    expect(screen.queryByRole('tooltip', { hidden: true })).toBeNull();
  });

  it('the trial header shows the ticker with its explanation', async () => {
    const user = userEvent.setup();
    // The cached trial is identified by its __typename and NCT id (the reaction buttons read it back).
    const trial = {
      __typename: 'Trial' as const,
      nctId: 'NCT91000128',
      briefTitle: 'A Study',
      status: 'RECRUITING' as const,
      statusLabel: 'Recruiting',
      phaseLabels: ['Phase 3'],
      ticker: 'AZN.L',
      sponsorMatch: acquired.match,
      likes: 0,
      dislikes: 0,
      viewerReaction: { liked: false, disliked: false },
    };
    renderWithProviders(<TrialDetailHeader trial={trial} />, { lang: 'en' });
    await user.hover(screen.getByTestId('sponsor-match-trigger'));
    expect(spaces(screen.getByRole('tooltip').textContent)).toBe(acquired.en);
    expect(missing).toEqual([]);
  });
});

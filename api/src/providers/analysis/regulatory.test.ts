import { describe, expect, it } from 'vitest';
import { buildTrial } from '../../../test/factories.js';
import { toAnalysisInput, type AnalysisInput, type AnalysisRegulatoryEvent } from '../../domain/analysis-input.js';
import { regulatoryContext } from './regulatory.js';
import { analyzeWithRules, inputHashOf } from './rules.js';

const AS_OF = '2026-11-21';
const base = (): AnalysisInput => toAnalysisInput(buildTrial({ status: 'ACTIVE_NOT_RECRUITING' }), { sponsorRecord: null, marketCap: null, asOf: AS_OF });
const event = (over: Partial<AnalysisRegulatoryEvent>): AnalysisRegulatoryEvent => ({
  kind: 'PDUFA_DATE',
  agency: 'FDA',
  date: '2027-03-12',
  dateConfidence: 'ANNOUNCED',
  drug: 'Zenorin',
  outcome: 'PENDING',
  crlCategory: null,
  demo: true,
  ...over,
});

describe('regulatory context line', () => {
  it('none without a linked event', () => {
    expect(regulatoryContext(base())).toEqual([]);
  });

  it('the next event ahead is a catalyst of its own kind and date confidence, with no effect on the probability', () => {
    const i = { ...base(), regulatoryEvents: [event({ kind: 'ADCOMM_MEETING', date: '2027-01-20' }), event({})] };
    const [line] = regulatoryContext(i);
    expect(line).toMatchObject({ key: 'regulatory', effect: 0, min: 0, max: 0, source: null, tone: 'info', field: 'regulatoryEvents' });
    expect(line.statement.fr).toBe(
      'Prochain événement réglementaire : comité consultatif de la FDA, 20 janvier 2027 (date annoncée, données de démonstration) — Zenorin',
    );
    expect(line.statement.en).toBe('Next regulatory event: FDA advisory committee, January 20, 2027 (announced date, demo data) — Zenorin');
    expect(analyzeWithRules(i).breakdown.probability).toBe(analyzeWithRules(base()).breakdown.probability);
    expect(analyzeWithRules(i).details.en.facteurs_cles.join(' ')).toContain('Next regulatory event: FDA advisory committee');
  });

  it('without an event ahead, the latest decision of the year: a complete response letter is a risk, with its category', () => {
    const crl = event({ kind: 'CRL', date: '2026-06-06', dateConfidence: 'ACTUAL', outcome: 'NEGATIVE', crlCategory: 'MANUFACTURING', demo: false });
    const i = { ...base(), regulatoryEvents: [crl, event({ kind: 'APPROVAL', date: '2024-01-10', dateConfidence: 'ACTUAL', outcome: 'POSITIVE' })] };
    const [line] = regulatoryContext(i);
    expect(line.tone).toBe('risk');
    expect(line.statement.fr).toBe('Dernière décision réglementaire : lettre de réponse complète (CRL), 6 juin 2026 (a eu lieu) — Zenorin — fabrication');
    expect(analyzeWithRules(i).details.fr.risques.join(' ')).toContain('lettre de réponse complète (CRL)');
    // An approval more than a year ago is no longer news.
    expect(
      regulatoryContext({ ...base(), regulatoryEvents: [event({ kind: 'APPROVAL', date: '2024-01-10', dateConfidence: 'ACTUAL', outcome: 'POSITIVE' })] }),
    ).toEqual([]);
  });

  it('the input hash changes with the events and when the next event passes', () => {
    const ahead = { ...base(), regulatoryEvents: [event({ date: '2026-12-01' })] };
    expect(inputHashOf(ahead, 'rules')).not.toBe(inputHashOf(base(), 'rules'));
    expect(inputHashOf({ ...ahead, asOf: '2026-12-02' }, 'rules')).not.toBe(inputHashOf(ahead, 'rules'));
  });
});

import { describe, expect, it } from 'vitest';
import { createTestI18n } from '../../test/locales';
import { regulatoryAlertLine } from './regulatory.alert';
import { daysBetween, eventsBetween } from './regulatory.dates';
import { linkText, outcomeText } from './regulatory.format';

const fr = createTestI18n('fr').t;
const en = createTestI18n('en').t;
const moved = { reason: 'DATE_CHANGED', kind: 'PDUFA_DATE', date: '2027-03-12', previousDate: '2026-12-12', outcome: 'PENDING' } as const;

describe('regulatory alert lines', () => {
  it('says how far a PDUFA date moved, in days, in both languages', () => {
    expect(regulatoryAlertLine(fr, moved, 'fr-FR')).toBe('Date PDUFA : 12 mars 2027 (avant : 12 décembre 2026, report de 90 jours)');
    expect(regulatoryAlertLine(en, moved, 'en-US')).toBe('PDUFA date: March 12, 2027 (before: December 12, 2026, postponed by 90 days)');
    const earlier = { ...moved, date: '2026-12-11' };
    expect(regulatoryAlertLine(fr, earlier, 'fr-FR')).toBe('Date PDUFA : 11 décembre 2026 (avant : 12 décembre 2026, avancée de 1 jour)');
  });

  it('gives a decision with its outcome, and a new date alone', () => {
    const crl = { reason: 'DECISION', kind: 'CRL', date: '2026-11-20', previousDate: null, outcome: 'NEGATIVE' } as const;
    expect(regulatoryAlertLine(fr, crl, 'fr-FR')).toBe('Lettre de réponse complète : 20 novembre 2026 — Défavorable');
    expect(regulatoryAlertLine(en, { ...crl, kind: 'APPROVAL', outcome: 'POSITIVE' }, 'en-US')).toBe('Approval: November 20, 2026 — Positive');
    expect(regulatoryAlertLine(fr, { ...moved, reason: 'NEW_DATE', previousDate: null }, 'fr-FR')).toBe('Date PDUFA : 12 mars 2027');
  });
});

describe('regulatory format helpers', () => {
  it('names the CRL category with the outcome, and the link with its confidence', () => {
    expect(outcomeText(fr, 'NEGATIVE', 'MANUFACTURING')).toBe('Défavorable (motif : fabrication)');
    expect(outcomeText(en, 'NEGATIVE', null)).toBe('Negative');
    expect(linkText(fr, { method: 'DRUG_AND_COMPANY', confidence: 'HIGH' })).toBe('Lien : nom du médicament et société (élevée)');
    expect(linkText(en, { method: 'DRUG_NAME', confidence: 'LOW' })).toBe('Link: drug name (low)');
  });

  it('counts days across months and years, and keeps events within a span', () => {
    expect(daysBetween('2026-12-12', '2027-03-12')).toBe(90);
    expect(daysBetween('2027-03-12', '2026-12-12')).toBe(-90);
    const events = [{ date: '2026-01-01' }, { date: '2026-06-01' }, { date: '2027-01-01' }];
    expect(eventsBetween(events, '2026-01-01', '2026-12-31')).toEqual([{ date: '2026-01-01' }, { date: '2026-06-01' }]);
  });
});

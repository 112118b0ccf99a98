import { describe, expect, it } from 'vitest';
import { distinctLabels, fittedLabels, shorten, textWidth } from './chartText';

const NIH = [
  'National Institute of Allergy and Infectious Diseases (NIAID)',
  'National Institute of Mental Health (NIMH)',
  'National Institute of Neurological Disorders and Stroke (NINDS)',
];

describe('chart labels', () => {
  it('cuts a long name with an ellipsis and leaves a short one whole', () => {
    expect(shorten('Pfizer', 22)).toBe('Pfizer');
    expect(shorten('National Institute of Mental Health (NIMH)', 22)).toBe('National Institute of…');
  });

  it('never gives two names the same label: the issue\'s three "National Institute of…" keep their last words', () => {
    const labels = distinctLabels([...NIH, 'Pfizer', 'Assistance Publique - Hôpitaux de Paris', 'Assistance Publique - Hôpitaux de Marseille'], 22);
    expect(new Set(labels).size).toBe(labels.length);
    expect(labels.slice(0, 3)).toEqual(['National Inst… (NIAID)', 'National Insti… (NIMH)', 'National Inst… (NINDS)']);
    expect(labels[3]).toBe('Pfizer');
    expect(labels[4]).toMatch(/^Assistance.*… Paris$/);
    expect(labels[5]).toMatch(/^Assistance.*… Marseille$/);
    for (const l of labels) expect(l.length).toBeLessThanOrEqual(22);
  });

  it('numbers names that stay equal (the same name twice)', () => {
    expect(distinctLabels(['Same sponsor name that is long', 'Same sponsor name that is long'], 12)).toEqual(['Same sponso…', 'Same sponso… (2)']);
  });

  it('fits the labels to a width, still distinct', () => {
    const labels = fittedLabels(NIH, 36, 100);
    for (const l of labels) expect(textWidth(l)).toBeLessThanOrEqual(100);
    expect(new Set(labels).size).toBe(3);
  });
});

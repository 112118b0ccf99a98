import { describe, expect, it } from 'vitest';
import { classifyCondition, classifyTrial } from './areas.js';
import { CONDITIONS } from './areas.fixtures.js';

describe('therapeutic area classifier', () => {
  it.each(CONDITIONS)('classifies "%s" as %s', (condition, area) => {
    expect(classifyCondition(condition)).toBe(area);
  });

  it('uses the most frequent area of the conditions, then the first, then the title', () => {
    expect(classifyTrial(['Hypertension', 'Type 2 Diabetes', 'Obesity']).area).toBe('metabolic');
    expect(classifyTrial(['Asthma', 'Atopic Dermatitis']).area).toBe('respiratory');
    expect(classifyTrial([], 'A Study of Drug X in Adults With Schizophrenia').area).toBe('psychiatry');
    expect(classifyTrial(['Healthy Volunteers']).area).toBe('other');
  });
});

import { describe, expect, it } from 'vitest';
import { type AppError } from '../../errors.js';
import { isAbsentTicker, parseTicker, parseTickers, requireTicker, storedTicker } from './stocks.ticker.js';

const code = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    return (e as AppError).code;
  }
  return 'OK';
};

describe('ticker rules', () => {
  it('accepts 1–10 letters, digits, dots or dashes, upper-cased', () => {
    expect(parseTicker('pfe')).toBe('PFE');
    expect(parseTicker(' san.pa ')).toBe('SAN.PA');
    expect(parseTicker('NOVO-B.CO')).toBe('NOVO-B.CO');
    expect(parseTicker('4502.T')).toBe('4502.T');
    expect(parseTicker('A')).toBe('A');
    expect(parseTicker('ABCDEFGHIJ')).toBe('ABCDEFGHIJ');
  });

  it('rejects anything else with BAD_USER_INPUT', () => {
    for (const bad of ['ABCDEFGHIJK', 'PF E', 'PFE;DROP', '$PFE', 'ÉLAN', 'a/b', '../etc']) expect(code(() => parseTicker(bad))).toBe('BAD_USER_INPUT');
    expect(code(() => parseTicker(42))).toBe('BAD_USER_INPUT');
  });

  it("treats '', 'N/A' and 'Non déterminé' as absent", () => {
    for (const v of ['', '  ', 'N/A', 'n/a', 'Non déterminé', null, undefined]) {
      expect(isAbsentTicker(v as string | null)).toBe(true);
      expect(parseTicker(v)).toBeNull();
      expect(storedTicker(v as string | null)).toBeNull();
    }
    expect(code(() => requireTicker('N/A'))).toBe('BAD_USER_INPUT');
    expect(storedTicker('weird ticker!')).toBeNull();
    expect(storedTicker('sny')).toBe('SNY');
  });

  it('dedupes lists, drops absent values, caps the count', () => {
    expect(parseTickers(['pfe', 'PFE', 'N/A', '', 'san.pa', 'Non déterminé'], 100)).toEqual(['PFE', 'SAN.PA']);
    expect(
      code(() =>
        parseTickers(
          Array.from({ length: 101 }, (_, i) => `T${i}`),
          100,
        ),
      ),
    ).toBe('BAD_USER_INPUT');
    expect(code(() => parseTickers('PFE', 100))).toBe('BAD_USER_INPUT');
    expect(code(() => parseTickers(['PFE', 'bad ticker'], 100))).toBe('BAD_USER_INPUT');
  });
});

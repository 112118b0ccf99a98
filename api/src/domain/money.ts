/**
 * Currencies as quotes carry them: ISO 4217 codes (three capitals), plus `GBp`, the pence quote of
 * the London Stock Exchange (a hundredth of the pound). Market caps and FX rates are in the main
 * unit (GBP for a pence quote).
 */

/** A currency code a quote can carry: three capitals, or GBp (pence). */
export const CURRENCY_CODE = /^[A-Z]{3}$|^GBp$/;

export const isCurrencyCode = (currency: string): boolean => CURRENCY_CODE.test(currency);

/** The reference currency conversions are made to. */
export const USD = 'USD';

/** The main unit of a quote currency: GBP for a pence quote, the currency itself otherwise. */
export const mainUnit = (currency: string): string => (currency === 'GBp' ? 'GBP' : currency);

/** Quote units per main unit: 100 pence to the pound, 1 otherwise. */
export const unitsPerMain = (currency: string): number => (currency === 'GBp' ? 100 : 1);

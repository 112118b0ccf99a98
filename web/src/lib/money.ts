import { formatBillions, formatCompactCurrency } from './format';
/**
 * Money in its own currency (issue 15): a market cap or a price always carries its currency's
 * symbol ("$145.0B", "¥7,991.0B", "€12.3B", "CHF 250.0B"), never a bare "B". Pence quotes (GBp)
 * are shown in pence; market caps are in the main unit (pounds).
 */
const symbolCache = new Map<string, string>();

/** The narrow symbol of a currency ("$", "€", "¥", "£"; "CHF" where there is none). */
export function currencySymbol(currency: string | null | undefined): string {
  const code = !currency ? 'USD' : currency === 'GBp' ? 'GBP' : currency.toUpperCase();
  let s = symbolCache.get(code);
  if (!s) {
    try {
      s =
        new Intl.NumberFormat('en-US', { style: 'currency', currency: code, currencyDisplay: 'narrowSymbol' })
          .formatToParts(0)
          .find((p) => p.type === 'currency')?.value ?? code;
    } catch {
      s = code;
    }
    symbolCache.set(code, s);
  }
  return s;
}

const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const mainUnit = (currency: string | null | undefined) => (currency === 'GBp' ? 'GBP' : currency || 'USD');

/** A large amount abbreviated with its currency, in the interface language: "$1.23T" / "1,23 Bn $US", "€45.6B" / "45,6 Md €". */
export function formatMoneyCompact(value: number | null | undefined, currency: string | null | undefined, digits = 1): string {
  return formatCompactCurrency(value, mainUnit(currency), digits, digits);
}

/** A market cap with its currency and one decimal ("$145.0B" / "145,0 Md $US"): the stock dashboard and calendar. */
export function formatMarketCap(value: number | null | undefined, currency: string | null | undefined): string {
  return formatBillions(value, mainUnit(currency));
}

/** "≈ $52.3B" next to a cap in another currency; empty for a USD one. */
export function usdEquivalent(usd: number | null | undefined, currency: string | null | undefined): string {
  if (!isNum(usd) || !currency || currency === 'USD') return '';
  return `≈ ${formatBillions(usd, 'USD')}`;
}

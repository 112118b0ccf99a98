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

/** A large amount abbreviated with its currency: "$1.23T", "€45.6B", "¥7,991.0B", "CHF 250.0B". */
export function formatMoneyCompact(value: number | null | undefined, currency: string | null | undefined, digits = 1): string {
  if (!isNum(value)) return '—';
  const code = currency === 'GBp' ? 'GBP' : currency || 'USD';
  const sym = currencySymbol(code);
  const abs = Math.abs(value);
  const units: [number, string][] = [
    [1e12, 'T'],
    [1e9, 'B'],
    [1e6, 'M'],
    [1e3, 'K'],
  ];
  const [size, unit] = units.find(([s]) => abs >= s) ?? [1, ''];
  const n = new Intl.NumberFormat('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(abs / size);
  const space = /^[A-Z]{2,}$/.test(sym) ? ' ' : '';
  return `${value < 0 ? '-' : ''}${sym}${space}${n}${unit}`;
}

/** A market cap in billions with its currency ("$145.0B", "¥7,991.0B"): the stock dashboard and calendar. */
export function formatMarketCap(value: number | null | undefined, currency: string | null | undefined): string {
  if (!isNum(value)) return '—';
  const sym = currencySymbol(currency);
  const n = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(Math.abs(value) / 1e9);
  return `${value < 0 ? '-' : ''}${sym}${/^[A-Z]{2,}$/.test(sym) ? ' ' : ''}${n}B`;
}

/** "≈ $52.3B" next to a cap in another currency; empty for a USD one. */
export function usdEquivalent(usd: number | null | undefined, currency: string | null | undefined): string {
  if (!isNum(usd) || !currency || currency === 'USD') return '';
  return `≈ ${formatMoneyCompact(usd, 'USD')}`;
}

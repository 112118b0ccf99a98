/** Number and date wording for the generated texts (French uses a decimal comma). */
export type Lang = 'fr' | 'en';

// Intl formatters are costly to build: one per (language, digits, fixed) is kept.
const formatters = new Map<string, Intl.NumberFormat>();
function formatter(lang: Lang, digits: number, fixed: boolean): Intl.NumberFormat {
  const key = `${lang}|${digits}|${fixed}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(lang === 'fr' ? 'fr-FR' : 'en-US', { maximumFractionDigits: digits, minimumFractionDigits: fixed ? digits : 0 });
    formatters.set(key, f);
  }
  return f;
}

export function num(x: number, lang: Lang, digits = 1): string {
  return formatter(lang, digits, false).format(x);
}

export function pct(x: number, lang: Lang, digits = 1): string {
  const v = formatter(lang, digits, true).format(x * 100);
  return lang === 'fr' ? `${v} %` : `${v}%`;
}

/** "p = 0,003" / "p < 0.001" (the spec: below 0.001 shows "< 0.001", otherwise 3 decimals). */
export function pValueText(p: ParsedP, lang: Lang): string {
  if (p.value < 0.001) return `p < ${lang === 'fr' ? '0,001' : '0.001'}`;
  const v = p.value.toFixed(3);
  const op = p.op === '<' ? '<' : p.op === '>' ? '>' : '=';
  return `p ${op} ${lang === 'fr' ? v.replace('.', ',') : v}`;
}

export function moneyText(usd: number, lang: Lang): string {
  const units: [number, string, string][] = [
    [1e12, 'T$', 'T'],
    [1e9, 'Md$', 'B'],
    [1e6, 'M$', 'M'],
  ];
  for (const [n, fr, en] of units) if (usd >= n) return lang === 'fr' ? `${num(usd / n, 'fr')} ${fr}` : `$${num(usd / n, 'en')}${en}`;
  return lang === 'fr' ? `${num(usd, 'fr', 0)} $` : `$${num(usd, 'en', 0)}`;
}

const dateFormatters = {
  fr: new Intl.DateTimeFormat('fr-FR', { year: 'numeric', month: 'long', timeZone: 'UTC' }),
  en: new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', timeZone: 'UTC' }),
};
export function dateText(iso: string, lang: Lang): string {
  return dateFormatters[lang].format(new Date(`${iso.slice(0, 10)}T00:00:00Z`));
}

export interface ParsedP {
  value: number;
  op: '=' | '<' | '>';
}

/** Parses a registry p-value ("0.003", "<0.001", "< .05", "0,02", ">0.99"); null when not a number. */
export function parsePValue(raw: string | null | undefined): ParsedP | null {
  if (raw === null || raw === undefined) return null;
  const m = /^\s*([<>≤≥]=?)?\s*(\d*[.,]?\d+(?:[eE]-?\d+)?)\s*$/.exec(String(raw));
  if (!m) return null;
  const value = Number(m[2].replace(',', '.'));
  if (!Number.isFinite(value) || value < 0 || value > 1) return null;
  const op = m[1]?.startsWith('<') || m[1]?.startsWith('≤') ? '<' : m[1]?.startsWith('>') || m[1]?.startsWith('≥') ? '>' : '=';
  return { value, op };
}

/** p < 0.05 (a reported "< 0.05" counts as significant). */
export const isSignificant = (p: ParsedP) => p.value < 0.05 || (p.op === '<' && p.value <= 0.05);

export function addMonths(iso: string, months: number): string {
  const d = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d.toISOString().slice(0, 10);
}

export function monthsBetween(fromIso: string, toIso: string): number {
  const a = new Date(`${fromIso.slice(0, 10)}T00:00:00Z`).getTime();
  const b = new Date(`${toIso.slice(0, 10)}T00:00:00Z`).getTime();
  return (b - a) / (1000 * 60 * 60 * 24 * 30.4375);
}

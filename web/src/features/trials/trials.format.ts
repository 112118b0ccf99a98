import { formatRatio } from '../../lib/format';

/** A ratio (P/E, beta, debt to equity...) with two decimals in the interface language, '—' when unknown. */
export const ratio = (v: number | null | undefined) => formatRatio(v);

/** A ratio (P/E, beta, debt to equity...) with two decimals, '—' when unknown. */
export const ratio = (v: number | null | undefined) => (typeof v === 'number' ? v.toFixed(2) : '—');

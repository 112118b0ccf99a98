/** Rounding at the displayed precision (the score is computed from rounded terms, halves rounded up). */

/** Rounds half up (towards +∞), as the formula states. */
export const roundHalfUp = (x: number) => Math.floor(x + 0.5);
/** `x` rounded half up to `digits` decimals. */
export const fixed = (x: number, digits: number) => roundHalfUp(x * 10 ** digits) / 10 ** digits;
/** Language-neutral display with an explicit sign ("+0.8", "−2.0", "0.0"). */
export const signed = (x: number, digits: number) => `${x > 0 ? '+' : x < 0 ? '−' : ''}${Math.abs(x).toFixed(digits)}`;

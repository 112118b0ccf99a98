/** Regulatory markers on the price chart: one colour and shape for every kind (the legend names it; the tooltip gives the kind). */
export const REGULATORY_MARKER_COLOR = '#be123c';

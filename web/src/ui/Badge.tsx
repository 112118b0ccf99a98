import type { HTMLAttributes } from 'react';
import type { Tone } from '../lib/display';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: Tone;
}

/** A coloured label: always carries text, so colour is never the only signal. */
export function Badge({ tone = 'gray', className = '', children, ...rest }: BadgeProps) {
  return (
    <span className={`badge badge-${tone} ${className}`.trim()} data-tone={tone} {...rest}>
      {children}
    </span>
  );
}

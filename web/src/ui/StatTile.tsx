import type { ReactNode } from 'react';
import { Card } from './Card';

/** A card with a small label over a large figure (`valueClassName` adds a tone or size to the figure). */
export function StatTile({ label, value, valueClassName, testId }: { label: ReactNode; value: ReactNode; valueClassName?: string; testId?: string }) {
  return (
    <Card>
      <div className="stat-tile">
        <span className="muted small">{label}</span>
        <span className={valueClassName ? `stat-value ${valueClassName}` : 'stat-value'} data-testid={testId}>
          {value}
        </span>
      </div>
    </Card>
  );
}

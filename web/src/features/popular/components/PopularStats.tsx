import { formatNumber } from '../../../lib/format';
import { Card } from '../../../ui';
import type { likeStats } from '../popular.state';

/** Three tiles: how many items, their total likes, their average likes. */
export function PopularStats({ stats, labels }: { stats: ReturnType<typeof likeStats>; labels: [string, string, string] }) {
  return (
    <section className="grid grid-3 popular-stats">
      {[stats.count, stats.totalLikes, stats.averageLikes].map((v, i) => (
        <Card key={labels[i]}>
          <div className="stat-tile">
            <span className="muted small">{labels[i]}</span>
            <span className="stat-value" data-testid={`popular-stat-${i}`}>
              {formatNumber(v)}
            </span>
          </div>
        </Card>
      ))}
    </section>
  );
}

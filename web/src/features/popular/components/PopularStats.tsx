import { formatNumber } from '../../../lib/format';
import { StatTile } from '../../../ui';
import type { likeStats } from '../popular.state';

/** Three tiles: how many items, their total likes, their average likes. */
export function PopularStats({ stats, labels }: { stats: ReturnType<typeof likeStats>; labels: [string, string, string] }) {
  return (
    <section className="grid grid-3 popular-stats">
      {[stats.count, stats.totalLikes, stats.averageLikes].map((v, i) => (
        <StatTile key={labels[i]} label={labels[i]} value={formatNumber(v)} testId={`popular-stat-${i}`} />
      ))}
    </section>
  );
}

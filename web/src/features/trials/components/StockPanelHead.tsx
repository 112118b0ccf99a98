import { useTranslation } from 'react-i18next';
import { listingTone, recommendationTone, scoreTone } from '../../../lib/display';
import { formatScore, withColon } from '../../../lib/format';
import { Badge, Button, Icon } from '../../../ui';
import { listingLabel, recommendationLabel } from '../../../lib/labels';

/**
 * The stock panel's first line: AI score and recommendation badges, then the sponsor's listing worded
 * as a listing ("Société cotée : OUI", never as advice); with a listed sponsor, the chart and refresh buttons.
 */
export function StockPanelHead({
  score,
  recommendation,
  verdict,
  listed,
  refreshing,
  onOpenChart,
  onRefresh,
}: {
  score: number | null | undefined;
  recommendation: string | null | undefined;
  verdict: string | null | undefined;
  listed: boolean;
  refreshing: boolean;
  onOpenChart: () => void;
  onRefresh: () => void;
}) {
  const { t } = useTranslation('market');
  return (
    <div className="row stock-head">
      <Badge tone={scoreTone(score)}>
        {withColon(t('panel.aiScore'))} {formatScore(score)}
      </Badge>
      {recommendation ? (
        <Badge tone={recommendationTone(recommendation)} data-testid="stock-recommendation" data-value={recommendation}>
          {recommendationLabel(t, recommendation)}
        </Badge>
      ) : null}
      {verdict ? (
        <Badge tone={listingTone(verdict)} data-testid="stock-listing" data-value={verdict}>
          {listingLabel(t, verdict)}
        </Badge>
      ) : null}
      {listed ? (
        <>
          <Button size="sm" onClick={onOpenChart} data-testid="open-stock-chart">
            <Icon name="chart" /> {t('panel.viewChart')}
          </Button>
          <Button size="sm" variant="secondary" onClick={onRefresh} loading={refreshing} data-testid="refresh-stock">
            {t('panel.refresh')}
          </Button>
        </>
      ) : null}
    </div>
  );
}

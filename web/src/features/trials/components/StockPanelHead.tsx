import { useTranslation } from 'react-i18next';
import { recommendationTone, scoreTone, verdictTone } from '../../../lib/display';
import { formatScore, withColon } from '../../../lib/format';
import { Badge, Button, Icon } from '../../../ui';
import { recommendationLabel, verdictLabel } from '../../../lib/labels';

/** The stock panel's first line: AI score, recommendation and verdict badges; with a listed sponsor, the chart and refresh buttons. */
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
      {recommendation ? <Badge tone={recommendationTone(recommendation)}>{recommendationLabel(t, recommendation)}</Badge> : null}
      {verdict ? (
        <Badge tone={verdictTone(verdict)}>
          {withColon(t('panel.verdict'))} {verdictLabel(t, verdict)}
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

import { useTranslation } from 'react-i18next';
import type { CompanyRunwayFieldsFragment } from '../../../gql/graphql';
import { Card, EmptyState, ErrorState, ErrorText, Spinner } from '../../../ui';
import { RunwayBar } from './RunwayBar';
import { RunwayFigures, RunwayQuarters } from './RunwayFigures';
import { RunwayReadouts } from './RunwayReadouts';
import { RunwaySourceLine } from './RunwaySourceLine';
import '../companies.css';

/**
 * The company page's cash runway: cash, quarterly burn, months of runway, runway end and the runway at
 * the next readout (each with its filing), the runway bar with the upcoming readouts on it, and the
 * readouts in a list. With no figures: "unknown" and why.
 */
export function CompanyRunwayCard({
  runway: r,
  loading = false,
  error,
  onRetry,
  now,
}: {
  runway: CompanyRunwayFieldsFragment | null | undefined;
  loading?: boolean;
  error?: unknown;
  onRetry?: () => void;
  now?: Date;
}) {
  const { t } = useTranslation('runway');
  return (
    <Card title={t('title')} className="runway-card" data-testid="company-runway">
      {!r && loading ? (
        <Spinner label={t('loading')} />
      ) : !r && error ? (
        <ErrorState message={<ErrorText error={error} />} onRetry={onRetry} />
      ) : !r ? (
        <EmptyState title={t('unknown')} />
      ) : (
        <div className="stack">
          <RunwaySourceLine runway={r} />
          {r.unavailable ? (
            <p className={r.unavailable === 'PROVIDER_FAILED' ? 'banner-error' : 'muted'} data-testid="runway-unknown" data-reason={r.unavailable}>
              {t('unknownReason', { reason: t(`unavailable.${r.unavailable}`) })}
            </p>
          ) : (
            <>
              <RunwayFigures runway={r} />
              <RunwayBar runway={r} now={now} />
              <RunwayQuarters runway={r} />
            </>
          )}
          <RunwayReadouts readouts={r.readouts} notBurning={r.notBurning} />
        </div>
      )}
    </Card>
  );
}

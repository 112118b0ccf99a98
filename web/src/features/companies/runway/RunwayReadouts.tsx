import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { atReadoutText, readoutWhen, type RunwayReadout } from './runway.format';
import { RunwayRiskBadge } from './RunwayRiskBadge';

/** The upcoming readouts on the runway, earliest first: window end, readout, trial, runway then, risk in words. */
export function RunwayReadouts({ readouts, notBurning }: { readouts: readonly RunwayReadout[]; notBurning: boolean }) {
  const { t } = useTranslation('runway');
  if (!readouts.length) return <p className="muted small">{t('noReadout')}</p>;
  return (
    <section className="runway-readouts" aria-label={t('readouts.title')}>
      <h3 className="runway-subtitle">{t('readouts.title')}</h3>
      <ol className="readout-list">
        {readouts.map((x) => (
          <li key={`${x.nctId}-${x.readoutDate}`} data-testid="runway-readout" data-risk={x.risk}>
            <span className="timeline-date">{readoutWhen(t, x)}</span> · <Link to={`/trial/${x.nctId}`}>{x.trialTitle ?? x.nctId}</Link>
            <br />
            <span className="small" data-testid="runway-readout-at">
              {atReadoutText(t, x, notBurning)}
            </span>{' '}
            <RunwayRiskBadge risk={x.risk} />
          </li>
        ))}
      </ol>
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { graphql } from '../../../gql';
import type { TrialSummaryFieldsFragment } from '../../../gql/graphql';
import { signalView } from '../../../lib/display';
import { formatDate, formatNumber } from '../../../lib/format';
import { Badge, Card } from '../../../ui';
import { TrialHistoryCard } from '../../history/components/TrialHistoryCard';
import { TrialRegulatoryCard } from '../../regulatory/components/TrialRegulatoryCard';
import { PhaseBadges } from './TrialBadges';
import { interventionTypeLabel, sponsorClassLabel, studyTypeLabel } from '../../../lib/labels';

export const TrialSummaryFields = graphql(`
  fragment TrialSummaryFields on Trial {
    nctId
    status
    statusSignal {
      kind
      color
      reason
    }
    enrollmentSize
    description
    conditions
    phaseLabels
    studyType
    startDate
    completionDate
    completionDateType
    enrollment
    leadSponsor {
      name
      class
    }
    siteCount
    countries
    interventions {
      name
      type
      description
    }
  }
`);

const SHOWN_INTERVENTIONS = 3;
const SHOWN_COUNTRIES = 3;

export function SummaryTab({ trial }: { trial: TrialSummaryFieldsFragment }) {
  const { t } = useTranslation('trial');
  const signal = signalView(trial.statusSignal);
  const size = (trial.enrollmentSize ?? 'SMALL').toLowerCase();
  const more = trial.interventions.length - SHOWN_INTERVENTIONS;
  const sponsorClass = trial.leadSponsor.class ?? 'OTHER';
  return (
    <div className="detail-grid">
      <div className="stack">
        <Card
          className={`signal-card panel-${signal.tone === 'gray' ? 'gray' : signal.tone}`}
          title={t('summary.signal')}
          data-testid="signal-card"
          data-signal={trial.statusSignal.kind}
          data-reason={trial.statusSignal.reason}
        >
          <p className="signal-label">
            <strong>
              <span aria-hidden="true">{signal.icon} </span>
              {t(`trials:signal.${signal.key}`)}
            </strong>{' '}
            — {t(`trials:signal.${signal.reasonKey}`)}
          </p>
        </Card>
        <Card title={t('summary.description')}>
          <p className="prewrap">{trial.description || t('summary.noDescription')}</p>
        </Card>
        <Card title={t('summary.conditions')}>
          {trial.conditions.length ? (
            <div className="row">
              {trial.conditions.map((c) => (
                <Badge key={c} tone="blue">
                  {c}
                </Badge>
              ))}
            </div>
          ) : (
            <p className="muted">{t('summary.none')}</p>
          )}
        </Card>
        <Card title={t('summary.interventions')}>
          {trial.interventions.length ? (
            <ul className="list-plain stack">
              {trial.interventions.slice(0, SHOWN_INTERVENTIONS).map((i, idx) => (
                <li key={`${i.name}-${idx}`}>
                  <strong>{i.name}</strong> {i.type ? <Badge tone="gray">{interventionTypeLabel(t, i.type)}</Badge> : null}
                  {i.description ? <p className="small muted clamp-2">{i.description}</p> : null}
                </li>
              ))}
            </ul>
          ) : (
            <p className="muted">{t('summary.none')}</p>
          )}
          {more > 0 ? <p className="small muted">{t('summary.moreInterventions', { count: more })}</p> : null}
        </Card>
        <TrialRegulatoryCard nctId={trial.nctId} />
        <TrialHistoryCard nctId={trial.nctId} />
      </div>
      <aside>
        <Card title={t('summary.keyInfo')} data-testid="key-info">
          <dl className="kv">
            <dt>{t('summary.phases')}</dt>
            <dd className="row">{trial.phaseLabels.length ? <PhaseBadges phases={trial.phaseLabels} /> : '—'}</dd>
            <dt>{t('summary.studyType')}</dt>
            <dd>{studyTypeLabel(t, trial.studyType)}</dd>
            <dt>{t('summary.startDate')}</dt>
            <dd>{formatDate(trial.startDate)}</dd>
            <dt>{t('summary.endDate')}</dt>
            <dd>{formatDate(trial.completionDate)}</dd>
            <dt>{t('summary.participants')}</dt>
            <dd>
              {trial.enrollment != null ? formatNumber(trial.enrollment) : '—'}
              <div className="small muted">{t(`summary.size.${size}`)}</div>
            </dd>
            <dt>{t('summary.leadSponsor')}</dt>
            <dd>
              {trial.leadSponsor.name}
              <div>
                <Badge tone="gray">{sponsorClassLabel(t, sponsorClass)}</Badge>
              </div>
            </dd>
            <dt>{t('summary.sites')}</dt>
            <dd>
              {formatNumber(trial.siteCount)}
              {trial.countries.length ? (
                <div className="small muted">
                  {trial.countries.slice(0, SHOWN_COUNTRIES).join(', ')}
                  {trial.countries.length > SHOWN_COUNTRIES ? ` ${t('summary.moreCountries', { count: trial.countries.length - SHOWN_COUNTRIES })}` : ''}
                </div>
              ) : null}
            </dd>
          </dl>
        </Card>
      </aside>
    </div>
  );
}

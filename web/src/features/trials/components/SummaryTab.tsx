import { useTranslation } from 'react-i18next';
import { graphql } from '../../../gql';
import type { TrialSummaryFieldsFragment } from '../../../gql/graphql';
import { signalView } from '../../../lib/display';
import { formatNumber, withColon } from '../../../lib/format';
import { Badge, Card } from '../../../ui';
import { NextCatalystBadge } from '../../catalysts/NextCatalystBadge';
import { TrialHistoryCard } from '../../history/components/TrialHistoryCard';
import { TrialRegulatoryCard } from '../../regulatory/components/TrialRegulatoryCard';
import { PhaseBadges } from './TrialBadges';
import { interventionTypeLabel, sponsorClassLabel, studyTypeLabel } from '../../../lib/labels';
import { dateState, localToday, registryDate, startDateState } from '../trials.dates';
import { TrialDateRow } from './TrialDate';
import { SlashBreaks } from './SlashBreaks';
import { countryName } from '../../../lib/countries';

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
    startDateRaw
    primaryCompletionDate
    primaryCompletionDateRaw
    primaryCompletionDateType
    completionDate
    completionDateRaw
    completionDateType
    resultsFirstPostDate
    nextCatalyst {
      ...NextCatalystFields
    }
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
  const { t, i18n } = useTranslation('trial');
  const signal = signalView(trial.statusSignal);
  const size = (trial.enrollmentSize ?? 'SMALL').toLowerCase();
  const more = trial.interventions.length - SHOWN_INTERVENTIONS;
  const sponsorClass = trial.leadSponsor.class ?? 'OTHER';
  const today = localToday();
  const start = registryDate(trial.startDate, trial.startDateRaw);
  const primary = registryDate(trial.primaryCompletionDate, trial.primaryCompletionDateRaw);
  const completion = registryDate(trial.completionDate, trial.completionDateRaw);
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
          {/* The next readout beside the signal, as on the company page: an ongoing study may read out in days. */}
          <p className="signal-catalyst">
            {/* Plain text colour: the muted grey lacks contrast on the signal's coloured panel. */}
            <strong>{withColon(t('common:dates.kind.nextCatalyst'))}</strong>{' '}
            {trial.nextCatalyst ? <NextCatalystBadge catalyst={trial.nextCatalyst} /> : <span>{t('common:dates.noCatalyst')}</span>}
          </p>
        </Card>
        <Card title={t('summary.description')}>
          {trial.description ? (
            <p className="prewrap" lang="en">
              {trial.description}
            </p>
          ) : (
            <p>{t('summary.noDescription')}</p>
          )}
        </Card>
        <Card title={t('summary.conditions')}>
          {trial.conditions.length ? (
            <div className="row" lang="en">
              {trial.conditions.map((c) => (
                <Badge key={c} tone="blue">
                  <SlashBreaks text={c} />
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
                  <strong lang="en">
                    <SlashBreaks text={i.name} />
                  </strong>{' '}
                  {i.type ? <Badge tone="gray">{interventionTypeLabel(t, i.type)}</Badge> : null}
                  {i.description ? (
                    <p className="small muted clamp-2" lang="en">
                      {i.description}
                    </p>
                  ) : null}
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
            <TrialDateRow kind="start" value={start} state={startDateState(start, trial.status, today)} />
            <TrialDateRow kind="primaryCompletion" value={primary} state={dateState(primary, trial.primaryCompletionDateType, today)} />
            <TrialDateRow kind="completion" value={completion} state={dateState(completion, trial.completionDateType, today)} />
            {trial.resultsFirstPostDate ? <TrialDateRow kind="resultsPosted" value={trial.resultsFirstPostDate} state="ACTUAL" /> : null}
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
                <div className="small muted" data-testid="trial-countries">
                  {trial.countries
                    .slice(0, SHOWN_COUNTRIES)
                    .map((c) => countryName(c, i18n.language))
                    .join(', ')}
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

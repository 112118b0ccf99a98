import { useTranslation } from 'react-i18next';
import { graphql } from '../../../gql';
import type { TrialScientificFieldsFragment } from '../../../gql/graphql';
import { formatPValue } from '../../../lib/format';
import { Badge, Card } from '../../../ui';

export const TrialScientificFields = graphql(`
  fragment TrialScientificFields on Trial {
    nctId
    detailedDescription
    interventions {
      name
      type
      description
      otherNames
    }
    eligibility {
      minimumAge
      maximumAge
      sex
      healthyVolunteers
    }
    outcomes {
      primaryOutcomes {
        measure
        description
        timeFrame
      }
      secondaryOutcomes {
        measure
        description
        timeFrame
      }
    }
    results {
      outcomeMeasuresModule {
        outcomeMeasures {
          title
          type
          reportingStatus
          analyses {
            pValue
            ciLowerLimit
            ciUpperLimit
            ciPctValue
            statisticalMethod
          }
        }
      }
      adverseEventsModule {
        seriousEvents {
          term
          organSystem
          stats {
            numAffected
            numAtRisk
          }
        }
      }
    }
    locations {
      facility
      city
      country
    }
  }
`);

const SHOWN_SAE = 5;
const SHOWN_SITES = 10;

/** p-value below 0.05: green check; otherwise a red cross; '< 0.001' below 0.001; non-numeric as is. */
export function PValue({ value }: { value: string | null | undefined }) {
  const { t } = useTranslation('trial');
  const p = formatPValue(value);
  if (p.significant === null) return <span>{p.text}</span>;
  return (
    <span className={p.significant ? 'tone-green' : 'tone-red'} data-significant={p.significant}>
      <span aria-hidden="true">{p.significant ? '✓' : '✗'}</span> {p.text}
      <span className="sr-only"> ({t(p.significant ? 'scientific.significant' : 'scientific.notSignificant')})</span>
    </span>
  );
}

function Outcomes({ title, items }: { title: string; items: { measure: string; description?: string | null; timeFrame?: string | null }[] }) {
  const { t } = useTranslation('trial');
  return (
    <div>
      <h3>{title}</h3>
      {items.length ? (
        <ul className="stack outcome-list">
          {items.map((o, i) => (
            <li key={i}>
              <strong>{o.measure}</strong>
              {o.description ? <p className="small">{o.description}</p> : null}
              {o.timeFrame ? (
                <p className="small muted">
                  {t('scientific.timeFrame')} : {o.timeFrame}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{t('summary.none')}</p>
      )}
    </div>
  );
}

export function ScientificTab({ trial }: { trial: TrialScientificFieldsFragment }) {
  const { t } = useTranslation('trial');
  const measures = trial.results?.outcomeMeasuresModule.outcomeMeasures ?? [];
  const sae = trial.results?.adverseEventsModule?.seriousEvents ?? [];
  const e = trial.eligibility;
  const yesNo = (v: boolean | null | undefined) => (v == null ? '—' : v ? t('scientific.yes') : t('scientific.no'));
  return (
    <div className="stack">
      <Card title={t('scientific.detailedDescription')}>
        <p className="prewrap">{trial.detailedDescription || t('summary.noDescription')}</p>
      </Card>
      <Card title={t('scientific.interventions')}>
        {trial.interventions.length ? (
          <ul className="stack list-plain">
            {trial.interventions.map((i, idx) => (
              <li key={`${i.name}-${idx}`}>
                <strong>{i.name}</strong> {i.type ? <Badge tone="gray">{i.type}</Badge> : null}
                {i.description ? <p className="small">{i.description}</p> : null}
                {i.otherNames.length ? (
                  <p className="small muted">
                    {t('scientific.otherNames')} : {i.otherNames.join(', ')}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">{t('summary.none')}</p>
        )}
      </Card>
      <Card title={t('scientific.eligibility')}>
        <dl className="kv">
          <dt>{t('scientific.minimumAge')}</dt>
          <dd>{e?.minimumAge ?? '—'}</dd>
          <dt>{t('scientific.maximumAge')}</dt>
          <dd>{e?.maximumAge ?? '—'}</dd>
          <dt>{t('scientific.sex')}</dt>
          <dd>{e?.sex ? t(`scientific.sexValue.${e.sex}`, { defaultValue: e.sex }) : '—'}</dd>
          <dt>{t('scientific.healthyVolunteers')}</dt>
          <dd>{yesNo(e?.healthyVolunteers)}</dd>
        </dl>
      </Card>
      <Card title={t('scientific.outcomes')}>
        <div className="grid grid-2">
          <Outcomes title={t('scientific.primaryOutcomes')} items={trial.outcomes?.primaryOutcomes ?? []} />
          <Outcomes title={t('scientific.secondaryOutcomes')} items={trial.outcomes?.secondaryOutcomes ?? []} />
        </div>
      </Card>
      {measures.length ? (
        <Card title={t('scientific.results')} data-testid="statistical-results">
          <ul className="stack list-plain">
            {measures.map((m, i) => (
              <li key={i} className="result-measure">
                <strong>{m.title}</strong>
                <div className="row small">
                  {m.type ? <Badge tone={m.type === 'PRIMARY' ? 'blue' : 'gray'}>{m.type}</Badge> : null}
                  {m.reportingStatus ? <Badge tone="green">{m.reportingStatus}</Badge> : null}
                </div>
                {m.analyses.map((a, j) => (
                  <div key={j} className="small analysis-row">
                    {t('scientific.pValue')} : <PValue value={a.pValue} />
                    {a.ciLowerLimit || a.ciUpperLimit ? (
                      <>
                        {' · '}
                        {t('scientific.ci', { pct: a.ciPctValue ?? '95' })} : [{a.ciLowerLimit ?? '—'} ; {a.ciUpperLimit ?? '—'}]
                      </>
                    ) : null}
                    {a.statisticalMethod ? <span className="muted"> · {a.statisticalMethod}</span> : null}
                  </div>
                ))}
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
      {sae.length ? (
        <Card title={t('scientific.seriousEvents')}>
          <ul className="list-plain stack">
            {sae.slice(0, SHOWN_SAE).map((ev, i) => {
              const affected = ev.stats.reduce((s, x) => s + (x.numAffected ?? 0), 0);
              const atRisk = ev.stats.reduce((s, x) => s + (x.numAtRisk ?? 0), 0);
              return (
                <li key={i}>
                  <strong>{ev.term}</strong> {ev.organSystem ? <span className="small muted">({ev.organSystem})</span> : null}
                  <div className="small">{t('scientific.affected', { affected, atRisk })}</div>
                </li>
              );
            })}
          </ul>
          {sae.length > SHOWN_SAE ? <p className="small muted">{t('scientific.moreEvents', { count: sae.length - SHOWN_SAE })}</p> : null}
        </Card>
      ) : null}
      <Card title={t('scientific.sites', { count: trial.locations.length })}>
        {trial.locations.length ? (
          <ul className="list-plain sites-list">
            {trial.locations.slice(0, SHOWN_SITES).map((l, i) => (
              <li key={i}>
                <strong>{l.facility ?? '—'}</strong>
                <span className="muted"> — {[l.city, l.country].filter(Boolean).join(', ')}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">{t('summary.none')}</p>
        )}
        {trial.locations.length > SHOWN_SITES ? (
          <p className="small muted">{t('scientific.moreSites', { count: trial.locations.length - SHOWN_SITES })}</p>
        ) : null}
      </Card>
    </div>
  );
}

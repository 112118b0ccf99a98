import { useTranslation } from 'react-i18next';
import { graphql } from '../../../gql';
import type { EvaluationFieldsFragment } from '../../../gql/graphql';
import { formatDate, formatNumber } from '../../../lib/format';
import { Card, ScrollRegion } from '../../../ui';
import { metricText, probabilityText } from '../methodology.format';
import { ReliabilityTable } from './ReliabilityTable';

export const EvaluationFields = graphql(`
  fragment EvaluationFields on Evaluation {
    setName
    setKind
    evaluatedAt
    engineVersion
    readCount
    n
    positives
    negatives
    baseRate
    baseRateBrier
    exclusions {
      reason
      count
    }
    probability {
      n
      positives
      negatives
      rocAuc
      prAuc
      brier
      reliability {
        ...ReliabilityBinFields
      }
    }
    prior {
      n
      positives
      negatives
      rocAuc
      prAuc
      brier
      reliability {
        ...ReliabilityBinFields
      }
    }
  }
`);

/** One labelled set's latest evaluation: sample, metrics of the readout probability and of the prior alone (each with its sample size), the base rate, exclusions and reliability. */
export function EvaluationCard({ evaluation: e }: { evaluation: EvaluationFieldsFragment }) {
  const { t } = useTranslation('methodology');
  const date = formatDate(e.evaluatedAt);
  const value = (x: number | null | undefined) => (x === null || x === undefined ? t('evaluation.undefined') : metricText(x));
  const pairs = t('evaluation.pairs', { positives: formatNumber(e.positives), negatives: formatNumber(e.negatives) });
  const rows = [
    { key: 'rocAuc', label: t('evaluation.rocAuc'), probability: e.probability.rocAuc, prior: e.prior.rocAuc, size: pairs },
    {
      key: 'prAuc',
      label: t('evaluation.prAuc'),
      probability: e.probability.prAuc,
      prior: e.prior.prAuc,
      size: t('evaluation.positives', { count: e.positives }),
    },
    { key: 'brier', label: t('evaluation.brier'), probability: e.probability.brier, prior: e.prior.brier, size: t('evaluation.trials', { count: e.n }) },
  ];
  const caption = t('evaluation.metricsCaption', { name: e.setName, n: formatNumber(e.n), date });
  const excluded = e.exclusions.filter((x) => x.count > 0);
  return (
    <Card as="article" className="methodology-evaluation" data-testid="methodology-evaluation">
      <header>
        <h3>{t('evaluation.set', { name: e.setName })}</h3>
        <p className="small muted">{t('evaluation.meta', { kind: t(`setKind.${e.setKind}`), date, version: e.engineVersion })}</p>
        <p data-testid="methodology-sample">
          {t('evaluation.sample', {
            n: formatNumber(e.n),
            positives: formatNumber(e.positives),
            negatives: formatNumber(e.negatives),
            read: formatNumber(e.readCount),
          })}
        </p>
      </header>
      <ScrollRegion label={caption}>
        <table className="table methodology-table" data-testid="methodology-metrics">
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t('evaluation.metric')}</th>
              <th scope="col" className="num">
                {t('evaluation.probability')}
              </th>
              <th scope="col" className="num">
                {t('evaluation.prior')}
              </th>
              <th scope="col">{t('evaluation.sampleSize')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.key}>
                <th scope="row">{r.label}</th>
                <td className="num">{value(r.probability)}</td>
                <td className="num">{value(r.prior)}</td>
                <td className="small">{r.size}</td>
              </tr>
            ))}
            <tr>
              <th scope="row">{t('evaluation.baseRate', { rate: probabilityText(e.baseRate) })}</th>
              <td className="num" colSpan={2}>
                {value(e.baseRateBrier)}
              </td>
              <td className="small">{t('evaluation.trials', { count: e.n })}</td>
            </tr>
          </tbody>
        </table>
      </ScrollRegion>
      <div>
        <h4>{t('evaluation.exclusions')}</h4>
        {excluded.length ? (
          <ul className="methodology-exclusions">
            {excluded.map((x) => (
              <li key={x.reason}>{t('evaluation.exclusionItem', { reason: t(`exclusion.${x.reason}`), n: formatNumber(x.count) })}</li>
            ))}
          </ul>
        ) : (
          <p className="small muted">{t('evaluation.noExclusion')}</p>
        )}
      </div>
      <details>
        <summary>{t('evaluation.reliability')}</summary>
        <div className="stack">
          <ReliabilityTable
            bins={e.probability.reliability}
            caption={t('evaluation.reliabilityCaption', { predictor: t('evaluation.probability'), name: e.setName, n: formatNumber(e.probability.n) })}
            testId="methodology-reliability-probability"
          />
          <ReliabilityTable
            bins={e.prior.reliability}
            caption={t('evaluation.reliabilityCaption', { predictor: t('evaluation.prior'), name: e.setName, n: formatNumber(e.prior.n) })}
            testId="methodology-reliability-prior"
          />
        </div>
      </details>
    </Card>
  );
}

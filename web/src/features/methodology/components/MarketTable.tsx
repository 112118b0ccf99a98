import { useTranslation } from 'react-i18next';
import { graphql } from '../../../gql';
import type { MethodologyMarketFieldsFragment } from '../../../gql/graphql';
import { formatPercent } from '../../../lib/format';
import { enumLabel } from '../../../lib/labels';
import { ScrollRegion } from '../../../ui';
import { probabilityText } from '../methodology.format';
import { useTextLanguage } from './lang';

export const MethodologyMarketFields = graphql(`
  fragment MethodologyMarketFields on MethodologyMarketRow {
    bucket
    upside
    downside
    breakEven
    provisional
    source {
      fr
      en
    }
    measured {
      successes
      failures
      demo
    }
  }
`);

/**
 * The asymmetry table as it applies today: the moves on a success and a failure by market-cap
 * bucket (Trialyst's measured medians, or the published row), with the break-even probability and
 * the source.
 */
export function MarketTable({ rows }: { rows: MethodologyMarketFieldsFragment[] }) {
  const { t } = useTranslation('methodology');
  const lang = useTextLanguage();
  const caption = t('market.caption');
  return (
    <ScrollRegion label={caption}>
      <table className="table methodology-table" data-testid="methodology-market">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('market.bucket')}</th>
            <th scope="col" className="num">
              {t('market.upside')}
            </th>
            <th scope="col" className="num">
              {t('market.downside')}
            </th>
            <th scope="col" className="num">
              {t('market.breakEven')}
            </th>
            <th scope="col">{t('market.source')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.bucket}>
              <th scope="row">{enumLabel(t, 'CapBucket', r.bucket)}</th>
              <td className="num">{formatPercent(r.upside, { digits: 1, signed: true })}</td>
              <td className="num">{formatPercent(r.downside, { digits: 1, signed: true })}</td>
              <td className="num">{probabilityText(r.breakEven)}</td>
              <td className="small" data-measured={r.measured ? '1' : '0'}>
                <strong>{r.measured ? t('market.measured') : t('market.published')}</strong> — {r.source[lang]}
                {r.provisional ? <em> — {t('market.provisional')}</em> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

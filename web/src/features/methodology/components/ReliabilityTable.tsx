import { useTranslation } from 'react-i18next';
import { graphql } from '../../../gql';
import type { ReliabilityBinFieldsFragment } from '../../../gql/graphql';
import { formatNumber } from '../../../lib/format';
import { ScrollRegion } from '../../../ui';
import { probabilityText } from '../methodology.format';

export const ReliabilityBinFields = graphql(`
  fragment ReliabilityBinFields on ReliabilityBin {
    bin
    lower
    upper
    n
    meanPredicted
    observedRate
  }
`);

/** One predictor's reliability table: each decile of predicted probability, how many trials, the mean prediction and the observed rate. */
export function ReliabilityTable({ bins, caption, testId }: { bins: ReliabilityBinFieldsFragment[]; caption: string; testId?: string }) {
  const { t } = useTranslation('methodology');
  return (
    <ScrollRegion label={caption}>
      <table className="table methodology-table" data-testid={testId}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('evaluation.bin')}</th>
            <th scope="col" className="num">
              {t('evaluation.binN')}
            </th>
            <th scope="col" className="num">
              {t('evaluation.meanPredicted')}
            </th>
            <th scope="col" className="num">
              {t('evaluation.observedRate')}
            </th>
          </tr>
        </thead>
        <tbody>
          {bins.map((b) => (
            <tr key={b.bin}>
              <th scope="row">
                {formatNumber(b.lower, 1)}–{formatNumber(b.upper, 1)}
              </th>
              <td className="num">{formatNumber(b.n)}</td>
              <td className="num">{probabilityText(b.meanPredicted)}</td>
              <td className="num">{probabilityText(b.observedRate)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

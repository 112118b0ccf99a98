import { useTranslation } from 'react-i18next';
import { graphql } from '../../../gql';
import type { MethodologyApprovalFieldsFragment } from '../../../gql/graphql';
import { enumLabel } from '../../../lib/labels';
import { ScrollRegion } from '../../../ui';
import { numberSources, probabilityText } from '../methodology.format';
import { useTextLanguage } from './lang';

export const MethodologyApprovalFields = graphql(`
  fragment MethodologyApprovalFields on MethodologyApproval {
    area
    probability
    source {
      fr
      en
    }
  }
`);

/** Probability of approval from Phase III by area: a separate figure, each marked with its numbered source, the sources listed below. */
export function ApprovalTable({ rows }: { rows: MethodologyApprovalFieldsFragment[] }) {
  const { t } = useTranslation('methodology');
  const lang = useTextLanguage();
  const sources = numberSources(rows.map((r) => r.source[lang]));
  const caption = t('approval.caption');
  return (
    <div className="stack">
      <ScrollRegion label={caption}>
        <table className="table methodology-table" data-testid="methodology-approval">
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t('approval.area')}</th>
              <th scope="col" className="num">
                {t('approval.value')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.area}>
                <th scope="row">{enumLabel(t, 'TherapeuticArea', r.area)}</th>
                <td className="num">
                  {probabilityText(r.probability)}
                  <sup>{sources.index(r.source[lang])}</sup>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <h4>{t('approval.source')}</h4>
      <ol className="methodology-sources">
        {sources.list.map((s) => (
          <li key={s}>{s}</li>
        ))}
      </ol>
    </div>
  );
}

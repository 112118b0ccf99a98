import { useTranslation } from 'react-i18next';
import { graphql } from '../../../gql';
import type { MethodologyFactorFieldsFragment } from '../../../gql/graphql';
import { ScrollRegion } from '../../../ui';
import { logOddsText } from '../methodology.format';
import { useTextLanguage } from './lang';

export const MethodologyFactorFields = graphql(`
  fragment MethodologyFactorFields on MethodologyFactor {
    key
    label {
      fr
      en
    }
    min
    max
    source {
      fr
      en
    }
    field
  }
`);

/** The design factors: name, bounds, the field read and the published source. */
export function FactorsTable({ factors }: { factors: MethodologyFactorFieldsFragment[] }) {
  const { t } = useTranslation('methodology');
  const lang = useTextLanguage();
  const caption = t('factors.caption');
  return (
    <ScrollRegion label={caption}>
      <table className="table methodology-table" data-testid="methodology-factors">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('factors.factor')}</th>
            <th scope="col" className="num">
              {t('factors.bounds')}
            </th>
            <th scope="col">{t('factors.field')}</th>
            <th scope="col">{t('factors.source')}</th>
          </tr>
        </thead>
        <tbody>
          {factors.map((f) => (
            <tr key={f.key}>
              <th scope="row">{f.label[lang]}</th>
              <td className="num">
                [{logOddsText(f.min)} ; {logOddsText(f.max)}]
              </td>
              <td>
                <code>{f.field}</code>
              </td>
              <td className="small">{f.source?.[lang] ?? t('factors.noSource')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

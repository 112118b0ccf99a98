import { useTranslation } from 'react-i18next';
import { graphql } from '../../../gql';
import type { MethodologyPriorFieldsFragment } from '../../../gql/graphql';
import { enumLabel } from '../../../lib/labels';
import { ScrollRegion } from '../../../ui';
import { numberSources, probabilityText } from '../methodology.format';
import { useTextLanguage } from './lang';

export const MethodologyPriorFields = graphql(`
  fragment MethodologyPriorFields on MethodologyPrior {
    area
    phase
    probability
    source {
      fr
      en
    }
    basis {
      fr
      en
    }
  }
`);

/** The area whose row explains each phase's derivation (the "all indications" row). */
const BASIS_AREA = 'other';

/** Priors as a matrix (areas × phases), each column marked with its numbered sources, then the sources and how each phase is derived. */
export function PriorsTable({ priors }: { priors: MethodologyPriorFieldsFragment[] }) {
  const { t } = useTranslation('methodology');
  const lang = useTextLanguage();
  const areas = [...new Set(priors.map((p) => p.area))];
  const phases = [...new Set(priors.map((p) => p.phase))];
  const sources = numberSources(priors.map((p) => p.source[lang]));
  const cell = new Map(priors.map((p) => [`${p.area}|${p.phase}`, p]));
  const marks = (phase: string) => [...new Set(priors.filter((p) => p.phase === phase).map((p) => sources.index(p.source[lang])))].sort((a, b) => a - b);
  const basisArea = areas.includes(BASIS_AREA) ? BASIS_AREA : areas[0];
  const caption = t('priors.caption');
  return (
    <div className="stack methodology-priors">
      <ScrollRegion label={caption}>
        <table className="table methodology-table" data-testid="methodology-priors">
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t('priors.area')}</th>
              {phases.map((phase) => (
                <th key={phase} scope="col" className="num">
                  {enumLabel(t, 'PriorPhase', phase)}
                  <sup>{marks(phase).join(',')}</sup>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {areas.map((area) => (
              <tr key={area}>
                <th scope="row">{enumLabel(t, 'TherapeuticArea', area)}</th>
                {phases.map((phase) => (
                  <td key={phase} className="num">
                    {probabilityText(cell.get(`${area}|${phase}`)?.probability)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <h4>{t('priors.sources')}</h4>
      <ol className="methodology-sources">
        {sources.list.map((s) => (
          <li key={s}>{s}</li>
        ))}
      </ol>
      <h4>{t('priors.basis', { area: enumLabel(t, 'TherapeuticArea', basisArea) })}</h4>
      <ul className="methodology-basis">
        {phases.map((phase) => {
          const p = cell.get(`${basisArea}|${phase}`);
          return p ? (
            <li key={phase}>
              <strong>{enumLabel(t, 'PriorPhase', phase)}</strong> — {p.basis[lang]}
            </li>
          ) : null;
        })}
      </ul>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { graphql } from '../../../gql';
import type { MethodologyModelFieldsFragment } from '../../../gql/graphql';
import { formatNumber } from '../../../lib/format';
import { Card } from '../../../ui';
import { ApprovalTable } from './ApprovalTable';
import { DilutionSection, MeasuredRule } from './DilutionSection';
import { FactorsTable } from './FactorsTable';
import { useTextLanguage } from './lang';
import { MarketTable } from './MarketTable';
import { PriorsTable } from './PriorsTable';

export const MethodologyModelFields = graphql(`
  fragment MethodologyModelFields on MethodologyModel {
    engineVersion
    probability {
      fr
      en
    }
    score {
      fr
      en
    }
    investThreshold
    watchThreshold
    priors {
      ...MethodologyPriorFields
    }
    factors {
      ...MethodologyFactorFields
    }
    approval {
      ...MethodologyApprovalFields
    }
    market {
      ...MethodologyMarketFields
    }
    dilution {
      ...MethodologyDilutionFields
    }
    measuredRule {
      ...MethodologyMeasuredRuleFields
    }
  }
`);

/**
 * The engine's model: formulas, priors, factors, the separate probability of approval, the market
 * table (measured or published rows, and the rule that picks them) and the dilution term, each with
 * its sources.
 */
export function ModelSection({ model }: { model: MethodologyModelFieldsFragment }) {
  const { t } = useTranslation('methodology');
  const lang = useTextLanguage();
  return (
    <section className="stack" aria-labelledby="methodology-model">
      <h2 id="methodology-model">{t('model.title')}</h2>
      <Card>
        <dl className="methodology-formulas">
          <dt>{t('model.probability')}</dt>
          <dd data-testid="methodology-probability">{model.probability[lang]}</dd>
          <dt>{t('model.score')}</dt>
          <dd data-testid="methodology-score">{model.score[lang]}</dd>
        </dl>
        <p className="small muted">{t('model.thresholds', { invest: formatNumber(model.investThreshold, 1), watch: formatNumber(model.watchThreshold, 1) })}</p>
      </Card>
      <h3>{t('priors.title')}</h3>
      <PriorsTable priors={model.priors} />
      <h3>{t('factors.title')}</h3>
      <FactorsTable factors={model.factors} />
      {model.market.length ? (
        <>
          <h3>{t('market.title')}</h3>
          <MeasuredRule rule={model.measuredRule} />
          <MarketTable rows={model.market} />
        </>
      ) : null}
      <h3>{t('dilution.title')}</h3>
      <DilutionSection dilution={model.dilution} />
      {model.approval.length ? (
        <>
          <h3>{t('approval.title')}</h3>
          <ApprovalTable rows={model.approval} />
        </>
      ) : null}
    </section>
  );
}

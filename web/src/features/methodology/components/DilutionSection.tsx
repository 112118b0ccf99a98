import { useTranslation } from 'react-i18next';
import { graphql } from '../../../gql';
import type { MethodologyDilutionFieldsFragment, MethodologyMeasuredRuleFieldsFragment } from '../../../gql/graphql';
import { formatNumber, formatPercent } from '../../../lib/format';
import { Card } from '../../../ui';
import { useTextLanguage } from './lang';

export const MethodologyDilutionFields = graphql(`
  fragment MethodologyDilutionFields on MethodologyDilution {
    move
    windowMonths
    source {
      fr
      en
    }
    rule {
      fr
      en
    }
  }
`);

export const MethodologyMeasuredRuleFields = graphql(`
  fragment MethodologyMeasuredRuleFields on MethodologyMeasuredRule {
    minimum
    rule {
      fr
      en
    }
  }
`);

/** The dilution term R × F of the score: the rule of R, the figure F and its published source. */
export function DilutionSection({ dilution: d }: { dilution: MethodologyDilutionFieldsFragment }) {
  const { t } = useTranslation('methodology');
  const lang = useTextLanguage();
  return (
    <Card>
      <dl className="methodology-formulas" data-testid="methodology-dilution">
        <dt>{t('dilution.move')}</dt>
        <dd>{t('dilution.moveValue', { move: formatPercent(d.move, { digits: 1, signed: true }), months: formatNumber(d.windowMonths) })}</dd>
        <dt>{t('dilution.rule')}</dt>
        <dd>{d.rule[lang]}</dd>
        <dt>{t('dilution.source')}</dt>
        <dd className="small">{d.source[lang]}</dd>
      </dl>
    </Card>
  );
}

/** When Trialyst's measured reactions replace the published market row. */
export function MeasuredRule({ rule: r }: { rule: MethodologyMeasuredRuleFieldsFragment }) {
  const lang = useTextLanguage();
  return (
    <p className="small" data-testid="methodology-measured-rule" data-minimum={r.minimum}>
      {r.rule[lang]}
    </p>
  );
}

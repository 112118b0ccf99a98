import { useTranslation } from 'react-i18next';
import type { DilutionRisk } from '../../../gql/graphql';
import { formatDecimal } from '../../../lib/format';
import { Badge } from '../../../ui';
import { dilutionTone, runwayMonthsFigure } from '../catalyst.runway';

/**
 * The company's cash left on the readout's last day ("−3 mois": it runs out 3 months before) with the
 * dilution risk in words; "—" when unknown (unlisted company, no figures, no readout ahead).
 */
export function RunwayAtReadout({ months, risk }: { months: number | null | undefined; risk: DilutionRisk }) {
  const { t, i18n } = useTranslation('catalysts');
  const figure = runwayMonthsFigure(months, i18n.language ?? 'fr');
  if (figure === null && risk === 'UNKNOWN') {
    return (
      <span className="muted" data-testid="catalyst-runway" data-risk={risk}>
        <span aria-hidden="true">—</span>
        <span className="sr-only">{t('runway.unknown')}</span>
      </span>
    );
  }
  return (
    <div className="catalyst-stack" data-testid="catalyst-runway" data-risk={risk}>
      {figure !== null ? (
        <span
          className="catalyst-runway-months"
          title={months != null ? t('runway.exact', { value: formatDecimal(months, 1) }) : undefined}
          data-testid="catalyst-runway-months"
        >
          {t('runway.months', { value: figure })}
        </span>
      ) : null}
      {risk !== 'UNKNOWN' ? (
        <Badge tone={dilutionTone(risk)} title={t(`dilutionRiskHint.${risk}`)} data-testid="catalyst-dilution" data-risk={risk}>
          {t(`dilutionRisk.${risk}`)}
        </Badge>
      ) : null}
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { formatCompact, formatCompactCurrency, formatFractionPercent } from '../../../lib/format';
import { Card, ScrollRegion } from '../../../ui';
import type { PanelStock } from '../trials.stock';

/** The five largest institutional holders (nothing without data). */
export function StockInstitutionsTable({ stock }: { stock: PanelStock }) {
  const { t } = useTranslation('market');
  if (!stock.topInstitutions.length) return null;
  return (
    <Card as="div" title={t('panel.topInstitutions')}>
      <ScrollRegion label={t('panel.topInstitutions')}>
        <table className="table">
          <caption className="sr-only">{t('panel.topInstitutions')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('panel.organization')}</th>
              <th scope="col">{t('panel.pctHeld')}</th>
              <th scope="col">{t('panel.position')}</th>
              <th scope="col">{t('panel.value')}</th>
            </tr>
          </thead>
          <tbody>
            {stock.topInstitutions.slice(0, 5).map((i) => (
              <tr key={i.organization}>
                <td>{i.organization}</td>
                <td>{formatFractionPercent(i.pctHeld)}</td>
                <td>{formatCompact(i.position)}</td>
                <td>{formatCompactCurrency(i.value, stock.currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </Card>
  );
}

import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber, formatPercent, formatSigned, withColon } from '../../../lib/format';
import type { ScoreBreakdown } from '../analysis.types';

type Dilution = NonNullable<ScoreBreakdown['dilution']>;
type Market = NonNullable<ScoreBreakdown['market']>;

/**
 * The dilution term of the score (R × F): what the engine read of the company's cash runway against
 * the readout — R, F and its source, the runway end, the months left at the readout, the filing the
 * cash figure comes from and whether the figures are the demo's.
 */
export function DilutionTerm({ dilution: d }: { dilution: Dilution }) {
  const { t } = useTranslation('analysis');
  const filing = d.filing
    ? [
        t('breakdown.dilution.filingOf', { form: d.filing.form, period: formatDate(d.filing.periodEnd) }),
        d.filing.filed ? t('breakdown.dilution.filed', { date: formatDate(d.filing.filed) }) : null,
      ]
        .filter(Boolean)
        .join(', ')
    : null;
  const rows: [string, string, string][] = [
    ['runwayEnd', t('breakdown.dilution.runwayEnd'), d.runwayEnd ? formatDate(d.runwayEnd) : '—'],
    [
      'monthsOfRunway',
      t('breakdown.dilution.monthsOfRunway'),
      d.monthsOfRunway !== null && d.monthsOfRunway !== undefined ? formatNumber(d.monthsOfRunway, 1) : '—',
    ],
    ['readoutDate', t('breakdown.dilution.readoutDate'), d.readoutDate ? formatDate(d.readoutDate) : '—'],
    [
      'monthsAtReadout',
      t('breakdown.dilution.monthsAtReadout'),
      d.monthsAtReadout !== null && d.monthsAtReadout !== undefined ? formatSigned(d.monthsAtReadout, 1) : '—',
    ],
    ['filing', t('breakdown.dilution.filing'), filing ?? '—'],
    [
      'financialsSource',
      t('breakdown.dilution.financialsSource'),
      d.financialsSource ? t(`breakdown.dilution.sources.${d.financialsSource}`) : t('breakdown.dilution.noFigures'),
    ],
  ];
  return (
    <div data-testid="breakdown-dilution" data-applies={d.applies ? '1' : '0'}>
      <p className="small">
        <strong>{withColon(t('breakdown.dilution.title'))}</strong> <span className={d.applies ? 'tone-red' : undefined}>{d.statement}</span>
      </p>
      <p className="small">
        {d.applies
          ? t('breakdown.dilution.applies', { move: formatPercent(d.move, { digits: 1, signed: true }) })
          : t('breakdown.dilution.notApplied', { move: formatPercent(d.move, { digits: 1, signed: true }) })}
        {d.demo ? <strong> {t('breakdown.dilution.demo')}</strong> : null}
      </p>
      <table className="small factor-terms">
        <tbody>
          {rows.map(([key, label, value]) => (
            <tr key={key} data-runway={key}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="small muted">
        {withColon(t('breakdown.dilution.moveSource'))} {d.moveSource}
      </p>
    </div>
  );
}

/** Where U and D come from: Trialyst's measured medians for the bucket (with n), or the published row. */
export function MarketRowSource({ market: m }: { market: Market }) {
  const { t } = useTranslation('analysis');
  const measured = m.measured;
  return (
    <p className="small muted" data-testid="breakdown-row-source" data-measured={measured ? '1' : '0'}>
      <strong>
        {withColon(measured ? t('breakdown.row.measured', { successes: measured.successes, failures: measured.failures }) : t('breakdown.row.published'))}
      </strong>{' '}
      {m.source}
    </p>
  );
}

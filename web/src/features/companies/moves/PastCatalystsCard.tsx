import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { PastCatalystFieldsFragment } from '../../../gql/graphql';
import { formatDate } from '../../../lib/format';
import type { ReactNode } from 'react';
import { Badge, Card, EmptyState, ScrollRegion } from '../../../ui';
import { benchmarkOf, OUTCOME_TONES, priceSourcesOf } from './moves.format';
import { MoveValue } from './MoveValue';

/**
 * The company's past catalysts, most recent first: date, event, the trial (or the decision), outcome,
 * the stock's move over 1 and 5 trading days and the same against the benchmark index (named), "n/a"
 * while a move is not computed; demo moves are flagged.
 */
export function PastCatalystsCard({ catalysts }: { catalysts: readonly PastCatalystFieldsFragment[] }) {
  const { t } = useTranslation('moves');
  const benchmark = benchmarkOf(catalysts) ?? t('na');
  const sources = priceSourcesOf(catalysts);
  const demo = catalysts.some((c) => c.move?.demo);
  const columns: { key: string; header: string; className?: string; render: (c: PastCatalystFieldsFragment) => ReactNode }[] = [
    { key: 'date', header: t('columns.date'), render: (c) => <span className="nowrap">{formatDate(c.date)}</span> },
    { key: 'event', header: t('columns.event'), render: (c) => <span data-testid="past-catalyst-kind">{t(`kind.${c.kind}`)}</span> },
    {
      key: 'subject',
      header: t('columns.subject'),
      render: (c) =>
        c.nctId ? (
          <Link to={`/trial/${c.nctId}`} className="break">
            {c.trialTitle ?? c.nctId}
          </Link>
        ) : (
          <span className="break">{c.description ?? '—'}</span>
        ),
    },
    {
      key: 'outcome',
      header: t('columns.outcome'),
      render: (c) => (
        <Badge tone={OUTCOME_TONES[c.outcome]} data-testid="past-catalyst-outcome">
          {t(`outcome.${c.outcome}`)}
        </Badge>
      ),
    },
    { key: 'move1d', header: t('columns.move1d'), className: 'num', render: (c) => <MoveValue value={c.move?.move1d} testId="past-catalyst-move1d" /> },
    { key: 'move5d', header: t('columns.move5d'), className: 'num', render: (c) => <MoveValue value={c.move?.move5d} testId="past-catalyst-move5d" /> },
    {
      key: 'abnormal',
      header: t('columns.abnormal', { benchmark }),
      className: 'num',
      render: (c) => (
        <span className="nowrap">
          <MoveValue value={c.move?.abnormal1d} testId="past-catalyst-abnormal1d" /> /{' '}
          <MoveValue value={c.move?.abnormal5d} testId="past-catalyst-abnormal5d" />
        </span>
      ),
    },
  ];
  return (
    <Card
      title={t('title')}
      data-testid="company-past-catalysts"
      actions={
        demo ? (
          <Badge tone="orange" title={t('demoTitle')} data-testid="past-catalysts-demo">
            {t('demo')}
          </Badge>
        ) : null
      }
    >
      {!catalysts.length ? (
        <EmptyState title={t('empty')} />
      ) : (
        <div className="stack past-catalysts">
          {/* On phones each row is a card of "column: value" lines (data-label), as on the catalyst screen. */}
          <ScrollRegion label={t('caption', { benchmark })} className="table-wrap past-catalysts-wrap">
            <table className="table past-catalysts-table">
              <caption className="sr-only">{t('caption', { benchmark })}</caption>
              <thead>
                <tr>
                  {columns.map((c) => (
                    <th key={c.key} scope="col" className={c.className}>
                      {c.header}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {catalysts.map((row) => (
                  <tr key={row.id} data-testid="past-catalyst" data-kind={row.kind} data-demo={row.move?.demo ?? undefined}>
                    {columns.map((c) => (
                      <td key={c.key} data-label={c.header} className={c.className}>
                        {c.render(row)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
          <p className="small muted" data-testid="past-catalysts-method">
            {t('method', { benchmark, source: sources.length ? sources.map((s) => t(`priceSource.${s}`, { defaultValue: s })).join(', ') : t('na') })}
          </p>
        </div>
      )}
    </Card>
  );
}

import { useTranslation } from 'react-i18next';
import type { ReactionMeasure } from '../../../gql/graphql';
import { enumLabel } from '../../../lib/labels';
import { ScrollRegion } from '../../../ui';
import { OUTCOMES, formatMove, type ReactionCell, type ReactionLine } from '../reactions.stats';

function Cell({ cell, testId }: { cell: ReactionCell; testId: string }) {
  const { t, i18n } = useTranslation('analytics');
  const lang = i18n.language ?? 'fr';
  return (
    <td className="reaction-cell" data-testid={testId} data-n={cell.n}>
      <span className="reaction-cell-median">{cell.n > 0 ? formatMove(cell.median, lang) : '—'}</span>
      {cell.n > 0 && cell.q1 !== null && cell.q3 !== null ? (
        <span className="small">{t('reactions.iqr', { q1: formatMove(cell.q1, lang), q3: formatMove(cell.q3, lang) })}</span>
      ) : null}
      <span className="small muted">{t('reactions.n', { n: cell.n })}</span>
    </td>
  );
}

function Rows({ title, lines, name }: { title: string | null; lines: ReactionLine[]; name: (l: ReactionLine) => string }) {
  if (!lines.length) return null;
  return (
    <tbody>
      {title ? (
        <tr className="reaction-table-group">
          <th scope="rowgroup" colSpan={3}>
            {title}
          </th>
        </tr>
      ) : null}
      {lines.map((l) => (
        <tr key={l.key} data-testid="reaction-row" data-key={l.key}>
          <th scope="row">{name(l)}</th>
          {OUTCOMES.map((o) => (
            <Cell key={o} cell={l[o]} testId={`reaction-cell-${o}`} />
          ))}
        </tr>
      ))}
    </tbody>
  );
}

/**
 * The text alternative of the chart, and more: every group the API measured (n = 0 included), the
 * median with its interquartile range and n, success beside failure.
 */
export function ReactionTable({
  lines,
  measure,
}: {
  lines: { overall: ReactionLine; byCap: ReactionLine[]; byArea: ReactionLine[] };
  measure: ReactionMeasure;
}) {
  const { t } = useTranslation('analytics');
  const caption = t('reactions.tableCaption', { measure: t(`reactions.measure.${measure}`) });
  return (
    <ScrollRegion label={caption} className="table-wrap reaction-table-wrap">
      <table className="table chart-table reaction-table" data-testid="reaction-table">
        <caption className="reaction-table-caption">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('reactions.group')}</th>
            {OUTCOMES.map((o) => (
              <th key={o} scope="col">
                {t(`reactions.outcome.${o}`)}
              </th>
            ))}
          </tr>
        </thead>
        <Rows title={null} lines={[lines.overall]} name={() => t('reactions.all')} />
        <Rows title={t('reactions.by.cap')} lines={lines.byCap} name={(l) => enumLabel(t, 'CapBucket', l.value)} />
        <Rows title={t('reactions.by.area')} lines={lines.byArea} name={(l) => enumLabel(t, 'TherapeuticArea', l.value)} />
      </table>
    </ScrollRegion>
  );
}

import { useTranslation } from 'react-i18next';

/** How many comments and how many people wrote them (0 until known). */
export function CommentStats({ total = 0, contributors = 0 }: { total?: number; contributors?: number }) {
  const { t } = useTranslation('comments');
  return (
    <div className="row comment-stats" data-testid="comment-stats">
      <span>
        <strong>{total}</strong> {t('stats.total', { count: total })}
      </span>
      <span>
        <strong>{contributors}</strong> {t('stats.contributors', { count: contributors })}
      </span>
    </div>
  );
}

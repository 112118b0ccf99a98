import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../../gql';
import { formatDate } from '../../../lib/format';
import { Badge, Card, ErrorState, Spinner } from '../../../ui';
import { errorMessage } from '../../auth/errors';
import { historyValue, slipView } from '../history.format';
import '../history.css';

export const TrialHistoryQuery = graphql(`
  query TrialHistory($nctId: ID!) {
    trial(nctId: $nctId) {
      nctId
      changes {
        id
        field
        oldValue
        newValue
        changedAt
        slipDays
        recordedAt
      }
    }
  }
`);

const SHOWN = 30;

/** The trial's recorded changes as a timeline, newest first (the server's order). */
export function TrialHistoryCard({ nctId }: { nctId: string }) {
  const { t, i18n } = useTranslation('history');
  const locale = i18n.language === 'en' ? 'en-US' : 'fr-FR';
  const { data, loading, error, refetch } = useQuery(TrialHistoryQuery, { variables: { nctId } });
  const changes = data?.trial.changes ?? [];
  return (
    <Card title={t('title')} data-testid="trial-history">
      {!data && loading ? (
        <Spinner label={t('loading')} />
      ) : !data && error ? (
        <ErrorState message={errorMessage(error, t)} onRetry={() => void refetch()} />
      ) : changes.length === 0 ? (
        <p className="muted">{t('empty')}</p>
      ) : (
        <>
          <ol className="list-plain stack history-timeline">
            {changes.slice(0, SHOWN).map((c) => {
              const slip = slipView(c.slipDays);
              return (
                <li key={c.id} className="history-item" data-testid="history-item">
                  <div className="small muted">{formatDate(c.changedAt ?? c.recordedAt, locale)}</div>
                  <div>
                    <strong>{t(`field.${c.field}`, { defaultValue: c.field })}</strong>{' '}
                    <span className="history-values">
                      {historyValue(c.field, c.oldValue, t, locale)} → {historyValue(c.field, c.newValue, t, locale)}
                    </span>{' '}
                    {slip ? <Badge tone={slip.tone}>{t(`slip.${slip.key}`, { count: slip.days })}</Badge> : null}
                  </div>
                </li>
              );
            })}
          </ol>
          {changes.length > SHOWN ? <p className="small muted">{t('more', { count: changes.length - SHOWN })}</p> : null}
        </>
      )}
    </Card>
  );
}

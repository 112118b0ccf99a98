import { useTranslation } from 'react-i18next';
import { graphql } from '../../../gql';
import type { TrialSeriousEventsFieldsFragment } from '../../../gql/graphql';
import { Card } from '../../../ui';

export const TrialSeriousEventsFields = graphql(`
  fragment TrialSeriousEventsFields on Trial {
    nctId
    results {
      adverseEventsModule {
        seriousEvents {
          term
          organSystem
          stats {
            numAffected
            numAtRisk
          }
        }
      }
    }
  }
`);

const SHOWN_SAE = 5;

/** The first serious adverse events (affected / at risk over all groups) and how many more; nothing without any. */
export function SeriousEventsCard({ trial }: { trial: TrialSeriousEventsFieldsFragment }) {
  const { t } = useTranslation('trial');
  const sae = trial.results?.adverseEventsModule?.seriousEvents ?? [];
  if (!sae.length) return null;
  return (
    <Card title={t('scientific.seriousEvents')}>
      <ul className="list-plain stack">
        {sae.slice(0, SHOWN_SAE).map((ev, i) => {
          const affected = ev.stats.reduce((s, x) => s + (x.numAffected ?? 0), 0);
          const atRisk = ev.stats.reduce((s, x) => s + (x.numAtRisk ?? 0), 0);
          return (
            <li key={i}>
              <strong>{ev.term}</strong> {ev.organSystem ? <span className="small muted">({ev.organSystem})</span> : null}
              <div className="small">{t('scientific.affected', { affected, atRisk })}</div>
            </li>
          );
        })}
      </ul>
      {sae.length > SHOWN_SAE ? <p className="small muted">{t('scientific.moreEvents', { count: sae.length - SHOWN_SAE })}</p> : null}
    </Card>
  );
}

import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../lib/usePageTitle';
import { Card, EmptyState, ErrorState, ErrorText, Spinner } from '../../../ui';
import { EvaluationCard } from '../components/EvaluationCard';
import { ModelSection } from '../components/ModelSection';
import { MethodologyQuery } from '../methodology.documents';
import '../methodology.css';

const LIMITS = ['small', 'selection', 'direction', 'records', 'oracle', 'benchmark', 'assumptions', 'dilution', 'reactions'] as const;

/** /methodology: the engine's model and sources, its latest measured evaluations with their sample sizes, and its limits (public). */
export function MethodologyPage() {
  const { t } = useTranslation('methodology');
  usePageTitle(t('title'));
  const { data, loading, error, refetch } = useQuery(MethodologyQuery);

  const header = (
    <header>
      <h1>{t('title')}</h1>
      <p className="muted">{t('subtitle')}</p>
      {data ? <p className="small muted">{t('engineVersion', { version: data.methodology.model.engineVersion })}</p> : null}
    </header>
  );
  if (loading && !data)
    return (
      <div className="stack methodology-page">
        {header}
        <Spinner />
      </div>
    );
  if (error && !data)
    return (
      <div className="stack methodology-page">
        {header}
        <ErrorState title={t('error')} message={<ErrorText error={error} />} onRetry={() => void refetch()} />
      </div>
    );
  if (!data) return null;
  const { model, evaluations } = data.methodology;
  return (
    <div className="stack methodology-page">
      {header}
      <ModelSection model={model} />
      <section className="stack" aria-labelledby="methodology-evaluation">
        <h2 id="methodology-evaluation">{t('evaluation.title')}</h2>
        <p>{t('evaluation.intro')}</p>
        {evaluations.length === 0 ? (
          <EmptyState title={t('evaluation.empty')} hint={t('evaluation.emptyHint')} />
        ) : (
          evaluations.map((e) => <EvaluationCard key={e.setName} evaluation={e} />)
        )}
      </section>
      <section className="stack" aria-labelledby="methodology-limits">
        <h2 id="methodology-limits">{t('limits.title')}</h2>
        <Card>
          <ul className="methodology-limits" data-testid="methodology-limits">
            {LIMITS.map((k) => (
              <li key={k}>{t(`limits.${k}`)}</li>
            ))}
          </ul>
        </Card>
      </section>
    </div>
  );
}

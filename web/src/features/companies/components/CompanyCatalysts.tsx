import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { CompanyPageQuery } from '../../../gql/graphql';
import { formatDate } from '../../../lib/format';
import { Badge, Card, EmptyState } from '../../../ui';
import { usePhaseKeyLabel } from './CompanyPipeline';

type Company = NonNullable<CompanyPageQuery['company']>;

const monthOf = (date: string) => date.slice(0, 7);

/** Upcoming catalysts of the next 24 months on a timeline (one step per month). */
export function CompanyCatalysts({ catalysts }: { catalysts: Company['upcomingCatalysts'] }) {
  const { t, i18n } = useTranslation('company');
  const phaseText = usePhaseKeyLabel();
  const locale = i18n.language === 'en' ? 'en-GB' : 'fr-FR';
  const months = [...new Set(catalysts.map((c) => monthOf(c.date)))];
  return (
    <Card title={t('catalysts.title')} data-testid="company-catalysts">
      {!catalysts.length ? (
        <EmptyState title={t('catalysts.empty')} />
      ) : (
        <ol className="timeline">
          {months.map((m) => (
            <li key={m} className="timeline-month">
              <h3 className="timeline-label">{new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' }).format(new Date(`${m}-01T00:00:00Z`))}</h3>
              <ul>
                {catalysts
                  .filter((c) => monthOf(c.date) === m)
                  .map((c) => (
                    <li key={c.trial.nctId} className="timeline-item" data-testid="catalyst-item">
                      <span className="timeline-date">{formatDate(c.date, locale)}</span> <Badge tone="purple">{phaseText(c.trial.phaseKey)}</Badge>{' '}
                      <Link to={`/trial/${c.trial.nctId}`}>{c.trial.briefTitle}</Link>
                      <span className="small muted"> · {t(`catalysts.kind.${c.kind}`, { defaultValue: c.kind })}</span>
                    </li>
                  ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}

/** Past readouts with their outcome (primary endpoint met or not, from posted results). */
export function CompanyReadouts({ readouts }: { readouts: Company['pastReadouts'] }) {
  const { t, i18n } = useTranslation('company');
  const locale = i18n.language === 'en' ? 'en-GB' : 'fr-FR';
  const tone = (o: string) => (o === 'MET' ? 'green' : o === 'NOT_MET' ? 'red' : 'gray');
  return (
    <Card title={t('readouts.title')} data-testid="company-readouts">
      {!readouts.length ? (
        <EmptyState title={t('readouts.empty')} />
      ) : (
        <ul className="readout-list">
          {readouts.map((r) => (
            <li key={r.trial.nctId} data-testid="readout-item">
              <span className="timeline-date">{formatDate(r.date, locale)}</span> <Link to={`/trial/${r.trial.nctId}`}>{r.trial.briefTitle}</Link>{' '}
              <Badge tone={tone(r.outcome)} data-testid="readout-outcome">
                {t(`readouts.outcome.${r.outcome}`)}
              </Badge>
              {r.bestPValue ? <span className="small muted"> {t('readouts.pValue', { value: r.bestPValue })}</span> : null}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

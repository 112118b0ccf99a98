import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TrialStatus } from '../../../gql/graphql';
import { Button } from '../../../ui';
import type { ClientFilters } from '../trials.filters';

export interface ServerFilters {
  country: string;
  sponsor: string;
  statuses: TrialStatus[];
  startDate: string;
}

export const EMPTY_SERVER_FILTERS: ServerFilters = { country: '', sponsor: '', statuses: [], startDate: '' };

export const STATUSES: TrialStatus[] = [
  'RECRUITING',
  'NOT_YET_RECRUITING',
  'ACTIVE_NOT_RECRUITING',
  'COMPLETED',
  'ENROLLING_BY_INVITATION',
  'SUSPENDED',
  'TERMINATED',
  'WITHDRAWN',
  'AVAILABLE',
  'NO_LONGER_AVAILABLE',
  'TEMPORARILY_NOT_AVAILABLE',
  'APPROVED_FOR_MARKETING',
  'WITHHELD',
  'UNKNOWN',
];

export function TrialsFilters({
  server,
  onServer,
  client,
  onClient,
  phases,
  onReset,
}: {
  server: ServerFilters;
  onServer: (f: ServerFilters) => void;
  client: ClientFilters;
  onClient: (f: ClientFilters) => void;
  phases: string[];
  onReset: () => void;
}) {
  const { t } = useTranslation('trials');
  const id = useId();
  const toggleStatus = (s: TrialStatus) =>
    onServer({ ...server, statuses: server.statuses.includes(s) ? server.statuses.filter((x) => x !== s) : [...server.statuses, s] });
  const togglePhase = (p: string) => onClient({ ...client, phases: client.phases.includes(p) ? client.phases.filter((x) => x !== p) : [...client.phases, p] });

  return (
    <section className="card filters" aria-label={t('filters.title')}>
      <h2 className="card-title">{t('filters.server')}</h2>
      <div className="grid grid-4">
        <div className="field">
          <label htmlFor={`${id}-country`}>{t('filters.country')}</label>
          <input
            id={`${id}-country`}
            className="input"
            value={server.country}
            placeholder={t('filters.countryPlaceholder')}
            onChange={(e) => onServer({ ...server, country: e.target.value })}
            data-testid="filter-country"
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-sponsor`}>{t('filters.sponsor')}</label>
          <input
            id={`${id}-sponsor`}
            className="input"
            value={server.sponsor}
            placeholder={t('filters.sponsorPlaceholder')}
            onChange={(e) => onServer({ ...server, sponsor: e.target.value })}
            data-testid="filter-sponsor"
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-start`}>{t('filters.startDate')}</label>
          <input
            id={`${id}-start`}
            className="input"
            type="date"
            value={server.startDate}
            onChange={(e) => onServer({ ...server, startDate: e.target.value })}
          />
        </div>
      </div>
      <fieldset className="status-fieldset">
        <legend className="label">{t('filters.status')}</legend>
        <div className="row">
          {STATUSES.map((s) => (
            <label key={s} className="checkbox small">
              <input type="checkbox" checked={server.statuses.includes(s)} onChange={() => toggleStatus(s)} />
              {t(`status.${s}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <h2 className="card-title filters-client-title">{t('filters.client')}</h2>
      <div className="grid grid-4">
        <div className="field">
          <label htmlFor={`${id}-sort`}>{t('filters.sort')}</label>
          <select
            id={`${id}-sort`}
            className="input"
            value={client.sort}
            onChange={(e) => onClient({ ...client, sort: e.target.value as ClientFilters['sort'] })}
          >
            <option value="none">{t('filters.sortNone')}</option>
            <option value="asc">{t('filters.sortAsc')}</option>
            <option value="desc">{t('filters.sortDesc')}</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-after`}>{t('filters.completionAfter')}</label>
          <input
            id={`${id}-after`}
            className="input"
            type="date"
            value={client.completionAfter}
            onChange={(e) => onClient({ ...client, completionAfter: e.target.value })}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-before`}>{t('filters.completionBefore')}</label>
          <input
            id={`${id}-before`}
            className="input"
            type="date"
            min={client.completionAfter || undefined}
            value={client.completionBefore}
            onChange={(e) => onClient({ ...client, completionBefore: e.target.value })}
          />
        </div>
        <div className="field">
          <span className="label">{t('filters.sponsorType')}</span>
          <label className="checkbox">
            <input
              type="checkbox"
              checked={client.industryOnly}
              onChange={(e) => onClient({ ...client, industryOnly: e.target.checked })}
              data-testid="filter-industry"
            />
            {t('filters.industryOnly')}
          </label>
        </div>
      </div>
      {phases.length ? (
        <fieldset className="status-fieldset">
          <legend className="label">{t('filters.phases')}</legend>
          <div className="row">
            {phases.map((p) => (
              <label key={p} className="checkbox small">
                <input type="checkbox" checked={client.phases.includes(p)} onChange={() => togglePhase(p)} />
                {p}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      <div className="row filters-actions">
        <Button variant="secondary" onClick={onReset} data-testid="filters-reset">
          {t('filters.reset')}
        </Button>
      </div>
    </section>
  );
}

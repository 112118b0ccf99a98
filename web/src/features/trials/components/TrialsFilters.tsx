import { useTranslation } from 'react-i18next';
import type { TrialStatus } from '../../../gql/graphql';
import { Button, CheckboxGroup, FilterSelect, TextField, type FilterOption } from '../../../ui';
import type { ClientFilters, ServerFilters } from '../trials.filters';
import { phaseText, statusLabel } from '../../../lib/labels';

/** The status checkboxes, in this order. A status the schema gains and this list lacks (or the reverse) is a type error. */
const STATUS_CHECKBOXES = {
  RECRUITING: true,
  NOT_YET_RECRUITING: true,
  ACTIVE_NOT_RECRUITING: true,
  COMPLETED: true,
  ENROLLING_BY_INVITATION: true,
  SUSPENDED: true,
  TERMINATED: true,
  WITHDRAWN: true,
  AVAILABLE: true,
  NO_LONGER_AVAILABLE: true,
  TEMPORARILY_NOT_AVAILABLE: true,
  APPROVED_FOR_MARKETING: true,
  WITHHELD: true,
  UNKNOWN: true,
} satisfies Record<TrialStatus, true>;
export const STATUSES = Object.keys(STATUS_CHECKBOXES) as TrialStatus[];

/** The /trials filters: server-side ones (country, sponsor, start date, statuses), then client-side ones over the loaded trials. */
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
  const setServer = (patch: Partial<ServerFilters>) => onServer({ ...server, ...patch });
  const setClient = (patch: Partial<ClientFilters>) => onClient({ ...client, ...patch });
  const sorts: FilterOption<ClientFilters['sort']>[] = [
    { value: 'none', label: t('filters.sortNone') },
    { value: 'asc', label: t('filters.sortAsc') },
    { value: 'desc', label: t('filters.sortDesc') },
  ];

  return (
    <section className="card filters" aria-label={t('filters.title')}>
      <h2 className="card-title">{t('filters.server')}</h2>
      <div className="grid grid-4">
        <TextField
          label={t('filters.country')}
          value={server.country}
          placeholder={t('filters.countryPlaceholder')}
          onValueChange={(country) => setServer({ country })}
          data-testid="filter-country"
        />
        <TextField
          label={t('filters.sponsor')}
          value={server.sponsor}
          placeholder={t('filters.sponsorPlaceholder')}
          onValueChange={(sponsor) => setServer({ sponsor })}
          data-testid="filter-sponsor"
        />
        <TextField label={t('filters.startDate')} type="date" value={server.startDate} onValueChange={(startDate) => setServer({ startDate })} />
      </div>
      <CheckboxGroup
        className="status-fieldset"
        legend={t('filters.status')}
        options={STATUSES.map((s) => ({ value: s, label: statusLabel(t, s) }))}
        selected={server.statuses}
        onChange={(statuses) => setServer({ statuses })}
      />
      <h2 className="card-title filters-client-title">{t('filters.client')}</h2>
      <div className="grid grid-4">
        <FilterSelect label={t('filters.sort')} value={client.sort} options={sorts} onChange={(sort) => setClient({ sort })} />
        <TextField
          label={t('filters.completionAfter')}
          type="date"
          value={client.completionAfter}
          onValueChange={(completionAfter) => setClient({ completionAfter })}
        />
        <TextField
          label={t('filters.completionBefore')}
          type="date"
          min={client.completionAfter || undefined}
          value={client.completionBefore}
          onValueChange={(completionBefore) => setClient({ completionBefore })}
        />
        <div className="field">
          <span className="label">{t('filters.sponsorType')}</span>
          <label className="checkbox">
            <input
              type="checkbox"
              checked={client.industryOnly}
              onChange={(e) => setClient({ industryOnly: e.target.checked })}
              data-testid="filter-industry"
            />
            {t('filters.industryOnly')}
          </label>
        </div>
      </div>
      {phases.length ? (
        <CheckboxGroup
          className="status-fieldset"
          legend={t('filters.phases')}
          options={phases.map((p) => ({ value: p, label: phaseText(t, p) }))}
          selected={client.phases}
          onChange={(next) => setClient({ phases: next })}
        />
      ) : null}
      <div className="row filters-actions">
        <Button variant="secondary" onClick={onReset} data-testid="filters-reset">
          {t('filters.reset')}
        </Button>
      </div>
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { graphql } from '../../../gql';
import type { TrialSitesFieldsFragment } from '../../../gql/graphql';
import { Card } from '../../../ui';
import { countryName } from '../../../lib/countries';

export const TrialSitesFields = graphql(`
  fragment TrialSitesFields on Trial {
    nctId
    locations {
      facility
      city
      country
    }
  }
`);

const SHOWN_SITES = 10;

/** The first study sites (facility, city, country) and how many more. */
export function TrialSitesCard({ trial }: { trial: TrialSitesFieldsFragment }) {
  const { t, i18n } = useTranslation('trial');
  const sites = trial.locations;
  return (
    <Card title={t('scientific.sites', { count: sites.length })}>
      {sites.length ? (
        <ul className="list-plain sites-list" data-testid="trial-sites">
          {sites.slice(0, SHOWN_SITES).map((l, i) => (
            <li key={i}>
              <strong>{l.facility ?? '—'}</strong>
              <span className="muted"> — {[l.city, l.country && countryName(l.country, i18n.language)].filter(Boolean).join(', ')}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{t('summary.none')}</p>
      )}
      {sites.length > SHOWN_SITES ? <p className="small muted">{t('scientific.moreSites', { count: sites.length - SHOWN_SITES })}</p> : null}
    </Card>
  );
}

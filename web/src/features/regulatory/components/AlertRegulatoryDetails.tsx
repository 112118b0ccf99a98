import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../../lib/format';
import { Badge } from '../../../ui';
import { regulatoryAlertLine, type AlertRegulatory } from '../regulatory.alert';
import '../regulatory.css';

const REASON_TONES = { NEW_DATE: 'blue', DATE_CHANGED: 'orange', DECISION: 'purple' } as const;

/** What a REGULATORY_EVENT alert is about: why (new date, moved date, decision), the line, the drug and the source. */
export function AlertRegulatoryDetails({ regulatory: r }: { regulatory: AlertRegulatory }) {
  const { t, i18n } = useTranslation(['alerts', 'regulatory']);
  return (
    <div className="alert-regulatory" data-testid="alert-regulatory" data-reason={r.reason}>
      <p className="alert-regulatory-line">
        <Badge tone={REASON_TONES[r.reason]}>{t(`alerts:regulatory.reason.${r.reason}`)}</Badge>{' '}
        <span data-testid="alert-regulatory-line">{regulatoryAlertLine(t, r, intlLocale(i18n.language))}</span>
      </p>
      <p className="small">
        <strong>{r.drug}</strong>
        {r.applicationNumber ? <span className="muted"> · {t('regulatory:application', { number: r.applicationNumber })}</span> : null}
        {' · '}
        <a href={r.sourceUrl} target="_blank" rel="noopener noreferrer" data-testid="alert-regulatory-source">
          {t('alerts:regulatory.source')}
        </a>
        {r.demo ? (
          <>
            {' '}
            <Badge tone="orange" title={t('regulatory:demoTitle')}>
              {t('regulatory:demo')}
            </Badge>
          </>
        ) : null}
      </p>
    </div>
  );
}

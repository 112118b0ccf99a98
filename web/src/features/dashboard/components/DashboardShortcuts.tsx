import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../../ui';

/** Links to the table, the calendar and the analytics, with a line each. */
export function DashboardShortcuts() {
  const { t } = useTranslation('dashboard');
  const shortcuts: { to: string; icon: IconName; title: string; text: string }[] = [
    { to: '/table', icon: 'table', title: t('shortcuts.table'), text: t('shortcuts.tableText') },
    { to: '/calendar', icon: 'calendar', title: t('shortcuts.calendar'), text: t('shortcuts.calendarText') },
    { to: '/analytics', icon: 'chart', title: t('shortcuts.analytics'), text: t('shortcuts.analyticsText') },
  ];
  return (
    <section className="grid grid-3" aria-label={t('shortcuts.label')}>
      {shortcuts.map((s) => (
        <Link key={s.to} to={s.to} className="card shortcut">
          <Icon name={s.icon} size={28} className="shortcut-icon" />
          <strong>{s.title}</strong>
          <span className="small muted">{s.text}</span>
        </Link>
      ))}
    </section>
  );
}

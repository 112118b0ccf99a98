import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

export function Footer() {
  const { t } = useTranslation('common');
  return (
    <footer className="footer">
      <span>{t('footer.text')}</span>
      <Link to="/explorer">{t('footer.explorer')}</Link>
      <Link to="/popular">{t('nav.popular')}</Link>
      <Link to="/stocks">{t('nav.stocks')}</Link>
      <Link to="/methodology">{t('footer.methodology')}</Link>
    </footer>
  );
}

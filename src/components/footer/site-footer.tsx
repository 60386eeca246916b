// The site footer: links, © 2025, the website version (spec §1) and the language choice. Beyond the
// spec: Local guides, which a signed-in account's wide header has no room for.
import { Link } from 'react-router-dom';
import { APP_VERSION } from '@/lib/build-info';
import { useI18n } from '@/lib/i18n/use-i18n';
import { LocaleSelect } from './locale-select';
import './site-footer.css';

export function SiteFooter() {
  const i18n = useI18n();
  return (
    <footer className="site-footer">
      <nav aria-label={i18n._('footer.nav')}>
        <ul>
          <li>
            <Link to="/how-it-works">{i18n._('menu.howItWorks')}</Link>
          </li>
          <li>
            <Link to="/guides">{i18n._('menu.guides')}</Link>
          </li>
          <li>
            <Link to="/contact">{i18n._('menu.contact')}</Link>
          </li>
          <li>
            <Link to="/privacy-policy">{i18n._('footer.privacy')}</Link>
          </li>
          <li>
            <Link to="/terms-conditions">{i18n._('footer.terms')}</Link>
          </li>
        </ul>
      </nav>
      <p>{i18n._('footer.copyright')}</p>
      <p className="site-footer__version">{i18n._('footer.version', { version: APP_VERSION })}</p>
      <LocaleSelect />
    </footer>
  );
}

// The site footer: links, © 2025 and the website version (spec §1).
import { Link } from 'react-router-dom';
import { APP_VERSION } from '@/lib/build-info';
import './site-footer.css';

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <nav aria-label="Footer">
        <ul>
          <li>
            <Link to="/how-it-works">How it Works</Link>
          </li>
          <li>
            <Link to="/contact">Contact</Link>
          </li>
          <li>
            <Link to="/privacy-policy">Privacy Policy</Link>
          </li>
          <li>
            <Link to="/terms-conditions">Terms and Conditions</Link>
          </li>
        </ul>
      </nav>
      <p>© 2025 Floorcraft. Find Dance. Teach Dance. Grow Dance.</p>
      <p className="site-footer__version">Website version {APP_VERSION}</p>
    </footer>
  );
}

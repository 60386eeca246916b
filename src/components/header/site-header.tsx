// The site header: brand, the menu for the current user, and the burger overlay on small screens
// (≤ 768 px) that closes on an outside click, Escape, or choosing a link; the search box beside it.
import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { useAuth } from '@/lib/auth/auth-context';
import { useI18n } from '@/lib/i18n/use-i18n';
import { HeaderSearch } from './header-search';
import { menuItems } from './menu-links';
import { OfflineIndicator } from './offline-indicator';
import { useScrolled } from './use-scrolled';
import './site-header.css';

export function SiteHeader() {
  const { user, logout } = useAuth();
  const i18n = useI18n();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const scrolled = useScrolled();
  const [open, setOpen] = useState(false);
  const menuRef = useRef<HTMLDivElement>(null);
  const burgerRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    setOpen(false);
  }, [pathname]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !burgerRef.current?.contains(target))
        setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        burgerRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const signOut = async () => {
    setOpen(false);
    await logout();
    navigate('/');
  };

  return (
    <header className={`site-header${scrolled ? ' site-header--scrolled' : ''}`}>
      <div className="site-header__inner">
        <Link to="/" className="brand" aria-label={i18n._('header.home')}>
          <img src="/icons/logo.svg" alt="" width="32" height="32" />
          <span className="brand__name">Floorcraft</span>
        </Link>
        <HeaderSearch />
        <button
          ref={burgerRef}
          type="button"
          className="burger"
          aria-expanded={open}
          aria-controls="site-menu"
          aria-label={open ? i18n._('header.closeMenu') : i18n._('header.openMenu')}
          onClick={() => setOpen((value) => !value)}
        >
          <span aria-hidden="true" />
        </button>
        {open && <div className="menu-backdrop" aria-hidden="true" />}
        <nav aria-label={i18n._('header.nav')}>
          <div
            ref={menuRef}
            id="site-menu"
            className={`site-menu${open ? ' site-menu--open' : ''}`}
          >
            <ul>
              {menuItems(user).map((item) => (
                <li
                  key={item.label}
                  className={'phoneOnly' in item ? 'site-menu__phone-only' : undefined}
                >
                  {'to' in item ? (
                    <NavLink to={item.to} end={item.to === '/'}>
                      {i18n._(item.label)}
                    </NavLink>
                  ) : (
                    <button type="button" className="link-button" onClick={() => void signOut()}>
                      {i18n._(item.label)}
                    </button>
                  )}
                </li>
              ))}
            </ul>
          </div>
        </nav>
      </div>
      <OfflineIndicator />
    </header>
  );
}

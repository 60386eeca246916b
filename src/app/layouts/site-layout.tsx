// The page frame: header, the routed page (code-split pages wait in Suspense), footer.
import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { SiteHeader } from '@/components/header/site-header';
import { SiteFooter } from '@/components/footer/site-footer';
import { LoadingIndicator } from '@/components/loading-indicator';
import { UpdatePrompt } from '@/components/update-prompt';

export function SiteLayout() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <div className="site">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader />
      <div id="main" className="site-main" tabIndex={-1}>
        <Suspense fallback={<LoadingIndicator label="Loading…" />}>
          <Outlet />
        </Suspense>
      </div>
      <SiteFooter />
      <UpdatePrompt />
    </div>
  );
}

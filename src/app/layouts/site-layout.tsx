// The page frame: header, the routed page (code-split pages wait in Suspense; one that fails says
// so in its place), footer; and the route's document title.
import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { SiteHeader } from '@/components/header/site-header';
import { SiteFooter } from '@/components/footer/site-footer';
import { LoadingIndicator } from '@/components/loading-indicator';
import { UpdatePrompt } from '@/components/update-prompt';
import { setPageHead } from '@/lib/page-head';
import { useI18n } from '@/lib/i18n/use-i18n';
import { ContentHydrated } from '@/lib/use-hydrated';
import { routeHead } from '@/contract/route-titles';
import { RouteErrorBoundary } from '../route-error';

export function SiteLayout() {
  const { pathname, search } = useLocation();
  const i18n = useI18n();
  // The purchase page (/tickets?eventId=…) names its event itself.
  const ownHead = pathname === '/tickets' && new URLSearchParams(search).has('eventId');
  // A new address starts at the top; the first one stays where the visitor is (scrolled while the
  // page was still loading, or put back by the browser on a reload).
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current !== pathname) window.scrollTo(0, 0);
    shownPath.current = pathname;
    const head = ownHead ? null : routeHead(pathname, (id) => i18n._(id));
    if (head) setPageHead(head.title, head.description);
  }, [pathname, ownHead, i18n, i18n.locale]);
  return (
    <div className="site">
      <a className="skip-link" href="#main">
        {i18n._('layout.skip')}
      </a>
      <SiteHeader />
      <div id="main" className="site-main" tabIndex={-1}>
        <RouteErrorBoundary address={pathname + search}>
          <Suspense fallback={<LoadingIndicator label={i18n._('layout.loading')} />}>
            <Outlet />
            <ContentHydrated />
          </Suspense>
        </RouteErrorBoundary>
      </div>
      <SiteFooter />
      <UpdatePrompt />
    </div>
  );
}

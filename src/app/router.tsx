// The route table of spec §2: every route with its guard; unknown paths go home.
import { isValidElement, lazy, useState, type ComponentType, type ReactNode } from 'react';
import { matchRoutes, Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { accessOf, schoolAreaOf } from '@/lib/route-access';
import { SiteLayout } from './layouts/site-layout';
import { RequireAccess } from './require-access';
import { RequireSchoolRole } from './require-school-role';
import { HomePage } from '@/features/home/pages/home-page';
import { MyTicketsLoading } from '@/features/purchase/components/my-tickets-loading';
import { TicketsRoute } from './tickets-route';
import { OrderRoute } from './order-route';

/**
 * Pages load as their own chunks so the home page stays light. A page whose chunk is already
 * loaded renders at once (no Suspense fallback): the one a server-rendered page hydrates with is
 * loaded before hydration (preloadPages), so its content stays on screen throughout.
 */
function page<M>(load: () => Promise<M>, name: keyof M & string) {
  let loaded: ComponentType | undefined;
  const loadPage = async () => (loaded ??= (await load())[name] as unknown as ComponentType);
  const Lazy = lazy(async () => ({ default: await loadPage() }));
  function Page() {
    // Chosen once, so a page that loaded meanwhile is never remounted by a later render.
    const [Chosen] = useState<ComponentType>(() => loaded ?? Lazy);
    return <Chosen />;
  }
  Page.preload = loadPage;
  return <Page />;
}

/** A route element that shows one of its page props by the query (TicketsRoute). */
type ChoosingRoute = { shownFor?: (props: never, params: URLSearchParams) => ReactNode };

/** Loads the chunks of the pages an address shows (before hydrating what the server rendered). */
export async function preloadPages(pathname: string, search = ''): Promise<void> {
  const params = new URLSearchParams(search);
  const loads: Array<Promise<unknown>> = [];
  const visit = (node: unknown) => {
    if (!isValidElement(node)) return;
    const type = node.type as { preload?: () => Promise<unknown> } & ChoosingRoute;
    if (type.preload) loads.push(type.preload());
    if (type.shownFor) return visit(type.shownFor(node.props as never, params));
    for (const child of Object.values(node.props as Record<string, unknown>)) visit(child);
  };
  for (const match of matchRoutes(routes, pathname) ?? []) visit(match.route.element);
  await Promise.all(loads);
}

/** A route behind its guard; a school's organiser page also behind the role its work needs. */
function guarded(path: string, element: ReactNode, pending?: ReactNode): RouteObject {
  const area = schoolAreaOf(path);
  return {
    path,
    element: (
      <RequireAccess access={accessOf(path)} pending={pending}>
        {area ? <RequireSchoolRole area={area}>{element}</RequireSchoolRole> : element}
      </RequireAccess>
    ),
  };
}

const login = page(() => import('@/features/auth/pages/login-page'), 'LoginPage');

export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/login', element: login },
      { path: '/dance-school-connect', element: login },
      {
        path: '/verify-email/:token',
        element: page(() => import('@/features/auth/pages/verify-email-page'), 'VerifyEmailPage'),
      },
      {
        path: '/register',
        element: page(() => import('@/features/auth/pages/register-page'), 'RegisterPage'),
      },
      {
        path: '/how-it-works',
        element: page(() => import('@/features/info/pages/how-it-works-page'), 'HowItWorksPage'),
      },
      {
        path: '/contact',
        element: page(() => import('@/features/info/pages/contact-page'), 'ContactPage'),
      },
      {
        path: '/privacy-policy',
        element: page(
          () => import('@/features/info/pages/privacy-policy-page'),
          'PrivacyPolicyPage',
        ),
      },
      {
        path: '/terms-conditions',
        element: page(
          () => import('@/features/info/pages/terms-conditions-page'),
          'TermsConditionsPage',
        ),
      },
      {
        path: '/forgot-password',
        element: page(
          () => import('@/features/auth/pages/forgot-password-page'),
          'ForgotPasswordPage',
        ),
      },
      {
        path: '/reset-password/:token?',
        element: page(
          () => import('@/features/auth/pages/reset-password-page'),
          'ResetPasswordPage',
        ),
      },
      {
        path: '/trust-device/:token?',
        element: page(() => import('@/features/auth/pages/trust-device-page'), 'TrustDevicePage'),
      },
      {
        path: '/team/join/:token',
        element: page(() => import('@/features/dashboard/pages/join-team-page'), 'JoinTeamPage'),
      },
      {
        path: '/cancel-deletion/:token?',
        element: page(
          () => import('@/features/auth/pages/cancel-deletion-page'),
          'CancelDeletionPage',
        ),
      },
      {
        path: '/tickets',
        element: (
          <TicketsRoute
            browse={page(
              () => import('@/features/events/pages/browse-events-page'),
              'BrowseEventsPage',
            )}
            purchase={page(() => import('@/features/purchase/pages/purchase-page'), 'PurchasePage')}
          />
        ),
      },
      {
        path: '/checkout/start',
        element: page(
          () => import('@/features/purchase/pages/checkout-start-page'),
          'CheckoutStartPage',
        ),
      },
      guarded(
        '/my-tickets',
        page(() => import('@/features/purchase/pages/my-tickets-page'), 'MyTicketsPage'),
        <MyTicketsLoading />,
      ),
      guarded(
        '/orders/return',
        page(() => import('@/features/purchase/pages/payment-return-page'), 'PaymentReturnPage'),
      ),
      {
        path: '/orders/guest',
        element: page(
          () => import('@/features/purchase/pages/guest-return-page'),
          'GuestReturnPage',
        ),
      },
      {
        path: '/orders/:orderId',
        element: (
          <OrderRoute>
            {page(() => import('@/features/purchase/pages/order-page'), 'OrderPage')}
          </OrderRoute>
        ),
      },
      {
        path: '/waitlist/:entryId',
        element: (
          <RequireAccess access={accessOf('/waitlist')}>
            {page(() => import('@/features/purchase/pages/waitlist-page'), 'WaitlistPage')}
          </RequireAccess>
        ),
      },
      {
        path: '/e/:eventId/:slug?',
        element: page(() => import('@/features/event-page/pages/event-page'), 'EventPagePage'),
      },
      {
        path: '/i/:slug',
        element: page(
          () => import('@/features/instructors/pages/instructor-page'),
          'InstructorPage',
        ),
      },
      {
        path: '/search',
        element: page(() => import('@/features/search/pages/search-page'), 'SearchPage'),
      },
      {
        path: '/instructors',
        element: page(
          () => import('@/features/instructors/pages/instructors-page'),
          'InstructorsPage',
        ),
      },
      guarded(
        '/account/lessons',
        page(() => import('@/features/instructors/pages/my-lessons-page'), 'MyLessonsPage'),
      ),
      guarded(
        '/account/instructor',
        page(
          () => import('@/features/instructors/pages/instructor-account-page'),
          'InstructorAccountPage',
        ),
      ),
      {
        path: '/guides',
        element: page(() => import('@/features/guides/pages/guides-page'), 'GuidesPage'),
      },
      {
        path: '/guides/:handle',
        element: page(() => import('@/features/guides/pages/guide-page'), 'GuidePage'),
      },
      guarded(
        '/account/guide',
        page(() => import('@/features/guides/pages/guide-account-page'), 'GuideAccountPage'),
      ),
      guarded(
        '/account/guide/messages/:id',
        page(() => import('@/features/guides/pages/guide-message-page'), 'GuideMessagePage'),
      ),
      guarded(
        '/account/guide-answers/:id',
        page(() => import('@/features/guides/pages/guide-answer-page'), 'GuideAnswerPage'),
      ),
      guarded(
        '/admin/guides',
        page(() => import('@/features/guides/pages/guide-review-page'), 'GuideReviewPage'),
      ),
      {
        path: '/door/:eventId',
        element: page(() => import('@/features/door/pages/door-page'), 'DoorPage'),
      },
      {
        path: '/check-in/:token',
        element: page(() => import('@/features/purchase/pages/check-in-page'), 'CheckInPage'),
      },
      {
        path: '/facebook-data-deletion',
        element: page(
          () => import('@/features/facebook/pages/data-deletion-page'),
          'DataDeletionPage',
        ),
      },
      {
        path: '/demo/facebook-events',
        element: page(
          () => import('@/features/facebook/pages/demo-events-manager-page'),
          'DemoEventsManagerPage',
        ),
      },
      {
        path: '/demo/events',
        element: page(() => import('@/features/events/pages/demo-events-page'), 'DemoEventsPage'),
      },
      guarded(
        '/dashboard',
        page(() => import('./dashboard-route'), 'DashboardRoute'),
      ),
      guarded(
        '/test-dashboard',
        page(() => import('./dashboard-route'), 'ReviewDashboardRoute'),
      ),
      guarded(
        '/create-tickets',
        page(() => import('@/features/wizard/pages/create-tickets-page'), 'CreateTicketsPage'),
      ),
      guarded(
        '/facebook-integration',
        page(() => import('./facebook-route'), 'FacebookRoute'),
      ),
      guarded(
        '/events',
        page(
          () => import('@/features/events/pages/aficionado-events-page'),
          'AficionadoEventsPage',
        ),
      ),
      guarded(
        '/uploads',
        page(() => import('@/features/uploads/pages/uploads-page'), 'UploadsPage'),
      ),
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

/** The page for the current address (inside the browser's router, or the server's). */
export function AppRoutes() {
  return useRoutes(routes);
}

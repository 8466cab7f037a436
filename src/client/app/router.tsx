import { Suspense, lazy, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter, Navigate, Outlet, useParams, useRoutes, type RouteObject } from 'react-router';
import { useSession } from '../stores/session';
import type { RouteAccess } from '../../engine/shell/index';
import { moduleNameFromRoute } from '../../engine/shell/index';
import { CookieBanner } from '../features/cookie-consent/CookieBanner';
import { PageSpinner } from '../components/PageSpinner';
import { Guard } from './guards';
import { SessionKeeper } from './SessionKeeper';
import { loadFullSystem } from './chakra-system';
import SignInScreen from '../features/auth/LoginPage';
import { paths } from './paths';

type ScreenModule = { default: ComponentType };

/** A screen shows its spinner while its code or its texts are on the way. */
const suspended = (Screen: ComponentType) => (
  <Suspense fallback={<PageSpinner />}>
    <Screen />
  </Suspense>
);
/**
 * Every screen beyond sign-in is its own chunk, shown once the full Chakra system is here too; the
 * sign-in screen comes with the app, the first thing most visits show.
 */
const screen = (load: () => Promise<ScreenModule>) =>
  suspended(lazy(() => Promise.all([load(), loadFullSystem()]).then(([module]) => module)));
const guarded = (access: RouteAccess, element: ReactNode) => <Guard access={access}>{element}</Guard>;

const LoginPage = () => suspended(SignInScreen);
const HomePage = () => screen(() => import('../features/home/HomePage'));
const WorkflowPage = () => screen(() => import('../features/workflow/WorkflowPage'));
const StepPage = () => screen(() => import('../step-runner/StepPage'));
const ResultsPage = () => screen(() => import('../step-runner/results/ResultsPage'));

/** A module route guarded by the module named in its first path segment. */
function ModuleRoute({ children }: { children: ReactNode }) {
  const params = useParams();
  const name = moduleNameFromRoute(params.module ?? '');
  return (
    <Guard key={name} access={{ kind: 'module', moduleName: name }}>
      {children}
    </Guard>
  );
}

/**
 * A one-segment address that names one of the member's modules is that module's entry (the
 * intro's /intro, as its variant file says); any other unknown address goes home.
 */
function ModuleEntryRoute() {
  const params = useParams();
  const modules = useSession((s) => s.user?.modules);
  const name = moduleNameFromRoute(params.module ?? '');
  if (modules && !modules.some((m) => m.module_name === name)) return <Navigate to={paths.home} replace />;
  return (
    <ModuleRoute>
      <StepPage />
    </ModuleRoute>
  );
}

function Root() {
  return (
    <>
      <SessionKeeper />
      <Outlet />
      {/* The banner's texts are fetched on the first visit; the page does not wait for them. */}
      <Suspense fallback={null}>
        <CookieBanner />
      </Suspense>
    </>
  );
}

/**
 * Declared routes under a BrowserRouter, not a data router: the app loads its data in its pages,
 * and the data router's code (loaders, actions, fetchers) would weigh on the sign-in page for nothing.
 */
const routes: RouteObject[] = [
  {
    element: <Root />,
    children: [
      { path: paths.login, element: guarded({ kind: 'login' }, <LoginPage />) },
      { path: paths.passwordReset, element: screen(() => import('../features/auth/PasswordResetPage')) },
      { path: paths.privacy, element: screen(() => import('../features/legal/PrivacyPolicyPage')) },
      { path: paths.terms, element: screen(() => import('../features/legal/TermsOfServicePage')) },
      {
        path: paths.admin,
        element: guarded(
          { kind: 'admin' },
          screen(() => import('../features/admin/AdminPage')),
        ),
      },
      {
        path: paths.adminContent,
        element: guarded(
          { kind: 'author' },
          screen(() => import('../features/content-studio/ContentStudioPage')),
        ),
      },
      {
        path: paths.adminPreview,
        element: guarded(
          { kind: 'author' },
          screen(() => import('../step-runner/preview/StepPreviewPage')),
        ),
      },
      { path: paths.home, element: guarded({ kind: 'signedIn' }, <HomePage />) },
      {
        path: paths.about,
        element: guarded(
          { kind: 'signedIn' },
          screen(() => import('../features/about/AboutPage')),
        ),
      },
      {
        path: paths.aboutUs,
        element: guarded(
          { kind: 'signedIn' },
          screen(() => import('../features/about/AboutUsPage')),
        ),
      },
      {
        path: paths.unauthorized,
        element: guarded(
          { kind: 'signedIn' },
          screen(() => import('../features/unauthorized/UnauthorizedPage')),
        ),
      },
      // Every module's pages: which steps, aliases and redirects exist is the variant files' business (StepPage finds them).
      { path: '/:module', element: <ModuleEntryRoute /> },
      {
        path: '/:module/workflow',
        element: (
          <ModuleRoute>
            <WorkflowPage />
          </ModuleRoute>
        ),
      },
      {
        path: '/:module/:step',
        element: (
          <ModuleRoute>
            <StepPage />
          </ModuleRoute>
        ),
      },
      {
        path: '/:module/:step/results',
        element: (
          <ModuleRoute>
            <ResultsPage />
          </ModuleRoute>
        ),
      },
      { path: '*', element: <Navigate to={paths.home} replace /> },
    ],
  },
];

function AppRoutes() {
  return useRoutes(routes);
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}

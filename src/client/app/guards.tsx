import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { guardRedirect, type RouteAccess } from '../../engine/shell/index';
import { HTTPError } from '../api/client';
import { getMyVariant } from '../api/variants';
import { useSession } from '../stores/session';
import { PageSpinner } from '../components/PageSpinner';

/** Renders the route or redirects, by the pure rule in src/engine/shell/guards.ts. */
export function Guard({ access, children }: { access: RouteAccess; children: ReactNode }) {
  const token = useSession((s) => s.token);
  const user = useSession((s) => s.user);
  const landing = useSession((s) => s.landing);
  const to = guardRedirect(access, { signedIn: Boolean(token && user), role: user?.role, landing });
  if (to) return <Navigate to={to} replace />;
  if (access.kind === 'module') return <ModuleCheck moduleName={access.moduleName}>{children}</ModuleCheck>;
  return <>{children}</>;
}

/**
 * The module check against the server's current view (prerequisites change as steps complete, and
 * modules are granted meanwhile): no access or a prerequisite lock → /unauthorized; a 401 → signed
 * out to /. The session's copy of the modules is brought up to date with the answer, so the pages
 * that read it (home) agree with the server too.
 */
function ModuleCheck({ moduleName, children }: { moduleName: string; children: ReactNode }) {
  const location = useLocation();
  const [verdict, setVerdict] = useState<'checking' | 'ok' | string>('checking');
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path within the module asks the server again (access may have changed since).
  useEffect(() => {
    let live = true;
    setVerdict('checking');
    getMyVariant()
      .then((variant) => {
        rememberModules(variant.modules);
        const module = variant.modules.find((m) => m.module_name === moduleName);
        if (live) setVerdict(module?.is_enabled && !module.locked_by_prerequisites ? 'ok' : '/unauthorized');
      })
      .catch((err: unknown) => {
        if (!live) return;
        if (err instanceof HTTPError && err.response.status === 401) {
          useSession.getState().clear();
          setVerdict('/');
        } else setVerdict('/unauthorized');
      });
    return () => {
      live = false;
    };
  }, [moduleName, location.pathname]);
  if (verdict === 'checking') return <PageSpinner />;
  if (verdict !== 'ok') return <Navigate to={verdict} replace />;
  return <>{children}</>;
}

/** The session's copy of the member's modules, as the server now names them. */
function rememberModules(modules: ReadonlyArray<{ module_name: string; locked_by_prerequisites: boolean }>) {
  const { user, setUser } = useSession.getState();
  if (!user) return;
  const fresh = modules.map(({ module_name, locked_by_prerequisites }) => ({ module_name, locked_by_prerequisites }));
  if (JSON.stringify(fresh) !== JSON.stringify(user.modules)) setUser({ ...user, modules: fresh });
}

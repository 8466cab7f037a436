/** What a route requires (spec section 4, route guard). */
export type RouteAccess =
  | { kind: 'public' }
  | { kind: 'login' }
  | { kind: 'signedIn' }
  | { kind: 'admin' }
  | { kind: 'module'; moduleName: string };

export interface GuardState {
  signedIn: boolean;
  role?: 'user' | 'admin' | string;
  /** The user's modules as the client keeps them (name + prerequisite lock). */
  modules?: ReadonlyArray<{ module_name: string; locked_by_prerequisites: boolean }>;
  /** A route the server named at sign-in (first login); the sign-in page sends a member there. */
  landing?: string | null;
}

/** null: render the route; otherwise the path to redirect to. */
export function guardRedirect(access: RouteAccess, state: GuardState): string | null {
  switch (access.kind) {
    case 'public':
      return null;
    case 'login':
      if (!state.signedIn) return null;
      if (state.role === 'admin') return '/admin';
      return state.landing ?? '/home';
    case 'admin':
      if (!state.signedIn) return '/';
      return state.role === 'admin' ? null : '/unauthorized';
    case 'signedIn':
      if (!state.signedIn) return '/';
      return state.role === 'admin' ? '/admin' : null;
    case 'module': {
      if (!state.signedIn) return '/';
      if (state.role === 'admin') return '/admin';
      const module = state.modules?.find((m) => m.module_name === access.moduleName);
      return !module || module.locked_by_prerequisites ? '/unauthorized' : null;
    }
  }
}

/** "/new-team-onboarding/workflow" → "new_team_onboarding": hyphens in routes are underscores in names. */
export const moduleNameFromRoute = (segment: string) => segment.replaceAll('-', '_');

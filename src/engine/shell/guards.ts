/** What a route requires (spec section 4, route guard). */
export type RouteAccess =
  | { kind: 'public' }
  | { kind: 'login' }
  | { kind: 'signedIn' }
  | { kind: 'admin' }
  /** The content studio and the step preview: authors and administrators. */
  | { kind: 'author' }
  | { kind: 'module'; moduleName: string };

export interface GuardState {
  signedIn: boolean;
  role?: 'user' | 'author' | 'admin' | string;
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
      return state.role === 'admin' ? null : state.role === 'author' ? '/admin/content' : '/unauthorized';
    case 'author':
      // An author is a member who also reaches the studio and the preview (docs/decisions.md, "The author role").
      if (!state.signedIn) return '/';
      return state.role === 'admin' || state.role === 'author' ? null : '/unauthorized';
    case 'signedIn':
      if (!state.signedIn) return '/';
      return state.role === 'admin' ? '/admin' : null;
    case 'module':
      // Whether a member may open the module is the server's answer (the route's module check asks it): the copy
      // kept since sign-in goes stale when the intro is completed or a module granted elsewhere.
      if (!state.signedIn) return '/';
      return state.role === 'admin' ? '/admin' : null;
  }
}

/** "/new-team-onboarding/workflow" → "new_team_onboarding": hyphens in routes are underscores in names. */
export const moduleNameFromRoute = (segment: string) => segment.replaceAll('-', '_');

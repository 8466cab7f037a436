/** Every fixed route of the app (spec section 2), for the router and for links. */
export const paths = {
  login: '/',
  passwordReset: '/obnova-hesla',
  home: '/home',
  admin: '/admin',
  adminPreview: '/admin/preview',
  adminContent: '/admin/content',
  about: '/about',
  aboutUs: '/about-us',
  unauthorized: '/unauthorized',
  privacy: '/privacy-policy',
  terms: '/terms-of-service',
  workflow: (moduleName: string) => `/${moduleName.replaceAll('_', '-')}/workflow`,
} as const;

/**
 * The method and path of each privacy route, plain data the browser loads without zod; the routes'
 * contracts are in ../privacy-routes.ts (decision 0025).
 */
export const privacyPaths = {
  exportData: { method: 'GET', path: '/api/user/export' },
} as const;

/**
 * The method and path of each safety route, plain data the browser loads without zod; the routes'
 * contracts are in ../safety-routes.ts (decision 0025).
 */
export const safetyPaths = {
  events: { method: 'GET', path: '/api/admin/safety-events' },
} as const;

/**
 * The method and path of each summary route, plain data the browser loads without zod; the routes'
 * contracts are in ../summary-routes.ts (decision 0025).
 */
export const summaryPaths = {
  summarize: { method: 'POST', path: '/api/conversations/{id}/summary' },
} as const;

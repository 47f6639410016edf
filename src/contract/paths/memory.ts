/**
 * The method and path of each memory route, plain data the browser loads without zod; the routes'
 * contracts are in ../memory-routes.ts (decision 0025).
 */
export const memoryPaths = {
  view: { method: 'GET', path: '/api/memory' },
  turn: { method: 'PATCH', path: '/api/memory' },
  forgetEverything: { method: 'DELETE', path: '/api/memory' },
  editFact: { method: 'PATCH', path: '/api/memory/{id}' },
  deleteFact: { method: 'DELETE', path: '/api/memory/{id}' },
} as const;

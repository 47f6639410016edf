/**
 * The method and path of each file route, plain data the browser loads without zod; the routes'
 * contracts are in ../file-routes.ts (decision 0025).
 */
export const filePaths = {
  upload: { method: 'POST', path: '/api/upload' },
  file: { method: 'GET', path: '/api/files/{id}' },
} as const;

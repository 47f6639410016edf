/**
 * The method and path of each contact route, plain data the browser loads without zod; the routes'
 * contracts are in ../contact-routes.ts (decision 0025).
 */
export const contactPaths = {
  send: { method: 'POST', path: '/api/contact' },
} as const;

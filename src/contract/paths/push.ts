/**
 * The method and path of each push route, plain data the browser loads without zod; the routes'
 * contracts are in ../push-routes.ts (decision 0025).
 */
export const pushPaths = {
  publicKey: { method: 'GET', path: '/api/push/public-key' },
  subscribe: { method: 'POST', path: '/api/push/subscribe' },
  unsubscribe: { method: 'POST', path: '/api/push/unsubscribe' },
} as const;

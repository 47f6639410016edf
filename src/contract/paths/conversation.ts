/**
 * The method and path of each conversation route, plain data the browser loads without zod; the routes'
 * contracts are in ../conversation-routes.ts (decision 0025).
 */
export const conversationPaths = {
  list: { method: 'GET', path: '/api/conversations' },
  search: { method: 'GET', path: '/api/conversations/search' },
  create: { method: 'POST', path: '/api/conversations' },
  detail: { method: 'GET', path: '/api/conversations/{id}' },
  rename: { method: 'PATCH', path: '/api/conversations/{id}' },
  remove: { method: 'DELETE', path: '/api/conversations/{id}' },
  send: { method: 'POST', path: '/api/conversations/{id}/messages' },
  stream: { method: 'POST', path: '/api/conversations/{id}/messages/stream' },
  cut: { method: 'POST', path: '/api/conversations/{id}/messages/{messageId}/cut' },
  export: { method: 'GET', path: '/api/conversations/{id}/export' },
} as const;

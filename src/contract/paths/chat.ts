/**
 * The method and path of each chat route, plain data the browser loads without zod; the routes'
 * contracts are in ../chat-routes.ts (decision 0025).
 */
export const chatPaths = {
  guest: { method: 'POST', path: '/api/chat' },
  guestStream: { method: 'POST', path: '/api/chat/stream' },
  assistant: { method: 'POST', path: '/api/assistant/chat' },
} as const;

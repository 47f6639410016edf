/**
 * The method and path of each route of a person's own voice, plain data the browser loads without zod;
 * the routes' contracts are in ../voice-clone-routes.ts (decision 0025).
 */
export const voiceClonePaths = {
  status: { method: 'GET', path: '/api/voice-clone' },
  create: { method: 'POST', path: '/api/voice-clone' },
  remove: { method: 'DELETE', path: '/api/voice-clone' },
} as const;

/**
 * The method and path of each avatar route, plain data the browser loads without zod; the routes'
 * contracts are in ../avatar-routes.ts (decision 0025).
 */
export const avatarPaths = {
  list: { method: 'GET', path: '/api/voice-avatars' },
  image: { method: 'GET', path: '/api/voice-avatars/{id}/image' },
  customizeName: { method: 'POST', path: '/api/voice-avatars/customize-name' },
  reset: { method: 'POST', path: '/api/voice-avatars/reset' },
  upload: { method: 'POST', path: '/api/voice-avatars/upload' },
} as const;

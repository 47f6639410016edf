/**
 * The method and path of each speech route, plain data the browser loads without zod; the routes'
 * contracts are in ../speech-routes.ts (decision 0025).
 */
export const speechPaths = {
  tts: { method: 'GET', path: '/api/tts' },
  voices: { method: 'GET', path: '/api/tts/voices' },
  transcribe: { method: 'POST', path: '/api/transcribe' },
  warm: { method: 'POST', path: '/api/voice/warm' },
} as const;

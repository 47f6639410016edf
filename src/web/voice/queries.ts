import { queryOptions } from '@tanstack/react-query';
import type { avatarContract } from '../../contract/avatar-routes.js';
import { avatarPaths, speechPaths } from '../../contract/route-paths.js';
import { apiClient } from '../lib/api-client.js';
import { speechApi } from '../lib/speech-api.js';

/** The voice avatar routes, through their contract (decision 0025). */
export const avatarApi = apiClient<typeof avatarContract>(avatarPaths);

/** The avatar list is kept for a minute, then fetched again when next shown; every change refetches it. */
const AVATARS_STALE_MS = 60_000;

/** The voice screen's queries: the cache keys and query functions. */
export const voiceKeys = {
  voices: [speechPaths.voices.path] as const,
  /** Every avatar list, whoever is signed in. */
  avatars: [avatarPaths.list.path] as const,
  /** The avatar list of one person (or of a guest): signing in or out never shows another's. */
  avatarsOf: (userId: number | null) => [avatarPaths.list.path, userId ?? 'guest'] as const,
};

export const voiceQueries = {
  /** GET /api/tts/voices: the voices, the speech models, and who speaks them (the engine). */
  voices: () =>
    queryOptions({
      queryKey: voiceKeys.voices,
      queryFn: ({ signal }) => speechApi.voices(undefined, { signal }),
    }),
  /** GET /api/voice-avatars: the six avatars with the person's own pictures and names (a non-list reads as none). */
  avatars: (userId: number | null) =>
    queryOptions({
      queryKey: voiceKeys.avatarsOf(userId),
      queryFn: async ({ signal }) => {
        const list = await avatarApi.list(undefined, { signal });
        return Array.isArray(list) ? list : [];
      },
      staleTime: AVATARS_STALE_MS,
    }),
};

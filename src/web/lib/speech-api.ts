import { queryOptions } from '@tanstack/react-query';
import { speechPaths } from '../../contract/route-paths.js';
import type { speechContract } from '../../contract/speech-routes.js';
import { apiClient } from './api-client.js';

/** The speech routes, through their contract (decision 0025): the voices and a recording's text. */
export const speechApi = apiClient<typeof speechContract>(speechPaths);

/**
 * GET /api/tts/voices: the voices, the speech models, who speaks them (the engine), and what the server
 * provides around them (transcription, own voices). One cache entry for the voice screen and the plans.
 */
export const voicesQuery = () =>
  queryOptions({
    queryKey: [speechPaths.voices.path] as const,
    queryFn: ({ signal }) => speechApi.voices(undefined, { signal }),
  });

import { useQuery } from '@tanstack/react-query';
import { speechPaths } from '../../contract/paths/speech.js';
import type { speechContract } from '../../contract/speech-routes.js';
import { apiClient } from '../lib/api-client.js';
import type { ServerFeatures } from './plans.js';

/** The voices route alone, through its contract (decision 0025). */
const voicesApi = apiClient<Pick<typeof speechContract, 'voices'>>({ voices: speechPaths.voices });

/**
 * What this server provides that the plans sell only where it is set up: own voices need a cloning
 * provider (`cloning` of GET /api/tts/voices, cached under the voice screen's key for it). Until it is
 * known, nothing extra. Its own client, so that the first page's chunks stay as they are.
 */
export function useServerFeatures(): ServerFeatures {
  const voices = useQuery({
    queryKey: [speechPaths.voices.path],
    queryFn: ({ signal }) => voicesApi.voices(undefined, { signal }),
  });
  return { cloning: voices.data?.cloning === true };
}

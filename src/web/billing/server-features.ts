import { useQuery } from '@tanstack/react-query';
import { speechPaths } from '../../contract/route-paths.js';
import { speechApi } from '../lib/speech-api.js';
import type { ServerFeatures } from './plans.js';

/**
 * What this server provides that the plans sell only where it is set up: own voices need a cloning
 * provider (`cloning` of GET /api/tts/voices, cached under the voice screen's key for it). Until it is
 * known, nothing extra. Kept out of the voice screen's queries so the first page loads nothing more.
 */
export function useServerFeatures(): ServerFeatures {
  const voices = useQuery({
    queryKey: [speechPaths.voices.path],
    queryFn: ({ signal }) => speechApi.voices(undefined, { signal }),
  });
  return { cloning: voices.data?.cloning === true };
}

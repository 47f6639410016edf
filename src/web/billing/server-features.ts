import { useQuery } from '@tanstack/react-query';
import { voicesQuery } from '../lib/speech-api.js';
import type { ServerFeatures } from './plans.js';

/**
 * What this server provides that the plans sell only where it is set up: own voices need a cloning
 * provider (`cloning` of GET /api/tts/voices, the voice screen's query). Until it is known, nothing extra.
 */
export function useServerFeatures(): ServerFeatures {
  const voices = useQuery(voicesQuery());
  return { cloning: voices.data?.cloning === true };
}

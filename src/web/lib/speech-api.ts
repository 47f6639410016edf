import { speechPaths } from '../../contract/route-paths.js';
import type { speechContract } from '../../contract/speech-routes.js';
import { apiClient } from './api-client.js';

/** The speech routes, through their contract (decision 0025): the voices and a recording's text. */
export const speechApi = apiClient<typeof speechContract>(speechPaths);

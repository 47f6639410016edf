import { privacyPaths } from '../../contract/paths/privacy.js';
import { apiRequest } from '../lib/api.js';

// Apart from queries.ts, which the home page loads for its onboarding: this call is for the profile only,
// so it stays out of the first load of /.

/**
 * GET /api/user/export ("Download my data"): the file and the name the server gave it. A refusal
 * (429 after 5 downloads an hour) raises an ApiError with the server's sentence.
 */
export async function fetchAccountData(): Promise<{ blob: Blob; filename: string }> {
  const { method, path } = privacyPaths.exportData;
  const res = await apiRequest(method, path);
  const disposition = res.headers.get('content-disposition') ?? '';
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'voxpert-data.json';
  return { blob: await res.blob(), filename };
}

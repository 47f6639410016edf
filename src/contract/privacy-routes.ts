import { errorBodySchema } from './errors.js';
import { privacyPaths } from './paths/privacy.js';
import { accountExportSchema } from './privacy.js';
import { route } from './route.js';

/**
 * The person's data: a JSON file to download (content-disposition names it), 5 per hour. Apart from
 * the account contract so that only the route that sends the export loads its schema.
 */
export const privacyContract = {
  exportData: route(privacyPaths.exportData, {
    answer: accountExportSchema,
    errors: { 401: errorBodySchema, 429: errorBodySchema },
  }),
};

/**
 * The method and path of each landing route, plain data the browser loads without zod; the routes'
 * contracts are in ../landing-routes.ts (decision 0025).
 */
export const landingPaths = {
  visits: { method: 'POST', path: '/api/landing/visits' },
  clicks: { method: 'POST', path: '/api/landing/clicks' },
  analytics: { method: 'GET', path: '/api/admin/analytics/landing-pages' },
  generateCampaign: { method: 'POST', path: '/api/admin/campaigns/generate' },
} as const;

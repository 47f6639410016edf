/**
 * The method and path of each admin route, plain data the browser loads without zod; the routes'
 * contracts are in ../admin-routes.ts (decision 0025).
 */
export const adminPaths = {
  users: { method: 'GET', path: '/api/admin/users' },
  user: { method: 'GET', path: '/api/admin/users/{id}' },
  updateUser: { method: 'PUT', path: '/api/admin/users/{id}' },
  deleteUser: { method: 'DELETE', path: '/api/admin/users/{id}' },
  tickets: { method: 'GET', path: '/api/admin/contact-tickets' },
  updateTicket: { method: 'PUT', path: '/api/admin/contact-tickets/{id}' },
  apiUsage: { method: 'GET', path: '/api/admin/analytics/api-usage' },
  terminateSessions: { method: 'POST', path: '/api/admin/terminate-sessions' },
  system: { method: 'GET', path: '/api/admin/system' },
  auditLog: { method: 'GET', path: '/api/admin/audit-log' },
} as const;

/**
 * The method and path of each reminder route, plain data the browser loads without zod; the routes'
 * contracts are in ../reminder-routes.ts (decision 0025).
 */
export const reminderPaths = {
  list: { method: 'GET', path: '/api/reminders' },
  calendar: { method: 'GET', path: '/api/reminders.ics' },
  create: { method: 'POST', path: '/api/reminders' },
  update: { method: 'PATCH', path: '/api/reminders/{id}' },
  remove: { method: 'DELETE', path: '/api/reminders/{id}' },
  acknowledge: { method: 'POST', path: '/api/reminders/{id}/acknowledge' },
  followUp: { method: 'POST', path: '/api/reminders/{id}/follow-up' },
  extract: { method: 'POST', path: '/api/extract-reminders' },
} as const;

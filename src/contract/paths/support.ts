/**
 * The method and path of each support route, plain data the browser loads without zod; the routes'
 * contracts are in ../support-routes.ts (decision 0025).
 */
export const supportPaths = {
  ticketReplies: { method: 'GET', path: '/api/admin/contact-tickets/{id}/replies' },
  replyToTicket: { method: 'POST', path: '/api/admin/contact-tickets/{id}/replies' },
  threads: { method: 'GET', path: '/api/support/messages' },
  markAnswersRead: { method: 'POST', path: '/api/support/messages/read' },
} as const;

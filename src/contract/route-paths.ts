/**
 * The method and path of every route with a contract, one object per feature, with no schema (so no
 * zod): what the browser's client needs at run time. The contracts (`<feature>-routes.ts`) are built
 * from these entries, and the client's types check that a table and its contracts agree. Decision 0025.
 */

export const contactPaths = {
  send: { method: 'POST', path: '/api/contact' },
} as const;

export const memoryPaths = {
  view: { method: 'GET', path: '/api/memory' },
  turn: { method: 'PATCH', path: '/api/memory' },
  forgetEverything: { method: 'DELETE', path: '/api/memory' },
  editFact: { method: 'PATCH', path: '/api/memory/{id}' },
  deleteFact: { method: 'DELETE', path: '/api/memory/{id}' },
} as const;

export const summaryPaths = {
  summarize: { method: 'POST', path: '/api/conversations/{id}/summary' },
} as const;

export const supportPaths = {
  ticketReplies: { method: 'GET', path: '/api/admin/contact-tickets/{id}/replies' },
  replyToTicket: { method: 'POST', path: '/api/admin/contact-tickets/{id}/replies' },
  threads: { method: 'GET', path: '/api/support/messages' },
  markAnswersRead: { method: 'POST', path: '/api/support/messages/read' },
} as const;

export const chatPaths = {
  guest: { method: 'POST', path: '/api/chat' },
  guestStream: { method: 'POST', path: '/api/chat/stream' },
  assistant: { method: 'POST', path: '/api/assistant/chat' },
} as const;

export const conversationPaths = {
  list: { method: 'GET', path: '/api/conversations' },
  search: { method: 'GET', path: '/api/conversations/search' },
  create: { method: 'POST', path: '/api/conversations' },
  detail: { method: 'GET', path: '/api/conversations/{id}' },
  rename: { method: 'PATCH', path: '/api/conversations/{id}' },
  remove: { method: 'DELETE', path: '/api/conversations/{id}' },
  send: { method: 'POST', path: '/api/conversations/{id}/messages' },
  stream: { method: 'POST', path: '/api/conversations/{id}/messages/stream' },
  cut: { method: 'POST', path: '/api/conversations/{id}/messages/{messageId}/cut' },
  export: { method: 'GET', path: '/api/conversations/{id}/export' },
} as const;

export const billingPaths = {
  subscription: { method: 'GET', path: '/api/subscription' },
  create: { method: 'POST', path: '/api/create-subscription' },
  sandboxConfirm: { method: 'POST', path: '/api/billing/sandbox/confirm' },
  cancel: { method: 'POST', path: '/api/subscription/cancel' },
  resubscribe: { method: 'POST', path: '/api/subscription/resubscribe' },
  changePlan: { method: 'POST', path: '/api/subscription/change-plan' },
  quote: { method: 'GET', path: '/api/subscription/plan-change-quote' },
  mode: { method: 'GET', path: '/api/billing/mode' },
  sync: { method: 'POST', path: '/api/subscription/sync' },
  stripeWebhook: { method: 'POST', path: '/api/stripe/webhook' },
} as const;

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

export const accountPaths = {
  register: { method: 'POST', path: '/api/register' },
  login: { method: 'POST', path: '/api/login' },
  logout: { method: 'POST', path: '/api/logout' },
  user: { method: 'GET', path: '/api/user' },
  updateProfile: { method: 'PATCH', path: '/api/user' },
  changeEmail: { method: 'POST', path: '/api/user/email' },
  changePassword: { method: 'POST', path: '/api/user/password' },
  picture: { method: 'GET', path: '/api/user/picture' },
  removePicture: { method: 'DELETE', path: '/api/user/picture' },
  uploadPicture: { method: 'PUT', path: '/api/user/picture' },
  settings: { method: 'GET', path: '/api/user/settings' },
  saveSettings: { method: 'POST', path: '/api/user/settings' },
  notificationSettings: { method: 'POST', path: '/api/user/notification-settings' },
  deleteAccount: { method: 'POST', path: '/api/user/delete' },
  verifySecurityQuestion: { method: 'POST', path: '/api/verify-security-question' },
  resetPassword: { method: 'POST', path: '/api/reset-password' },
} as const;

export const privacyPaths = {
  exportData: { method: 'GET', path: '/api/user/export' },
} as const;

export const landingPaths = {
  visits: { method: 'POST', path: '/api/landing/visits' },
  clicks: { method: 'POST', path: '/api/landing/clicks' },
  analytics: { method: 'GET', path: '/api/admin/analytics/landing-pages' },
  generateCampaign: { method: 'POST', path: '/api/admin/campaigns/generate' },
} as const;

export const pushPaths = {
  publicKey: { method: 'GET', path: '/api/push/public-key' },
  subscribe: { method: 'POST', path: '/api/push/subscribe' },
  unsubscribe: { method: 'POST', path: '/api/push/unsubscribe' },
} as const;

export const speechPaths = {
  tts: { method: 'GET', path: '/api/tts' },
  voices: { method: 'GET', path: '/api/tts/voices' },
  transcribe: { method: 'POST', path: '/api/transcribe' },
  warm: { method: 'POST', path: '/api/voice/warm' },
} as const;

export const voiceClonePaths = {
  status: { method: 'GET', path: '/api/voice-clone' },
  create: { method: 'POST', path: '/api/voice-clone' },
  remove: { method: 'DELETE', path: '/api/voice-clone' },
} as const;

export const avatarPaths = {
  list: { method: 'GET', path: '/api/voice-avatars' },
  image: { method: 'GET', path: '/api/voice-avatars/{id}/image' },
  customizeName: { method: 'POST', path: '/api/voice-avatars/customize-name' },
  reset: { method: 'POST', path: '/api/voice-avatars/reset' },
  upload: { method: 'POST', path: '/api/voice-avatars/upload' },
} as const;

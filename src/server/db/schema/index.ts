export * from './admin.js';
export * from './billing.js';
export * from './conversations.js';
export * from './idempotency.js';
export * from './push.js';
export * from './reminders.js';
export * from './sessions.js';
export * from './users.js';

/**
 * The method and path of each account route, plain data the browser loads without zod; the routes'
 * contracts are in ../account-routes.ts (decision 0025).
 */
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

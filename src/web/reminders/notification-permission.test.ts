import { describe, expect, it, vi } from 'vitest';
import { enableNotifications, type NotificationApi, notificationState } from './notification-permission.js';

/** A Notification stand-in whose prompt answers `answer` (or throws). */
function fakeApi(
  answer: NotificationPermission | Error,
  style: 'promise' | 'callback' = 'promise',
): NotificationApi & { asked: number } {
  const api = {
    permission: 'default' as NotificationPermission,
    asked: 0,
    requestPermission(callback?: (p: NotificationPermission) => void) {
      api.asked += 1;
      if (answer instanceof Error) {
        if (style === 'callback') throw answer;
        return Promise.reject(answer);
      }
      api.permission = answer;
      if (style === 'callback') {
        queueMicrotask(() => callback?.(answer));
        return undefined as unknown as Promise<NotificationPermission>;
      }
      return Promise.resolve(answer);
    },
  };
  return api;
}

describe('notification permission', () => {
  it('says unsupported when the browser has no Notification', () => {
    expect(notificationState(null)).toBe('unsupported');
    expect(notificationState(fakeApi('granted'))).toBe('default');
  });

  it('on an iPhone or iPad outside the installed app: install first, whatever the browser has', () => {
    expect(notificationState(null, true)).toBe('install-first');
    expect(notificationState(fakeApi('granted'), true)).toBe('install-first');
    expect(notificationState(fakeApi('granted'), false)).toBe('default');
  });

  it('saves the setting only once permission is granted', async () => {
    const save = vi.fn(async () => ({}));
    const api = fakeApi('granted');
    await expect(enableNotifications(api, save)).resolves.toBe('enabled');
    expect(api.asked).toBe(1);
    expect(save).toHaveBeenCalledTimes(1);
    expect(notificationState(api)).toBe('granted');
  });

  it('works with the callback form of older browsers', async () => {
    const save = vi.fn(async () => ({}));
    await expect(enableNotifications(fakeApi('granted', 'callback'), save)).resolves.toBe('enabled');
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('does not save when denied or when the prompt is closed', async () => {
    const save = vi.fn(async () => ({}));
    await expect(enableNotifications(fakeApi('denied'), save)).resolves.toBe('denied');
    await expect(enableNotifications(fakeApi('default'), save)).resolves.toBe('dismissed');
    expect(save).not.toHaveBeenCalled();
  });

  it('fails when the prompt throws, the save fails, or there is no Notification', async () => {
    const save = vi.fn(async () => ({}));
    await expect(enableNotifications(fakeApi(new Error('blocked')), save)).resolves.toBe('failed');
    await expect(enableNotifications(fakeApi(new Error('old'), 'callback'), save)).resolves.toBe('failed');
    await expect(enableNotifications(null, save)).resolves.toBe('failed');
    expect(save).not.toHaveBeenCalled();
    const failingSave = vi.fn(async () => {
      throw new Error('500: boom');
    });
    await expect(enableNotifications(fakeApi('granted'), failingSave)).resolves.toBe('failed');
  });
});

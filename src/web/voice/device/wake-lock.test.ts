import { describe, expect, it } from 'vitest';
import { settle } from '../deferred.test-helpers.js';
import { createWakeLock, type WakeLockHandle } from './wake-lock.js';

/** A browser's wake lock: each request's handle, releasable by the page or by the browser (hidden). */
function fakeBrowser(refuse = false) {
  const handles: (WakeLockHandle & { byBrowser: () => void })[] = [];
  let visible = true;
  const request = async () => {
    if (refuse) throw new DOMException('not allowed', 'NotAllowedError');
    const listeners: (() => void)[] = [];
    const handle = {
      released: false,
      async release() {
        if (handle.released) return;
        handle.released = true;
        for (const l of listeners) l();
      },
      addEventListener(_type: 'release', l: () => void) {
        listeners.push(l);
      },
      byBrowser() {
        void handle.release();
      },
    };
    handles.push(handle);
    return handle;
  };
  return {
    handles,
    request,
    visible: () => visible,
    setVisible(v: boolean) {
      visible = v;
      // The browser lets go of every wake lock of a hidden page.
      if (!v) for (const h of handles) h.byBrowser();
    },
  };
}

describe('the screen wake lock during a conversation', () => {
  it('is held while the conversation goes on and released when it rests', async () => {
    const b = fakeBrowser();
    const lock = createWakeLock({ request: b.request, visible: b.visible });
    lock.setActive(true);
    await settle();
    expect(lock.held()).toBe(true);
    lock.setActive(true);
    await settle();
    expect(b.handles).toHaveLength(1);
    lock.setActive(false);
    expect(lock.held()).toBe(false);
    expect(b.handles[0]?.released).toBe(true);
  });

  it('is let go while hidden and asked for again when visible, if the conversation goes on', async () => {
    const b = fakeBrowser();
    const lock = createWakeLock({ request: b.request, visible: b.visible });
    lock.setActive(true);
    await settle();
    b.setVisible(false);
    lock.visibilityChanged();
    await settle();
    expect(lock.held()).toBe(false);
    expect(b.handles).toHaveLength(1);
    b.setVisible(true);
    lock.visibilityChanged();
    await settle();
    expect(lock.held()).toBe(true);
    expect(b.handles).toHaveLength(2);
    lock.setActive(false);
    b.setVisible(false);
    b.setVisible(true);
    lock.visibilityChanged();
    await settle();
    expect(b.handles).toHaveLength(2);
  });

  it('ended while the browser was answering: released at once', async () => {
    const b = fakeBrowser();
    const lock = createWakeLock({ request: b.request, visible: b.visible });
    lock.setActive(true);
    lock.setActive(false);
    await settle();
    expect(b.handles[0]?.released).toBe(true);
    expect(lock.held()).toBe(false);
  });

  it('refused, or not in this browser: nothing breaks', async () => {
    const refused = createWakeLock({ request: fakeBrowser(true).request, visible: () => true });
    refused.setActive(true);
    await settle();
    expect(refused.held()).toBe(false);
    const none = createWakeLock({ request: null, visible: () => true });
    none.setActive(true);
    expect(none.held()).toBe(false);
  });
});

import { useEffect, useRef, useState } from 'react';
import { VIBRATION, vibrate } from '../../lib/vibration.js';
import type { VoiceStatus } from '../loop/voice-loop-state.js';
import { createMediaSessionControl, type MediaSessionActions } from './media-session.js';
import { createWakeLock, type WakeLockHandle } from './wake-lock.js';

type PhoneConversation = {
  /** The loop's status (the lock screen's Pause and Play, the buzz when listening starts). */
  status: VoiceStatus;
  /** A conversation is going on (statusView): the screen stays on. */
  goingOn: boolean;
  expertName: string;
  avatarUrl: string | null;
  /** The microphone's tap: stops the expert while it talks, listens when ready. */
  onMicrophone: () => void;
  /** Closes the microphone (the page was hidden); a reply being spoken goes on. */
  closeMicrophone: () => void;
  /** The lock screen's Pause and Play while the expert speaks: the reply held, and going on. */
  pauseReply: () => void;
  resumeReply: () => void;
};

function browserWakeLock(): (() => Promise<WakeLockHandle>) | null {
  const wakeLock = (
    navigator as Navigator & { wakeLock?: { request(type: 'screen'): Promise<WakeLockHandle> } }
  ).wakeLock;
  return wakeLock ? () => wakeLock.request('screen') : null;
}

/**
 * What a conversation does on a phone: the screen kept on while it goes on (Screen Wake Lock), the
 * expert shown on the lock screen with Pause and Play (Media Session), a buzz when listening starts,
 * and the microphone closed when the page is hidden.
 */
export function usePhoneConversation(view: PhoneConversation): void {
  const latest = useRef(view);
  latest.current = view;
  // Made once the page runs in a browser (the build's prerender has no navigator).
  const [device, setDevice] = useState<ReturnType<typeof phoneDevice> | null>(null);
  useEffect(() => {
    const made = phoneDevice(() => latest.current);
    setDevice(made);
    const changed = () => {
      if (document.visibilityState === 'hidden') latest.current.closeMicrophone();
      made.wakeLock.visibilityChanged();
    };
    document.addEventListener('visibilitychange', changed);
    return () => {
      document.removeEventListener('visibilitychange', changed);
      made.wakeLock.setActive(false);
      made.media.clear();
    };
  }, []);

  const { status, goingOn, expertName, avatarUrl } = view;
  useEffect(() => device?.wakeLock.setActive(goingOn), [device, goingOn]);
  useEffect(() => {
    device?.media.update({ status, expertName, avatarUrl, origin: window.location.origin });
  }, [device, status, expertName, avatarUrl]);

  const wasListening = useRef(false);
  useEffect(() => {
    const listening = status === 'listening';
    if (listening && !wasListening.current) vibrate(VIBRATION.listening);
    wasListening.current = listening;
  }, [status]);
}

/** The browser's wake lock and media session, driven by the screen's latest view. */
function phoneDevice(view: () => PhoneConversation) {
  const wakeLock = createWakeLock({
    request: browserWakeLock(),
    visible: () => document.visibilityState === 'visible',
  });
  const actions = (): MediaSessionActions => ({
    pause: () => view().pauseReply(),
    resume: () => view().resumeReply(),
    stop: () => {
      const { status, onMicrophone } = view();
      if (status === 'speaking' || status === 'thinking') onMicrophone();
    },
    listen: () => {
      const { status, onMicrophone } = view();
      if (status === 'ready' || status === 'asleep') onMicrophone();
    },
  });
  const session =
    'mediaSession' in navigator && typeof MediaMetadata === 'function' ? navigator.mediaSession : null;
  const media = createMediaSessionControl(session, (init) => new MediaMetadata(init), actions);
  return { wakeLock, media };
}

import type { VoiceStatus } from '../loop/voice-loop-state.js';

/**
 * Media Session: once a conversation has started, the phone's lock screen, notification shade and
 * headset buttons show who is talking (the expert's name and picture) and control it. Pause, while the
 * expert speaks, holds the reply where it is, and Play goes on from there; Pause while the expert is
 * still thinking stops it, as a tap on the microphone does; Play, when the conversation rests, listens
 * again (as the tap does then). Leaving the voice screen clears it.
 */

/** The part of navigator.mediaSession this uses. */
export type MediaSessionLike = {
  metadata: MediaMetadata | null;
  playbackState: MediaSessionPlaybackState;
  setActionHandler(action: 'play' | 'pause', handler: (() => void) | null): void;
};

export type MediaSessionView = {
  status: VoiceStatus;
  expertName: string;
  /** The expert's picture (a path, an absolute address or a data: URL), or null. */
  avatarUrl: string | null;
  /** The page's address, to make a path absolute. */
  origin: string;
};

export type MediaSessionActions = {
  /** Hold the reply being spoken where it is. */
  pause: () => void;
  /** Go on with the held reply. */
  resume: () => void;
  /** Stop the expert (the microphone's tap while it thinks). */
  stop: () => void;
  /** Listen again (the microphone's tap when ready). */
  listen: () => void;
};

const talking = (status: VoiceStatus) => status === 'speaking' || status === 'thinking';
const resting = (status: VoiceStatus) => status === 'ready' || status === 'asleep' || status === 'paused';

/** What the session says at this moment of a conversation under way. */
export function mediaSessionState(view: MediaSessionView): {
  title: string;
  artwork: { src: string }[];
  playbackState: MediaSessionPlaybackState;
  /** The button offered: Pause while the expert talks, Play while it is held or the conversation rests, else none. */
  action: 'pause' | 'play' | null;
} {
  return {
    title: view.expertName,
    artwork: view.avatarUrl ? [{ src: new URL(view.avatarUrl, view.origin).href }] : [],
    playbackState: talking(view.status) ? 'playing' : 'paused',
    action: talking(view.status) ? 'pause' : resting(view.status) ? 'play' : null,
  };
}

/**
 * Keeps `session` in step with the conversation from its first turn on. `makeMetadata` is the
 * browser's MediaMetadata constructor (passed in, so tests use a plain object).
 */
export function createMediaSessionControl(
  session: MediaSessionLike | null,
  makeMetadata: (init: MediaMetadataInit) => MediaMetadata,
  actions: () => MediaSessionActions,
) {
  let started = false;
  let shown: string | null = null;
  return {
    update(view: MediaSessionView): void {
      if (!session) return;
      started ||= !resting(view.status) && view.status !== 'unavailable';
      if (!started) return;
      const next = mediaSessionState(view);
      const key = `${next.title}\n${next.artwork[0]?.src ?? ''}`;
      if (key !== shown) {
        shown = key;
        session.metadata = makeMetadata({ title: next.title, artist: 'Voxpert', artwork: next.artwork });
      }
      session.playbackState = next.playbackState;
      const { status } = view;
      session.setActionHandler(
        'pause',
        next.action === 'pause' ? () => (status === 'speaking' ? actions().pause() : actions().stop()) : null,
      );
      session.setActionHandler(
        'play',
        next.action === 'play' ? () => (status === 'paused' ? actions().resume() : actions().listen()) : null,
      );
    },
    /** Leaving the voice screen: the phone shows nothing of it any more. */
    clear(): void {
      if (!session || !started) return;
      started = false;
      shown = null;
      session.metadata = null;
      session.playbackState = 'none';
      session.setActionHandler('play', null);
      session.setActionHandler('pause', null);
    },
  };
}

import { describe, expect, it } from 'vitest';
import type { VoiceStatus } from '../loop/voice-loop-state.js';
import { createMediaSessionControl, type MediaSessionLike } from './media-session.js';

function fakeSession() {
  const handlers = new Map<string, (() => void) | null>();
  const session: MediaSessionLike & { handlers: typeof handlers } = {
    metadata: null,
    playbackState: 'none',
    handlers,
    setActionHandler(action, handler) {
      handlers.set(action, handler);
    },
  };
  return session;
}

function setup() {
  const session = fakeSession();
  const calls: string[] = [];
  let made = 0;
  const control = createMediaSessionControl(
    session,
    (init) => {
      made += 1;
      return init as MediaMetadata;
    },
    () => ({
      pause: () => void calls.push('pause'),
      resume: () => void calls.push('resume'),
      stop: () => void calls.push('stop'),
      listen: () => void calls.push('listen'),
    }),
  );
  const show = (status: VoiceStatus, avatarUrl: string | null = '/avatars/nova.png') =>
    control.update({ status, expertName: 'Dr. Maya', avatarUrl, origin: 'https://voxpert.example' });
  return { session, calls, control, show, made: () => made };
}

describe('Media Session during a conversation', () => {
  it('shows nothing before the first turn', () => {
    const t = setup();
    t.show('ready');
    expect(t.session.metadata).toBeNull();
    expect(t.session.handlers.size).toBe(0);
  });

  it('while the expert speaks: its name and picture, playing, and Pause holds the reply', () => {
    const t = setup();
    t.show('listening');
    t.show('speaking');
    expect(t.session.metadata).toEqual({
      title: 'Dr. Maya',
      artist: 'Voxpert',
      artwork: [{ src: 'https://voxpert.example/avatars/nova.png' }],
    });
    expect(t.session.playbackState).toBe('playing');
    expect(t.session.handlers.get('play')).toBeNull();
    t.session.handlers.get('pause')?.();
    expect(t.calls).toEqual(['pause']);
  });

  it('held: paused, and Play goes on with the reply; while the expert thinks, Pause stops it', () => {
    const t = setup();
    t.show('speaking');
    t.show('paused');
    expect(t.session.playbackState).toBe('paused');
    expect(t.session.handlers.get('pause')).toBeNull();
    t.session.handlers.get('play')?.();
    t.show('thinking');
    t.session.handlers.get('pause')?.();
    expect(t.calls).toEqual(['resume', 'stop']);
  });

  it('when the conversation rests: paused, and Play listens again; none while listening', () => {
    const t = setup();
    t.show('thinking');
    t.show('ready');
    expect(t.session.playbackState).toBe('paused');
    expect(t.session.handlers.get('pause')).toBeNull();
    t.session.handlers.get('play')?.();
    expect(t.calls).toEqual(['listen']);
    t.show('listening');
    expect(t.session.handlers.get('play')).toBeNull();
    expect(t.session.handlers.get('pause')).toBeNull();
  });

  it('makes new metadata only when the expert or picture changes; without a picture, no artwork', () => {
    const t = setup();
    t.show('speaking');
    t.show('ready');
    t.show('speaking');
    expect(t.made()).toBe(1);
    t.show('speaking', null);
    expect(t.made()).toBe(2);
    expect(t.session.metadata?.artwork).toEqual([]);
  });

  it('leaving the screen clears it', () => {
    const t = setup();
    t.show('speaking');
    t.control.clear();
    expect(t.session.metadata).toBeNull();
    expect(t.session.playbackState).toBe('none');
    expect(t.session.handlers.get('pause')).toBeNull();
    expect(t.session.handlers.get('play')).toBeNull();
  });
});

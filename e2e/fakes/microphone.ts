import type { MicrophoneMode, MicrophoneRecord } from './types.js';

/**
 * Init script (page.addInitScript) for the MediaRecorder fallback path: getUserMedia answers as
 * `mode` says, and every call and recorder step is logged on window.__voxFake.microphone.
 * 'tone' gives a real MediaStream (an oscillator through Web Audio), so the page's real
 * MediaRecorder records real (if dull) audio without any launch flag. 'real' leaves getUserMedia
 * alone: in headless Chromium it then fails with NotFoundError unless the browser was launched with
 * --use-fake-device-for-media-stream (see fakeMicrophoneArgs in index.ts).
 * Playwright sends this function's source to the page: it must use nothing from outside its body.
 */
export function installMicrophoneFake(mode: MicrophoneMode): void {
  const w = window as unknown as { __voxFake?: Record<string, unknown> };
  const root = w.__voxFake ?? {};
  w.__voxFake = root;
  const log: MicrophoneRecord[] = [];
  const now = () => performance.now();
  root.microphone = { log: () => JSON.parse(JSON.stringify(log)) as MicrophoneRecord[] };

  const devices = navigator.mediaDevices;
  if (devices) {
    const real = devices.getUserMedia.bind(devices);
    let context: AudioContext | null = null;
    const tone = (): MediaStream => {
      context ??= new AudioContext();
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      gain.gain.value = 0.1;
      const sink = context.createMediaStreamDestination();
      oscillator.connect(gain).connect(sink);
      oscillator.start();
      return sink.stream;
    };
    devices.getUserMedia = async (constraints?: MediaStreamConstraints) => {
      const entry: MicrophoneRecord = {
        method: 'getUserMedia',
        constraints: JSON.stringify(constraints ?? {}),
        at: now(),
      };
      log.push(entry);
      try {
        let stream: MediaStream;
        if (mode === 'denied') throw new DOMException('Permission denied', 'NotAllowedError');
        if (mode === 'missing') throw new DOMException('Requested device not found', 'NotFoundError');
        if (mode === 'tone' && constraints?.audio && !constraints.video) stream = tone();
        else stream = await real(constraints);
        entry.outcome = 'ok';
        return stream;
      } catch (err) {
        entry.outcome = err instanceof DOMException ? err.name : String(err);
        throw err;
      }
    };
  }

  if (typeof MediaRecorder === 'function') {
    const proto = MediaRecorder.prototype;
    const start = proto.start;
    const stop = proto.stop;
    const watched = new WeakSet<MediaRecorder>();
    proto.start = function (this: MediaRecorder, timeslice?: number) {
      log.push({ method: 'recorder-start', outcome: this.mimeType, at: now() });
      if (!watched.has(this)) {
        watched.add(this);
        this.addEventListener('dataavailable', (e) =>
          log.push({ method: 'dataavailable', size: e.data.size, at: now() }),
        );
      }
      return timeslice === undefined ? start.call(this) : start.call(this, timeslice);
    };
    proto.stop = function (this: MediaRecorder) {
      log.push({ method: 'recorder-stop', at: now() });
      return stop.call(this);
    };
  }
}

import { chmodSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { signSpeechText } from '../../src/server/speech/speech-token.js';
import { testConfig } from './app.js';

export const ESPEAK = '/usr/bin/espeak-ng';

/** A fresh folder under the system temp dir. */
export function tempDir(prefix = 'vox-speech-'): string {
  return mkdtempSync(path.join(tmpdir(), prefix));
}

/**
 * A stand-in for espeak-ng that appends its process id to a log, then becomes the real espeak-ng
 * (exec keeps the pid): every run of the engine is counted, and a running one can be found.
 */
export function countingEspeak(dir: string): { path: string; runs(): number[] } {
  const log = path.join(dir, 'espeak-runs.log');
  writeFileSync(log, '');
  const script = path.join(dir, 'espeak-counting.sh');
  writeFileSync(script, `#!/bin/sh\necho $$ >> '${log}'\nexec ${ESPEAK} "$@"\n`);
  chmodSync(script, 0o755);
  return {
    path: script,
    runs: () => readFileSync(log, 'utf8').split('\n').filter(Boolean).map(Number),
  };
}

/** A program that fails like a broken espeak-ng: a message on stderr, exit code 3, no audio. */
export function failingProgram(dir: string): string {
  const script = path.join(dir, 'espeak-failing.sh');
  writeFileSync(script, "#!/bin/sh\necho 'broken voice data' >&2\nexit 3\n");
  chmodSync(script, 0o755);
  return script;
}

export type WavInfo = {
  channels: number;
  sampleRate: number;
  byteRate: number;
  dataBytes: number;
  seconds: number;
};

/**
 * Reads a WAV header. espeak-ng streams with placeholder sizes (it cannot know them), so the data
 * size and duration are measured from the bytes actually received after the data chunk header.
 */
export function readWav(wav: Buffer): WavInfo {
  if (wav.toString('ascii', 0, 4) !== 'RIFF' || wav.toString('ascii', 8, 12) !== 'WAVE') {
    throw new Error(`not a WAV file: ${wav.subarray(0, 16).toString('hex')}`);
  }
  let offset = 12;
  let fmt: { channels: number; sampleRate: number; byteRate: number } | undefined;
  while (offset + 8 <= wav.length) {
    const id = wav.toString('ascii', offset, offset + 4);
    const size = wav.readUInt32LE(offset + 4);
    if (id === 'fmt ') {
      fmt = {
        channels: wav.readUInt16LE(offset + 10),
        sampleRate: wav.readUInt32LE(offset + 12),
        byteRate: wav.readUInt32LE(offset + 16),
      };
    }
    if (id === 'data') {
      if (!fmt) throw new Error('WAV data before fmt');
      const dataBytes = Math.min(size, wav.length - offset - 8);
      return { ...fmt, dataBytes, seconds: dataBytes / fmt.byteRate };
    }
    offset += 8 + size + (size % 2);
  }
  throw new Error('WAV without a data chunk');
}

/** Polls until `check` is true (or throws after `timeoutMs`). */
export async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 5000, what = 'condition') {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** True while a process with this id exists. */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** GET /api/tts with the query and a guest's speech token for its text (as a guest reply carries). */
export function ttsPath(query: Record<string, string>): string {
  const token = signSpeechText(testConfig().sessionSecret, query.text ?? '', new Date());
  return `/api/tts?${new URLSearchParams({ ...query, token })}`;
}

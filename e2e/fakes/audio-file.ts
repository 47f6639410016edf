// WAV files for Chromium's fake microphone (--use-file-for-fake-audio-capture), made at test time with
// espeak-ng and ffmpeg from a script of parts: silence, a sentence said (at a gain: an expert's voice
// "on the speakers" is quieter than the person's), or a cough (a short burst of shaped noise).
// 16 kHz mono, 16-bit. The same script gives the same file, made once per machine.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export type AudioPart =
  | { silence: number }
  | { say: string; voice?: string; gain?: number }
  /** A cough: this many seconds of noise that bursts and fades. */
  | { cough: number };

const FORMAT = ['-ar', '16000', '-ac', '1', '-c:a', 'pcm_s16le'];

function ffmpeg(args: string[]): void {
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args]);
}

function makePart(part: AudioPart, file: string): void {
  if ('silence' in part) {
    ffmpeg(['-f', 'lavfi', '-i', 'anullsrc=r=16000:cl=mono', '-t', String(part.silence), ...FORMAT, file]);
  } else if ('say' in part) {
    const raw = `${file}.espeak.wav`;
    execFileSync('espeak-ng', ['-v', part.voice ?? 'en-us', '-s', '150', '-w', raw, part.say]);
    ffmpeg(['-i', raw, '-af', `volume=${part.gain ?? 1}`, ...FORMAT, file]);
    rmSync(raw);
  } else {
    const d = part.cough;
    ffmpeg([
      '-f',
      'lavfi',
      '-i',
      `anoisesrc=d=${d}:c=brown:a=0.6:r=16000`,
      '-af',
      `afade=t=in:d=0.02,afade=t=out:st=0.05:d=${d - 0.05},highpass=f=200`,
      ...FORMAT,
      file,
    ]);
  }
}

/** The WAV for `parts` (made on first use); its path, for the launch flag. */
export function fakeAudioFile(parts: AudioPart[]): string {
  const key = createHash('sha256').update(JSON.stringify(parts)).digest('hex').slice(0, 16);
  const dir = path.join(tmpdir(), 'vox-fake-audio');
  const out = path.join(dir, `${key}.wav`);
  if (existsSync(out)) return out;
  const work = path.join(dir, `${key}-${process.pid}`);
  mkdirSync(work, { recursive: true });
  const files = parts.map((part, i) => {
    const file = path.join(work, `${i}.wav`);
    makePart(part, file);
    return file;
  });
  const inputs = files.flatMap((f) => ['-i', f]);
  const filter = `${files.map((_, i) => `[${i}:a]`).join('')}concat=n=${files.length}:v=0:a=1[out]`;
  ffmpeg([...inputs, '-filter_complex', filter, '-map', '[out]', ...FORMAT, `${work}/all.wav`]);
  renameSync(`${work}/all.wav`, out);
  rmSync(work, { recursive: true, force: true });
  return out;
}

/** The launch flag that plays `parts` once into the fake microphone, from when it opens. */
export const fakeAudioArg = (parts: AudioPart[]) =>
  `--use-file-for-fake-audio-capture=${fakeAudioFile(parts)}%noloop`;

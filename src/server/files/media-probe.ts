import { spawn } from 'node:child_process';

export type MediaInfo = { durationSeconds?: number; width?: number; height?: number; hasAudio: boolean };

const RUN_LIMIT_MS = 60_000;

/** Runs ffmpeg with `args`; resolves with its exit code and the end of its error output. */
export function runFfmpeg(ffmpeg: string, args: string[]): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpeg, ['-hide_banner', '-nostdin', ...args], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString('utf8')).slice(-20_000);
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), RUN_LIMIT_MS);
    child.on('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}

/** Duration, picture size and whether there is sound, from ffmpeg's description of the file. */
export async function probeMedia(ffmpeg: string, file: string): Promise<MediaInfo> {
  const { stderr } = await runFfmpeg(ffmpeg, ['-i', file]);
  const duration = /Duration: (\d+):(\d\d):(\d\d(?:\.\d+)?)/.exec(stderr);
  const video = /Stream #.*?: Video: .*?(\d{2,5})x(\d{2,5})/.exec(stderr);
  const info: MediaInfo = { hasAudio: /Stream #.*?: Audio:/.test(stderr) };
  if (duration) {
    info.durationSeconds =
      Math.round((Number(duration[1]) * 3600 + Number(duration[2]) * 60 + Number(duration[3])) * 10) / 10;
  }
  if (video) {
    info.width = Number(video[1]);
    info.height = Number(video[2]);
  }
  return info;
}

/** The sound of a video (or any audio) as 16 kHz mono WAV, for transcription; false when it has none. */
export async function extractAudio(ffmpeg: string, file: string, to: string): Promise<boolean> {
  const { code } = await runFfmpeg(ffmpeg, [
    '-y',
    '-i',
    file,
    '-vn',
    '-ac',
    '1',
    '-ar',
    '16000',
    '-f',
    'wav',
    to,
  ]);
  return code === 0;
}

/** One frame from the middle of a video, as JPEG. */
export async function extractFrame(ffmpeg: string, file: string, at: number, to: string): Promise<boolean> {
  const { code } = await runFfmpeg(ffmpeg, [
    '-y',
    '-ss',
    String(Math.max(0, at)),
    '-i',
    file,
    '-frames:v',
    '1',
    '-vf',
    'scale=512:-2',
    '-f',
    'image2',
    to,
  ]);
  return code === 0;
}

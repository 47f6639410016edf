import { type ChildProcessWithoutNullStreams, spawn as nodeSpawn } from 'node:child_process';
import { PassThrough } from 'node:stream';
import { SpeechErrorCode, speechMessages } from '../../contract/speech.js';
import { AppError } from '../http/app-error.js';
import { espeakArgs } from './espeak-voices.js';
import type { SpeechAudio, SpeechEngine, SpeechRequest } from './speech-engine.js';

export type SpawnFn = (command: string, args: string[]) => ChildProcessWithoutNullStreams;

const defaultSpawn: SpawnFn = (command, args) => nodeSpawn(command, args, { stdio: 'pipe' });

/**
 * Speaks with the local espeak-ng program: the text on stdin, WAV from stdout passed on as it is
 * produced. The process is killed when the listener goes away; a failure before the first byte
 * answers 502, a failure after it ends the stream with an error.
 */
export function espeakEngine(deps: { path: string; spawn?: SpawnFn }): SpeechEngine {
  const spawn = deps.spawn ?? defaultSpawn;
  return {
    name: 'espeak',
    speak: (request, signal) => run(spawn, deps.path, request, signal),
  };
}

function run(
  spawn: SpawnFn,
  path: string,
  request: SpeechRequest,
  signal: AbortSignal,
): Promise<SpeechAudio> {
  return new Promise((resolve, reject) => {
    const child = spawn(path, espeakArgs(request.voice, request.lang, request.speed));
    const body = new PassThrough();
    body.on('error', () => {}); // seen by the consumer; must not crash before one is attached
    let started = false;
    let stderr = '';
    const fail = (detail: string) => {
      const error = new AppError(SpeechErrorCode.ttsFailed, 502, speechMessages.ttsFailed);
      error.cause = detail;
      if (started) body.destroy(error);
      else reject(error);
    };
    const kill = () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    };

    if (signal.aborted) {
      kill();
      reject(new Error('speech request aborted'));
      return;
    }
    signal.addEventListener('abort', () => {
      kill();
      body.destroy();
    });
    body.on('close', kill); // the listener went away (or the audio was all read and the child is done)

    child.on('error', (err) => fail(`espeak-ng could not start: ${err.message}`));
    child.stdin.on('error', () => {}); // EPIPE when espeak-ng exits early; its exit code tells the story
    child.stdin.end(request.text, 'utf8');
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < 1000) stderr += chunk.toString('utf8');
    });
    child.stdout.once('data', () => {
      started = true;
      resolve({ contentType: 'audio/wav', body });
    });
    child.stdout.pipe(body, { end: false });
    child.on('close', (code, sig) => {
      if (code === 0 && started) body.end();
      else fail(`espeak-ng ended with ${sig ?? `code ${code}`}${stderr ? `: ${stderr.trim()}` : ''}`);
    });
  });
}

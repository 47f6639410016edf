/**
 * The browser's marks of a voice turn (its latency budget): final transcript, sentence queued,
 * speech requested, audio playing. They are User Timing marks named "vox:{stage}" (with the speech
 * queue's detail), so the browser test, the benchmark and the developer tools read the same figures;
 * the first 'audio-playing' after a final transcript also records a "vox:first-audio" measure.
 */
let turnStart: number | null = null;

export function markTurn(stage: string, detail?: object): void {
  if (typeof performance === 'undefined' || typeof performance.mark !== 'function') return;
  const mark = performance.mark(`vox:${stage}`, detail ? { detail } : undefined);
  if (stage === 'final-transcript') turnStart = mark.startTime;
  else if (stage === 'audio-playing' && turnStart !== null) {
    performance.measure('vox:first-audio', { start: turnStart, end: mark.startTime, detail });
    turnStart = null;
  }
}

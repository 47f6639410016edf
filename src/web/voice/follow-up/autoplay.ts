/** How long the silent probe may take before the browser is taken to refuse sound. */
const PROBE_MS = 1500;

/** A tenth of a second of silence: an 8 kHz, 8-bit mono WAV, as a data: address. */
function silentWav(): string {
  const samples = 800;
  const bytes = new Uint8Array(44 + samples);
  const view = new DataView(bytes.buffer);
  const text = (at: number, s: string) => {
    for (let i = 0; i < s.length; i++) bytes[at + i] = s.charCodeAt(i);
  };
  text(0, 'RIFF');
  view.setUint32(4, 36 + samples, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, 8000, true);
  view.setUint32(28, 8000, true);
  view.setUint16(32, 1, true);
  view.setUint16(34, 8, true);
  text(36, 'data');
  view.setUint32(40, samples, true);
  bytes.fill(128, 44); // 8-bit silence is the middle value
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return `data:audio/wav;base64,${btoa(binary)}`;
}

type AutoplayNavigator = Navigator & {
  getAutoplayPolicy?: (type: 'mediaelement') => 'allowed' | 'allowed-muted' | 'disallowed';
};

/**
 * Whether this page may start sound by itself now. A page the person has just tapped may; one opened
 * by a notification often may not (browsers' autoplay rules, which also weigh how much the person
 * uses the site). Firefox says so directly; other browsers are asked by playing a tenth of a second
 * of silence. Only a refusal (NotAllowedError) or no answer in time counts as "no": any other failure
 * lets speech try, and fall back, as usual.
 */
export async function canAutoplay(): Promise<boolean> {
  const nav = navigator as AutoplayNavigator;
  const policy = nav.getAutoplayPolicy?.('mediaelement');
  if (policy) return policy === 'allowed';
  const audio = new Audio(silentWav());
  let timer: number | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = window.setTimeout(() => resolve(false), PROBE_MS);
  });
  const played = audio.play().then(
    () => true,
    (error: unknown) => !(error instanceof DOMException && error.name === 'NotAllowedError'),
  );
  try {
    return await Promise.race([played, late]);
  } finally {
    window.clearTimeout(timer);
    audio.pause();
    audio.removeAttribute('src');
  }
}

/**
 * A silent MP3 as MPEG-1 Layer III frames: 44.1 kHz, 128 kbit/s, mono, no CRC. Each frame is a header
 * (FF FB 90 C4) and 413 zero bytes (zero side information and main data decode as silence), 417 bytes
 * and 1152 samples (about 26 ms) long.
 */
export const MP3_FRAME_BYTES = 417;
const HEADER = [0xff, 0xfb, 0x90, 0xc4];

export function silentMp3(seconds: number): Buffer {
  const frames = Math.max(1, Math.round((seconds * 44_100) / 1152));
  const mp3 = Buffer.alloc(frames * MP3_FRAME_BYTES);
  for (let i = 0; i < frames; i++) Buffer.from(HEADER).copy(mp3, i * MP3_FRAME_BYTES);
  return mp3;
}

import type { SpeechVoice } from '../../contract/speech-values.js';

/**
 * The built-in voice avatars: a face and a persona name for each of the six voices. Choosing one
 * locks that voice (the voice lock); the names are ours.
 */
export const voiceAvatars: readonly { voice: SpeechVoice; name: string; url: string }[] = [
  { voice: 'nova', name: 'Nora', url: '/avatars/nova.svg' },
  { voice: 'alloy', name: 'Alex', url: '/avatars/alloy.svg' },
  { voice: 'echo', name: 'Ethan', url: '/avatars/echo.svg' },
  { voice: 'fable', name: 'Fiona', url: '/avatars/fable.svg' },
  { voice: 'onyx', name: 'Owen', url: '/avatars/onyx.svg' },
  { voice: 'shimmer', name: 'Sofia', url: '/avatars/shimmer.svg' },
];

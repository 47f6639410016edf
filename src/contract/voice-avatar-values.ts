// Without zod: the voice settings on the browser's first load import these.
import type { SpeechVoice } from './speech-values.js';

export type AvatarGender = 'female' | 'male' | 'neutral';

/** A built-in voice avatar: a persona name, a face and a gender for each of the six voices. */
export type DefaultVoiceAvatar = {
  voiceId: SpeechVoice;
  displayName: string;
  description: string;
  imageUrl: string;
  gender: AvatarGender;
};

/** The six built-in avatars, in the order the voice settings show them. The names are ours. */
export const defaultVoiceAvatars: readonly DefaultVoiceAvatar[] = [
  {
    voiceId: 'nova',
    displayName: 'Nora',
    description: 'Warm and friendly',
    imageUrl: '/avatars/nova.svg',
    gender: 'female',
  },
  {
    voiceId: 'alloy',
    displayName: 'Alex',
    description: 'Neutral and balanced',
    imageUrl: '/avatars/alloy.svg',
    gender: 'neutral',
  },
  {
    voiceId: 'echo',
    displayName: 'Ethan',
    description: 'Gentle and calm',
    imageUrl: '/avatars/echo.svg',
    gender: 'male',
  },
  {
    voiceId: 'fable',
    displayName: 'Fiona',
    description: 'Narrative and expressive',
    imageUrl: '/avatars/fable.svg',
    gender: 'female',
  },
  {
    voiceId: 'onyx',
    displayName: 'Owen',
    description: 'Deep and authoritative',
    imageUrl: '/avatars/onyx.svg',
    gender: 'male',
  },
  {
    voiceId: 'shimmer',
    displayName: 'Sofia',
    description: 'Clear and soothing',
    imageUrl: '/avatars/shimmer.svg',
    gender: 'female',
  },
];

/** An avatar picture may be at most 5 MB as uploaded. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
/** A custom avatar name: at most this many characters after trimming. */
export const AVATAR_NAME_MAX = 40;
/** Stored pictures are square, this many pixels a side. */
export const AVATAR_SIZE_PX = 256;
/**
 * The most pixels (width x height) an uploaded picture may have: a 48-megapixel phone photo fits,
 * a small file that would decode to gigabytes (a decompression bomb) does not.
 */
export const AVATAR_MAX_MEGAPIXELS = 50;

/** The texts of the avatar dialog and of the avatar calls' errors (title and description pairs). */
export const avatarMessages = {
  invalidTypeTitle: 'Invalid file type',
  invalidType: 'Please upload an image file (JPEG, PNG, etc.)',
  tooLargeTitle: 'File too large',
  tooLarge: 'Please upload an image smaller than 5MB',
  nameEmpty: 'Name cannot be empty',
  nameTooLong: `Name must be at most ${AVATAR_NAME_MAX} characters`,
  noChangesTitle: 'No changes detected',
  noChanges: 'Please select an image or change the name to update',
  unreadable: 'This image could not be read. Please try another picture.',
  tooManyPixels: `This image has too many pixels. Please upload a smaller picture (at most ${AVATAR_MAX_MEGAPIXELS} megapixels).`,
  notMultipart: 'Send the picture as multipart/form-data, in the field "avatar".',
  imageRequired: 'Please select an image to upload.',
  notFound: 'Avatar not found',
  uploadFailed: 'Upload failed',
  nameFailed: 'Name update failed',
  resetFailed: 'Reset failed',
  uploaded: 'Avatar updated',
  renamed: 'Name updated',
  reset: 'Avatar reset',
  loadFailedTitle: 'Error loading avatars',
  loadFailed: 'Please try again later',
  empty: 'No voice avatars available',
} as const;

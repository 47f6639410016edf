/** The checks the browser makes before uploading (the server checks the content again). */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

export const fileTexts = {
  noFile: 'Please select a file first.',
  tooLarge: 'File is too large. Maximum size is 10MB.',
  invalidType:
    'Invalid file type. Please upload an image, document, audio, or video file in a supported format.',
  uploadFailed: 'Failed to upload file',
} as const;

/** The types the file chooser offers and the browser accepts. */
export const ACCEPTED_TYPES = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'application/pdf',
  'text/plain',
  'audio/mp3',
  'audio/wav',
  'audio/x-wav',
  'audio/mpeg',
  'audio/ogg',
  'audio/mp4',
  'audio/x-m4a',
  'audio/webm',
  'video/mp4',
  'video/webm',
  'video/quicktime',
];

/** Extensions for files whose type the browser does not know (an empty `type`). */
const ACCEPTED_EXTENSIONS = /\.(jpe?g|png|gif|webp|pdf|txt|md|csv|mp3|wav|ogg|oga|m4a|webm|mp4|mov)$/i;

/** The reason a chosen file cannot be sent, or null when it can. */
export function fileProblem(file: File | undefined): string | null {
  if (!file) return fileTexts.noFile;
  if (file.size > MAX_FILE_BYTES) return fileTexts.tooLarge;
  const type = file.type.split(';')[0]?.trim().toLowerCase() ?? '';
  const known = type === '' ? ACCEPTED_EXTENSIONS.test(file.name) : ACCEPTED_TYPES.includes(type);
  return known ? null : fileTexts.invalidType;
}

/** What the person asks about files when they typed nothing. */
export function defaultQuestion(names: string[]): string {
  if (names.length === 1) return `What can you tell me about ${names[0]}?`;
  return `What can you tell me about these files: ${names.join(', ')}?`;
}

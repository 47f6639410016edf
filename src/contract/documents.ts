import { z } from 'zod';

/** Uploads for analysis are at most this many bytes. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** Files one question may name (several need Premium). */
export const MAX_DOCUMENTS_PER_QUESTION = 5;
/** Uploads a day by plan; null is unlimited. */
export const DAILY_UPLOADS = { free: 3, basic: 20, premium: null } as const;

export const documentKinds = ['image', 'pdf', 'text', 'audio', 'video'] as const;
export type DocumentKind = (typeof documentKinds)[number];

/** Error codes of the upload and file routes (besides VALIDATION_ERROR, NOT_FOUND and PAYLOAD_TOO_LARGE). */
export const DocumentErrorCode = {
  limit: 'UPLOAD_LIMIT_REACHED',
  premiumRequired: 'PREMIUM_REQUIRED',
  /** 409: the same person's previous PDF is still being read. */
  analysisRunning: 'ANALYSIS_IN_PROGRESS',
} as const;

/** Where a refused plan can be upgraded. */
export const UPGRADE_PATH = '/pricing?plan=premium';

export const documentMessages = {
  fileRequired: 'Please select a file first.',
  fileTooLarge: 'File is too large. Maximum size is 10MB.',
  oneFile: 'Please upload one file at a time.',
  invalidType:
    'Invalid file type. Please upload an image, document, audio, or video file in a supported format.',
  notFound: 'File not found',
  uploadFailed: 'Failed to upload file',
  /** ICU: `limit` is the plan's number of analyses a day. */
  dailyLimit:
    "You've reached your daily limit of {limit, plural, one {# document analysis} other {# document analyses}} on your plan. Upgrade for more.",
  analysisRunning:
    'Your previous file is still being read. Please wait until it is done, then upload this one.',
  readersBusy: 'Many files are being read right now. Please try again in a minute.',
  invalidConversation: 'conversationId must be the id of one of your conversations',
  multiDocument:
    'Multi-document analysis (several files in one question) is part of the Premium plan. Upgrade to Premium to ask about several files at once.',
} as const;

/** What was measured of a file: only what applies to its kind is present. */
export const documentMetaSchema = z
  .object({
    pages: z.number().int().optional(),
    width: z.number().int().optional(),
    height: z.number().int().optional(),
    durationSeconds: z.number().optional(),
    characters: z.number().int().optional(),
    /** False when a PDF has no text layer (only scanned images), or nothing could be read from the file. */
    hasText: z.boolean().optional(),
    /** True when speech in the audio (or the video's sound) was written down. */
    transcribed: z.boolean().optional(),
    /**
     * True when the file was too large to read in full (too many pages, too much text, or more time
     * or memory than one reading may take): only its first part was read.
     */
    truncated: z.boolean().optional(),
    /** Pages of a PDF that could not be read (its page tree names pages the file lacks, or loops). */
    damagedPages: z.number().int().optional(),
  })
  .meta({ id: 'DocumentMeta' });
export type DocumentMeta = z.infer<typeof documentMetaSchema>;

export const documentSchema = z
  .object({
    id: z.number().int(),
    /** The name the file had on the person's device, cleaned; shown only, never used as a path. */
    name: z.string(),
    kind: z.enum(documentKinds),
    /** The type found from the file's content. */
    mimeType: z.string(),
    size: z.number().int(),
    meta: documentMetaSchema,
    conversationId: z.number().int().nullable(),
    createdAt: z.iso.datetime(),
    /** Uploads left today (null: unlimited). */
    remainingToday: z.number().int().nullable(),
  })
  .meta({ id: 'Document' });
export type DocumentView = z.infer<typeof documentSchema>;

/** The ids of files a question is about (already uploaded by the same person). */
export const documentIdsSchema = z
  .array(z.number().int().positive().max(2_147_483_647))
  .min(1)
  .max(MAX_DOCUMENTS_PER_QUESTION)
  .optional();

export const fileParamsSchema = z.object({ id: z.string() });

/**
 * POST /api/upload?conversationId=: the conversation the question about the file goes to; without it,
 * the question starts a new conversation. Other names in the query are kept (an Idempotency-Key's
 * request is the whole query).
 */
export const uploadQuerySchema = z.looseObject({
  conversationId: z.coerce
    .number({ error: documentMessages.invalidConversation })
    .int(documentMessages.invalidConversation)
    .positive(documentMessages.invalidConversation)
    .max(2_147_483_647, documentMessages.invalidConversation)
    .optional(),
});

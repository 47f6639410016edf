import { localDate } from './dates.js';
import type { ExportFormat } from './types.js';

/** conversation-{YYYY-MM-DD}.{ext}, dated in the user's time zone. */
export const exportFileName = (format: ExportFormat, date: Date): string =>
  `conversation-${localDate(date)}.${format}`;

export const exportMimeType: Record<ExportFormat, string> = {
  txt: 'text/plain;charset=utf-8',
  html: 'text/html;charset=utf-8',
  pdf: 'application/pdf',
};

// The one entry of exporting, loaded by the voice screen with import() when the user exports.
// PDF code (pdf-lib, fonts, canvas) loads one step later still, only for a PDF.
import { interfaceLocaleOf, PSEUDO_LOCALE } from '../../../i18n/locales.js';
import { createTranslator, type Translator } from '../../../i18n/translate.js';
import { loadCatalog } from '../../i18n/catalogs.js';
import { translator } from '../../i18n/current.js';
import { downloadFile } from './download.js';
import { exportFileName, exportMimeType } from './file-name.js';
import { transcriptHtml } from './html.js';
import { transcriptText } from './text.js';
import type { ExportFormat, PdfDeps, Transcript } from './types.js';

export { downloadFile, openPrintWindow } from './download.js';
export { exportFileName, exportMimeType } from './file-name.js';
export { transcriptHtml } from './html.js';
export { transcriptText } from './text.js';
export type {
  ExportFormat,
  PdfDeps,
  RenderedLine,
  RenderLines,
  Transcript,
  TranscriptMessage,
} from './types.js';

/** The browser's way of making a PDF: fonts from this app's assets, other scripts via a canvas. */
const browserPdfDeps = async (): Promise<PdfDeps> => {
  const [{ loadBrowserFonts }, canvas] = await Promise.all([
    import('./browser-fonts.js'),
    import('./canvas-render-lines.js'),
  ]);
  return {
    loadFonts: loadBrowserFonts,
    renderLines: canvas.canRenderLines() ? canvas.createCanvasRenderLines() : undefined,
  };
};

export const transcriptPdf = async (t: Transcript, deps?: PdfDeps): Promise<Uint8Array> => {
  const [pdf, resolved] = await Promise.all([import('./pdf.js'), deps ?? browserPdfDeps()]);
  return pdf.transcriptPdf(t, resolved);
};

export type ExportDeps = {
  download?: (name: string, mime: string, data: string | Uint8Array) => void;
  pdf?: PdfDeps;
};

/**
 * The file's words in the conversation's language (its catalog loaded for the export when the page is
 * in another); the page's when the app has no such language, or for the pseudo-locale.
 */
export async function transcriptTranslator(language: string): Promise<Translator> {
  const page = translator();
  const locale = interfaceLocaleOf(language);
  if (!locale || locale === page.locale || page.locale === PSEUDO_LOCALE) return page;
  return createTranslator(locale, await loadCatalog(locale));
}

/** Builds the file in the chosen format, downloads it, and returns its name. */
export const exportTranscript = async (format: ExportFormat, given: Transcript, deps: ExportDeps = {}) => {
  const t = given.translator ? given : { ...given, translator: await transcriptTranslator(given.language) };
  const name = exportFileName(format, t.exportedAt);
  const data =
    format === 'txt'
      ? transcriptText(t)
      : format === 'html'
        ? transcriptHtml(t)
        : await transcriptPdf(t, deps.pdf);
  (deps.download ?? downloadFile)(name, exportMimeType[format], data);
  return name;
};

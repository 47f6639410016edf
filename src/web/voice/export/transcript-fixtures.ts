// Conversations shared by the export tests (not part of the app bundle: nothing imports it but tests).
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { FontFiles, Transcript, TranscriptMessage } from './types.js';

/** A local wall-clock time as ISO, so expected HH:MM do not depend on the machine's time zone. */
export const at = (h: number, m: number): string => new Date(2026, 10, 22, h, m).toISOString();

export const transcript = (messages: TranscriptMessage[], over: Partial<Transcript> = {}): Transcript => ({
  messages,
  expertName: 'Dr. Amara Okafor',
  category: 'science',
  language: 'en-US',
  exportedAt: new Date(2026, 10, 22, 14, 5),
  ...over,
});

/** One line in each of the eleven languages of the product. */
export const ELEVEN: Record<string, string> = {
  en: 'The mitochondria is the powerhouse of the cell.',
  es: 'La fotosíntesis convierte la luz en energía química, señor.',
  fr: 'Les élèves étudient la thermodynamique à l’école.',
  de: 'Die Größe des Universums überrascht uns täglich.',
  sk: 'Čučoriedky ľahko ťahajú ďateľa do ôsmej kôry.',
  ru: 'Квантовая механика описывает поведение частиц.',
  he: 'המים רותחים במאה מעלות צלזיוס.',
  ar: 'الماء يغلي عند مئة درجة مئوية.',
  hi: 'पानी सौ डिग्री सेल्सियस पर उबलता है।',
  zh: '水在一百摄氏度时沸腾。',
  ja: '水は摂氏百度で沸騰します。',
};

const require = createRequire(import.meta.url);
const font = (name: string) =>
  readFile(require.resolve(`@fontsource/noto-sans/files/noto-sans-${name}.woff`));

/** The same Noto Sans files the browser fetches, read from node_modules. */
export const nodeFonts = async (): Promise<FontFiles> => {
  const load = (weight: number) =>
    Promise.all(['latin', 'latin-ext', 'cyrillic'].map((s) => font(`${s}-${weight}-normal`)));
  const [regular, bold] = await Promise.all([load(400), load(700)]);
  return { regular: regular.map((b) => new Uint8Array(b)), bold: bold.map((b) => new Uint8Array(b)) };
};

/** A valid 1x1 PNG, what the fake canvas returns for each line. */
export const PIXEL_PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='),
  (c) => c.charCodeAt(0),
);

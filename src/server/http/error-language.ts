import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DisplayLocale } from '../../i18n/locales.js';
import type { MessageValues } from '../../i18n/translate.js';
import { requestLocale, serverTranslator } from '../i18n/translators.js';
import { isApiRequest } from './api-path.js';

type Body = { error?: unknown; message?: unknown; fields?: unknown };
type Sentence = { readonly text: string; readonly values?: MessageValues };

const messageSentences = new WeakMap<FastifyRequest, readonly Sentence[]>();

/**
 * The error answer of `request` has a message holding run-time values (a count, a wait): its
 * sentences, each an English ICU text and its values, are what gets translated (the finished English
 * sentence is no catalog's key).
 */
export function answerWithSentences(request: FastifyRequest, sentences: readonly Sentence[]): void {
  messageSentences.set(request, sentences);
}

/** Sentences one after the other: Chinese and Japanese put no space between them. */
const sentenceGap = (locale: string) => (locale === 'zh' || locale === 'ja' ? '' : ' ');

/**
 * An error body in `locale`: its `message` (from its sentences when it holds run-time values) and each
 * of its `fields`; `error` and any other member stay as they are.
 */
export function translateErrorBody<B extends Body>(
  body: B,
  locale: DisplayLocale,
  sentences?: readonly Sentence[],
): B {
  if (locale === 'en' || typeof body.message !== 'string') return body;
  const t = serverTranslator(locale);
  const message = sentences
    ? sentences.map((s) => t(s.text, s.values)).join(sentenceGap(locale))
    : t(body.message);
  const translated: B = { ...body, message };
  if (typeof body.fields === 'object' && body.fields !== null)
    translated.fields = Object.fromEntries(
      Object.entries(body.fields).map(([key, text]) => [key, typeof text === 'string' ? t(text) : text]),
    );
  return translated;
}

/**
 * An error event of a stream (a chat reply that failed after its stream began, status 200) in the
 * language of the person behind `request`, as the error answers are.
 */
export function errorEventInLanguage<B extends Body>(
  request: FastifyRequest,
  body: B,
  sentences?: readonly Sentence[],
): B {
  return translateErrorBody(body, requestLocale(request), sentences);
}

/**
 * Error answers of the API in the person's language: `message` and each of `fields` (the texts a
 * person reads) are translated, `error` (the code clients branch on) never is. A text written in
 * English on the server is its own key in the catalogs; one without a translation stays English.
 */
export function installErrorLanguage(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode < 400 || typeof payload !== 'string' || !isApiRequest(request)) return payload;
    const locale = requestLocale(request);
    if (locale === 'en') return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
    let body: Body;
    try {
      body = JSON.parse(payload) as Body;
    } catch {
      return payload;
    }
    if (typeof body !== 'object' || body === null || typeof body.message !== 'string') return payload;
    const translated = translateErrorBody(body, locale, messageSentences.get(request));
    reply.header('content-language', locale === 'en-XA' ? 'en' : locale);
    return JSON.stringify(translated);
  });
}

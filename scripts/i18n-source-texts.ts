// Reads the browser app's source for the i18n checks: the texts it translates (`t('...')`) and the
// texts a person would see that it does not (JSX text, labels, toasts). Parsed with Rolldown's parser
// (the one the build uses), so the checks see what the build sees.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseAst } from 'rolldown/parseAst';

export const root = path.resolve(import.meta.dirname, '..');

type Node = { type: string; start: number; end: number; [key: string]: unknown };

export function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test(-helpers)?\.tsx?$/.test(e.name))
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)));
}

function walk(
  node: unknown,
  visit: (node: Node, parent: Node | null) => void,
  parent: Node | null = null,
): void {
  if (Array.isArray(node)) {
    for (const child of node) walk(child, visit, parent);
    return;
  }
  if (typeof node !== 'object' || node === null || typeof (node as Node).type !== 'string') return;
  visit(node as Node, parent);
  for (const [key, value] of Object.entries(node)) {
    if (key === 'type' || key === 'start' || key === 'end') continue;
    if (typeof value === 'object' && value !== null) walk(value, visit, node as Node);
  }
}

const line = (code: string, offset: number) => code.slice(0, offset).split('\n').length;

/** A literal string's value, or a template literal's without expressions; else undefined. */
function literal(node: Node | undefined): string | undefined {
  if (!node) return undefined;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral' && (node.expressions as unknown[]).length === 0)
    return ((node.quasis as { value: { cooked: string } }[])[0]?.value.cooked ?? '') as string;
  return undefined;
}

/**
 * The words of a text a person may read: a literal, or a template literal's fixed parts around its
 * values (`Could not start (${reason}).` reads "Could not start ({})."), which must be an ICU message
 * with arguments instead.
 */
function shownText(node: Node | undefined): string | undefined {
  if (node?.type !== 'TemplateLiteral') return literal(node);
  return (node.quasis as { value: { cooked: string } }[]).map((q) => q.value.cooked).join('{}');
}

/** Whether a call is a translation: `t(...)`, `t.rich(...)`, `translator()(...)`. */
function isTranslation(callee: Node): boolean {
  if (callee.type === 'Identifier') return callee.name === 't';
  if (callee.type === 'MemberExpression')
    return (
      (callee.object as Node).type === 'Identifier' &&
      (callee.object as Node).name === 't' &&
      (callee.property as Node).name === 'rich'
    );
  if (callee.type === 'CallExpression') return ((callee.callee as Node).name as string) === 'translator';
  return false;
}

export type Found = { file: string; line: number; text: string };

export type SourceTexts = {
  /** Every text given to a translation call. */
  keys: Found[];
  /** Translation calls whose text is not a literal (the checks cannot see it). */
  dynamic: Found[];
  /** Texts a person would see that are not translated. */
  untranslated: Found[];
};

/** Attributes whose value a person reads or hears. */
const shownAttributes = new Set(['aria-label', 'alt', 'placeholder', 'title', 'aria-description', 'label']);
/** Object properties (a toast's, a dialog's) whose value a person reads. */
const shownProperties = new Set(['title', 'description', 'label', 'message']);
/** Words that are the same in every language: names. */
const names =
  /^(Voxpert|Stripe|Google|Apple|PayPal|Visa|Mastercard|iPhone|Android|Chrome|Safari|OpenAI|ElevenLabs)$/;

/** Whether a text holds a word a person reads (letters, not only names, numbers or symbols). */
export function hasWords(text: string): boolean {
  const words = text.match(/\p{L}[\p{L}\p{M}'’-]*/gu) ?? [];
  return words.some((word) => !names.test(word));
}

/**
 * A text passed to a function that reads as a sentence a person would see (a capital letter and a
 * space, or a full stop at the end), not a class list, a path or a key.
 */
function isSentence(text: string): boolean {
  return hasWords(text) && ((/^\p{Lu}/u.test(text) && text.includes(' ')) || /\p{L}[.!?…]$/u.test(text));
}

/** console.*, and errors for developers: their texts are not shown to a person. */
function isLogging(callee: Node): boolean {
  return callee.type === 'MemberExpression' && (callee.object as Node).name === 'console';
}

export function readSourceTexts(file: string): SourceTexts {
  const code = readFileSync(path.join(root, file), 'utf8');
  const ast = parseAst(code, { lang: file.endsWith('.tsx') ? 'tsx' : 'ts' }, file);
  const texts: SourceTexts = { keys: [], dynamic: [], untranslated: [] };
  const at = (node: Node, text: string): Found => ({ file, line: line(code, node.start), text });
  walk(ast, (node, parent) => {
    if (node.type === 'CallExpression' && isTranslation(node.callee as Node)) {
      const [first] = node.arguments as Node[];
      const text = literal(first);
      if (text === undefined) texts.dynamic.push(at(node, code.slice(node.start, node.end).slice(0, 80)));
      else texts.keys.push(at(node, text));
      return;
    }
    if (node.type === 'CallExpression' && !isLogging(node.callee as Node)) {
      for (const arg of node.arguments as Node[]) {
        const text = shownText(arg);
        if (text !== undefined && isSentence(text)) texts.untranslated.push(at(arg, text));
      }
      return;
    }
    if (node.type === 'JSXText') {
      const text = String(node.value).trim();
      if (hasWords(text)) texts.untranslated.push(at(node, text));
      return;
    }
    if (node.type === 'JSXAttribute') {
      const name = (node.name as Node).name as string;
      const value = node.value as Node | null;
      const text =
        literal(value ?? undefined) ??
        (value?.type === 'JSXExpressionContainer' ? shownText(value.expression as Node) : undefined);
      if (text !== undefined && shownAttributes.has(name) && hasWords(text))
        texts.untranslated.push(at(node, `${name}="${text}"`));
      return;
    }
    if (node.type === 'JSXExpressionContainer' && parent?.type === 'JSXElement') {
      const text = shownText(node.expression as Node);
      if (text !== undefined && hasWords(text)) texts.untranslated.push(at(node, text));
      return;
    }
    if (node.type === 'Property' && parent?.type === 'ObjectExpression') {
      const key = (node.key as Node).name ?? (node.key as Node).value;
      const text = shownText(node.value as Node);
      if (typeof key === 'string' && shownProperties.has(key) && text !== undefined && hasWords(text))
        texts.untranslated.push(at(node, `${key}: ${text}`));
    }
  });
  return texts;
}

// Reads the texts the server sends and the contract's messages for the i18n check of the server's
// catalogs (shared.json, server.json). Parsed with Rolldown's parser, as the browser's texts are.
// A message written as a template literal (`Must be at most ${NAME_MAX} characters`) is checked
// by its text at run time: the constants it names are imported from where the file imports them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseAst } from 'rolldown/parseAst';
import { type Found, root, sourceFiles } from '../../scripts/i18n-source-texts.js';

type Node = { type: string; start: number; end: number; [key: string]: unknown };

function walk(node: unknown, visit: (node: Node) => void): void {
  if (Array.isArray(node)) {
    for (const child of node) walk(child, visit);
    return;
  }
  if (typeof node !== 'object' || node === null || typeof (node as Node).type !== 'string') return;
  visit(node as Node);
  for (const [key, value] of Object.entries(node)) {
    if (key === 'type' || key === 'start' || key === 'end') continue;
    if (typeof value === 'object' && value !== null) walk(value, visit);
  }
}

const line = (code: string, offset: number) => code.slice(0, offset).split('\n').length;
const name = (node: Node | undefined): string | undefined =>
  node?.type === 'Identifier' ? (node.name as string) : undefined;

/** zod's checks and constructors whose string argument (or `error`/`message`) is a message. */
const zodMessageCalls = new Set([
  'min',
  'max',
  'length',
  'regex',
  'refine',
  'gte',
  'lte',
  'gt',
  'lt',
  'int',
  'positive',
  'nonnegative',
  'email',
  'url',
  'text',
]);

export type ServerTexts = {
  texts: Found[];
  /** Template literals whose values could not be found (to be written as ICU messages instead). */
  unresolved: Found[];
};

/** A module's exports, as vitest imports it (TypeScript included). */
async function exportsOf(specifier: string, from: string): Promise<Record<string, unknown>> {
  const file = path.resolve(path.dirname(path.join(root, from)), specifier).replace(/\.js$/, '.ts');
  return (await import(file)) as Record<string, unknown>;
}

/**
 * The texts of the candidates of one file: literals as written, template literals evaluated with the
 * constants they name (imported, or declared in the file as literals).
 */
async function resolve(file: string, code: string, ast: Node, candidates: Node[]): Promise<ServerTexts> {
  const out: ServerTexts = { texts: [], unresolved: [] };
  const imports = new Map<string, { source: string; imported: string }>();
  const locals = new Map<string, unknown>();
  walk(ast, (node) => {
    if (node.type === 'ImportDeclaration')
      for (const spec of node.specifiers as Node[])
        if (spec.type === 'ImportSpecifier')
          imports.set(name(spec.local as Node) ?? '', {
            source: (node.source as Node).value as string,
            imported: name(spec.imported as Node) ?? String((spec.imported as Node).value),
          });
    if (node.type === 'VariableDeclarator' && (node.init as Node | null)?.type === 'Literal') {
      const id = name(node.id as Node);
      if (id) locals.set(id, (node.init as Node).value);
    }
  });
  for (const node of candidates) {
    const at = (text: string): Found => ({ file, line: line(code, node.start), text });
    if (node.type === 'Literal') {
      out.texts.push(at(node.value as string));
      continue;
    }
    const names = new Set<string>();
    walk(node.expressions, (n) => {
      const id = name(n);
      if (id) names.add(id);
    });
    // The constants it names (an identifier that is neither is a property's or a parameter's name).
    const scope: Record<string, unknown> = {};
    for (const id of names) {
      if (locals.has(id)) scope[id] = locals.get(id);
      else if (imports.has(id)) {
        const { source, imported } = imports.get(id) as { source: string; imported: string };
        if (source.startsWith('.')) scope[id] = (await exportsOf(source, file))[imported];
      }
    }
    const source = code.slice(node.start, node.end);
    try {
      const evaluate = new Function(...Object.keys(scope), `return ${source};`) as (
        ...v: unknown[]
      ) => string;
      const text = evaluate(...Object.values(scope));
      if (text.includes('undefined')) throw new ReferenceError(text);
      out.texts.push(at(text));
    } catch {
      out.unresolved.push(at(source));
    }
  }
  return out;
}

const isText = (node: Node | undefined): node is Node =>
  !!node && ((node.type === 'Literal' && typeof node.value === 'string') || node.type === 'TemplateLiteral');

/** The string values of an object literal's properties (a `fields` argument). */
function propertyValues(node: Node | undefined): Node[] {
  if (node?.type !== 'ObjectExpression') return [];
  return (node.properties as Node[]).map((p) => p.value as Node).filter(isText);
}

/** A string that reads as a sentence (not a code, a path or a class name). */
const sentenceLike = (node: Node) => {
  const text =
    node.type === 'Literal'
      ? String(node.value)
      : ((node.quasis as { value: { cooked: string } }[])[0]?.value.cooked ?? '');
  return /^\p{Lu}/u.test(text) && /\s/.test(text);
};
const hasSpace = (node: Node) => /\s/.test(currentCode.slice(node.start, node.end));
let currentCode = '';

/**
 * The contract's literal messages given to zod: `.min(1, 'X')`, `.refine(f, 'X')`, `{ error: 'X' }`,
 * `{ message: 'X' }`, `text('X')`. (The `messages` objects are imported by the test.)
 */
export async function contractTexts(): Promise<ServerTexts> {
  const all: ServerTexts = { texts: [], unresolved: [] };
  for (const file of sourceFiles('src/contract')) {
    currentCode = readFileSync(path.join(root, file), 'utf8');
    const ast = parseAst(currentCode, { lang: 'ts' }, file) as unknown as Node;
    const candidates: Node[] = [];
    walk(ast, (node) => {
      if (node.type === 'CallExpression') {
        const callee = node.callee as Node;
        const method =
          callee.type === 'MemberExpression' ? name(callee.property as Node) : name(callee as Node);
        if (method && zodMessageCalls.has(method))
          for (const arg of node.arguments as Node[]) if (isText(arg)) candidates.push(arg);
      }
      if (node.type === 'Property') {
        const key = name(node.key as Node);
        if (
          (key === 'error' || key === 'message') &&
          isText(node.value as Node) &&
          hasSpace(node.value as Node)
        )
          candidates.push(node.value as Node);
      }
    });
    const found = await resolve(file, currentCode, ast, candidates);
    all.texts.push(...found.texts.filter((t) => /\p{L}/u.test(t.text)));
    all.unresolved.push(...found.unresolved);
  }
  return all;
}

/** Classes of the server that are AppError or extend it. */
function errorClasses(files: string[]): Set<string> {
  const classes = new Set(['AppError']);
  let grew = true;
  const declared: [string, string][] = [];
  for (const file of files) {
    const text = readFileSync(path.join(root, file), 'utf8');
    for (const m of text.matchAll(/class (\w+) extends (\w+)/g)) declared.push([m[1] ?? '', m[2] ?? '']);
  }
  while (grew) {
    grew = false;
    for (const [sub, sup] of declared)
      if (classes.has(sup) && !classes.has(sub)) {
        classes.add(sub);
        grew = true;
      }
  }
  return classes;
}

/**
 * The literal messages the server sends in an error answer: `new AppError(code, status, 'X', { f: 'X' })`
 * (and its subclasses'), `AppError.notFound('X')` and the other factories, `errorBody(code, 'X')`,
 * an error body's `message`, a factory's default message (`message = 'X'`), the error handler's
 * texts by status and its fallbacks (`?? 'X'`), and the sentences of a message with values
 * (`{ text: 'X', values }`).
 */
export async function serverTexts(): Promise<ServerTexts> {
  const files = sourceFiles('src/server');
  const classes = errorClasses(files);
  const all: ServerTexts = { texts: [], unresolved: [] };
  for (const file of files) {
    currentCode = readFileSync(path.join(root, file), 'utf8');
    const ast = parseAst(currentCode, { lang: 'ts' }, file) as unknown as Node;
    const candidates: Node[] = [];
    const add = (node: Node | undefined) => {
      if (isText(node)) candidates.push(node);
    };
    const errorHandling = file.startsWith('src/server/http/');
    walk(ast, (node) => {
      if (node.type === 'NewExpression' && classes.has(name(node.callee as Node) ?? '')) {
        const args = node.arguments as Node[];
        add(args[2]);
        candidates.push(...propertyValues(args[3]));
      }
      if (node.type === 'CallExpression') {
        const callee = node.callee as Node;
        const args = node.arguments as Node[];
        if (callee.type === 'MemberExpression' && name(callee.object as Node) === 'AppError') {
          const factory = name(callee.property as Node);
          if (factory === 'validation') candidates.push(...propertyValues(args[0]));
          else if (factory === 'tooManyRequests') add(args[1]);
          else for (const arg of args) add(arg);
        }
        if (name(callee) === 'errorBody') {
          add(args[1]);
          candidates.push(...propertyValues(args[2]));
        }
      }
      if (node.type === 'ObjectExpression') {
        const props = (node.properties as Node[]).filter((p) => p.type === 'Property');
        const keys = props.map((p) => name(p.key as Node));
        // An error body ({ error, message }) and a sentence with values ({ text, values }).
        for (const p of props) {
          const key = name(p.key as Node);
          if (key === 'message' && keys.includes('error')) add(p.value as Node);
          if (key === 'text' && keys.includes('values')) add(p.value as Node);
        }
      }
      if (node.type === 'AssignmentPattern') {
        const param = name(node.left as Node);
        if ((param === 'message' || param === 'sentence') && isText(node.right as Node))
          add(node.right as Node);
      }
      if (errorHandling && node.type === 'ArrayExpression') {
        const [first, second] = node.elements as (Node | null)[];
        if (first?.type === 'MemberExpression' && name(first.object as Node) === 'ErrorCode' && second)
          add(second);
      }
      if (
        errorHandling &&
        (node.type === 'LogicalExpression' || node.type === 'AssignmentExpression') &&
        (node.operator === '??' || node.operator === '??=') &&
        isText(node.right as Node) &&
        sentenceLike(node.right as Node)
      )
        add(node.right as Node);
    });
    const found = await resolve(file, currentCode, ast, candidates);
    all.texts.push(...found.texts.filter((t) => /\p{L}/u.test(t.text)));
    all.unresolved.push(...found.unresolved);
  }
  return all;
}

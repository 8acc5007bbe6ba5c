/**
 * Docs and comments that tell the truth: every file or folder of the repository that README.md, docs/ or a
 * code comment names exists, and every decision they cite (docs/decisions/NNN) is on file. A move that leaves
 * a stale name behind fails here with the list of every stale name and where it stands.
 *
 * What counts as a name: text starting with src/, netlify/, scripts/, tests/, docs/, public/ or .ci/ that ends
 * in a file extension or a '/', or, in the docs, any such text in backticks. Patterns are left alone (a name
 * followed by '*', '{', '<' or '${'), as are a trailing ':line', '#anchor' and punctuation.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const TOP_FOLDERS = '(?:src|netlify|scripts|tests|docs|public|\\.ci)';
/** A name in running text: not the tail of a longer path (`../../netlify/...`), a package or an address. */
const NAME = new RegExp(`(?<![\\w./@-])(${TOP_FOLDERS}/[\\w.\\-/[\\]]*)(.?)`, 'g');
const BACKTICKED = /`([^`\n]+)`/g;
const NAMED_IN_BACKTICKS = new RegExp(`^${TOP_FOLDERS}/`);
const PATTERN = /[*{<$]/;
const CODE = /\.([cm]?[jt]sx?|astro|css)$/;
/** A tracker's issue number: the tracker is not in the repository, so a comment cites the decision instead. */
const ISSUE_NUMBER = /\bissues? ?#?\d+/i;
const DECISION = /^docs\/decisions\/(\d{3})$/;

function filesUnder(folder: string, wanted: RegExp): string[] {
  return readdirSync(join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name.startsWith('.') ? [] : filesUnder(path, wanted);
    return wanted.test(entry.name) ? [path] : [];
  });
}

const tidy = (name: string) =>
  name
    .replace(/#.*$/, '')
    .replace(/:\d+(-\d+)?$/, '')
    .replace(/[.,;:)]+$/, '');

/** The names a text holds: with an extension or a trailing '/', and decision numbers. */
function namesIn(text: string): string[] {
  return [...text.matchAll(NAME)].flatMap(([, raw = '', next = '']) => {
    if (PATTERN.test(next)) return [];
    const name = tidy(raw);
    return /\.\w+$/.test(name) || name.endsWith('/') || DECISION.test(name) ? [name] : [];
  });
}

/** The names a Markdown file holds: those of namesIn, and any backticked path (`src/shared` included). */
function namesInMarkdown(text: string): string[] {
  const backticked = [...text.matchAll(BACKTICKED)]
    .map(([, span = '']) => span.trim())
    .filter((span) => NAMED_IN_BACKTICKS.test(span) && !PATTERN.test(span) && !/\s/.test(span))
    .map(tidy);
  return [...new Set([...namesIn(text), ...backticked])];
}

/** Every comment of TypeScript or JavaScript source, JSX included, in order. */
function commentsOf(source: string, fileName: string): string[] {
  const kind = /\.[cm]?tsx$/.test(fileName) ? ts.ScriptKind.TSX : /\.[cm]?jsx?$/.test(fileName) ? ts.ScriptKind.JS : ts.ScriptKind.TS;
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, kind);
  const starts = new Set<number>();
  const comments: string[] = [];
  const collect = (ranges: ts.CommentRange[] | undefined) => {
    for (const range of ranges ?? []) {
      if (starts.has(range.pos)) continue;
      starts.add(range.pos);
      comments.push(source.slice(range.pos, range.end));
    }
  };
  const visit = (node: ts.Node) => {
    collect(ts.getLeadingCommentRanges(source, node.pos));
    collect(ts.getTrailingCommentRanges(source, node.end));
    if (node.kind !== ts.SyntaxKind.JsxText) node.getChildren(file).forEach(visit);
  };
  visit(file);
  return comments;
}

/**
 * The comments of a source file or a style sheet; of an Astro file, its frontmatter's and scripts' and its HTML
 * comments. A file whose text names nothing is not parsed.
 */
function codeComments(path: string): string[] {
  const source = readFileSync(join(ROOT, path), 'utf8');
  if (namesIn(source).length === 0) return [];
  if (path.endsWith('.css')) return [...source.matchAll(/\/\*[\s\S]*?\*\//g)].map(([comment]) => comment);
  if (!path.endsWith('.astro')) return commentsOf(source, path);
  const frontmatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source)?.[1] ?? '';
  const scripts = [...source.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');
  const markup = [...source.matchAll(/<!--([\s\S]*?)-->/g)].map((match) => match[1] ?? '');
  return [...[frontmatter, ...scripts].flatMap((code) => commentsOf(code, `${path}.ts`)), ...markup];
}

const exists = (name: string) => {
  const decision = DECISION.exec(name);
  if (decision) return readdirSync(join(ROOT, 'docs/decisions')).some((file) => file.startsWith(`${decision[1]}-`));
  return existsSync(join(ROOT, name));
};

/** "file: name" for every name a file holds that does not exist. */
function missingNames(files: string[], namesOf: (path: string) => string[]): string[] {
  return files.flatMap((file) => namesOf(file).flatMap((name) => (exists(name) ? [] : [`${file}: ${name}`])));
}

describe('the name finder', () => {
  it('finds file and folder names and decisions, and leaves patterns, packages and deeper paths alone', () => {
    const text = [
      'See src/shared/zod.ts, tests/e2e/ and docs/decisions/012 (netlify/server/http.server.ts:12).',
      'Not: src/features/*/index.ts, scripts/{audit,backup}, src/features/<feature>/, `src/${name}.ts`,',
      '../../netlify/server/store.server, @netlify/blobs, https://example.org/src/a.ts, src/shared.',
    ].join('\n');
    expect(namesIn(text)).toEqual(['src/shared/zod.ts', 'tests/e2e/', 'docs/decisions/012', 'netlify/server/http.server.ts']);
  });

  it('takes any backticked path in Markdown, stripped of its line and anchor', () => {
    const text = 'The old `src/domain` folder, `scripts/serve.ts#L3`, `npm run check`, `src/features/*/api/`.';
    expect(namesInMarkdown(text).sort()).toEqual(['scripts/serve.ts', 'src/domain']);
  });

  it('reads comments of TypeScript, JSX and Astro, never strings or markup text', () => {
    const code = "// one: src/a.ts\nconst s = 'src/b.ts';\n/** two: src/c.ts */\nconst e = <p>src/d.ts {/* three: src/e.ts */}</p>;\n";
    expect(commentsOf(code, 'x.tsx').flatMap(namesIn)).toEqual(['src/a.ts', 'src/c.ts', 'src/e.ts']);
  });

  it('knows a decision by its number', () => {
    expect(exists('docs/decisions/049')).toBe(true);
    expect(exists('docs/decisions/999')).toBe(false);
  });
});

describe('names in the docs and comments exist', () => {
  it('README.md and docs/ name only files, folders and decisions that exist', () => {
    const docs = ['README.md', ...filesUnder('docs', /\.md$/)];
    const missing = missingNames(docs, (file) => namesInMarkdown(readFileSync(join(ROOT, file), 'utf8')));
    expect(missing, `Named in the docs but missing:\n${missing.join('\n')}`).toEqual([]);
  });

  it('comments in src/, netlify/, scripts/ and tests/ name only files, folders and decisions that exist', () => {
    const code = ['src', 'netlify', 'scripts', 'tests'].flatMap((folder) => filesUnder(folder, CODE));
    const missing = missingNames(code, (file) => codeComments(file).flatMap(namesIn));
    expect(missing, `Named in comments but missing:\n${missing.join('\n')}`).toEqual([]);
  });
});

describe('decision records say whether they hold', () => {
  const records = readdirSync(join(ROOT, 'docs/decisions'))
    .filter((file) => /^\d{3}-.+\.md$/.test(file) && !file.startsWith('000-'))
    .sort();
  const statusOf = (file: string) =>
    readFileSync(join(ROOT, 'docs/decisions', file), 'utf8')
      .split('\n')[2]
      ?.replace(/^Status: /, '');

  it('every record has a Status line and a Date line under its title, naming only later records', () => {
    const problems = records.flatMap((file) => {
      const number = file.slice(0, 3);
      const [title = '', , status = '', date = ''] = readFileSync(join(ROOT, 'docs/decisions', file), 'utf8').split('\n');
      const wrong: string[] = [];
      if (!title.startsWith(`# ${number}: `)) wrong.push(`its first line is not '# ${number}: Title'`);
      if (!/^Status: (accepted( \((amended by|amends) .+\))?|superseded by \d{3})$/.test(status)) {
        wrong.push(`its third line is not 'Status: accepted', 'accepted (amended by NNN)' or 'superseded by NNN'`);
      }
      if (!/^Date: \d{4}-\d{2}-\d{2}$/.test(date)) wrong.push("its fourth line is not 'Date: yyyy-MM-dd'");
      const later = status.startsWith('Status: accepted (amends') ? [] : [...status.matchAll(/\b\d{3}\b/g)].map(([n]) => n);
      for (const n of later) {
        if (n <= number || !records.some((record) => record.startsWith(`${n}-`))) wrong.push(`its status names ${n}, no later record`);
      }
      return wrong.map((problem) => `${file}: ${problem}`);
    });
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('the index lists every record once, with the status the record gives', () => {
    const index = readFileSync(join(ROOT, 'docs/decisions/README.md'), 'utf8');
    const listed = [...index.matchAll(/^- \[(\d{3}): [^\n]*\]\(([^)]+)\): (.+)$/gm)].map(([, number = '', file = '', status = '']) => ({
      number,
      file,
      status,
    }));
    expect(listed.map(({ file }) => file).sort()).toEqual(records);
    const wrong = listed.filter(({ number, file, status }) => !file.startsWith(`${number}-`) || status !== statusOf(file));
    expect(wrong.map(({ file, status }) => `${file}: listed as '${status}', the record says '${statusOf(file)}'`)).toEqual([]);
  });
});

describe('comments cite decisions, not issue numbers', () => {
  it('no comment or test title in src/, netlify/, scripts/ or tests/ cites an issue of the tracker', () => {
    const code = ['src', 'netlify', 'scripts', 'tests'].flatMap((folder) => filesUnder(folder, CODE));
    const citing = code.flatMap((file) =>
      readFileSync(join(ROOT, file), 'utf8')
        .split('\n')
        .flatMap((line, index) => (ISSUE_NUMBER.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
    );
    expect(citing, `Cite docs/decisions/NNN or say the behaviour:\n${citing.join('\n')}`).toEqual([]);
  });
});

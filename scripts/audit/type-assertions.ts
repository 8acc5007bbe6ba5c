/**
 * Counts the type assertions (`x as T`, `<T>x`; not `as const`) in the code that ships: src/ and netlify/,
 * tests left out. The bar is at most 25 (docs/decisions/024); tests/unit/architecture.test.ts holds it.
 *   npx tsx scripts/audit/type-assertions.ts   lists each one and the total
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(import.meta.dirname, '../..');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.(test|spec)\.ts$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [file] : [];
  });
}

const isConst = (type: ts.TypeNode) => ts.isTypeReferenceNode(type) && type.typeName.getText() === 'const';

/** Every type assertion of the shipped code, as 'file:line  text'. */
export function typeAssertions(root = ROOT): string[] {
  const found: string[] = [];
  for (const file of [...sourceFiles(path.join(root, 'src')), ...sourceFiles(path.join(root, 'netlify'))]) {
    const source = ts.createSourceFile(
      file,
      readFileSync(file, 'utf8'),
      ts.ScriptTarget.Latest,
      true,
      file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
    );
    const visit = (node: ts.Node): void => {
      if ((ts.isAsExpression(node) || ts.isTypeAssertionExpression(node)) && !isConst(node.type)) {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart());
        found.push(`${path.relative(root, file)}:${line + 1}  ${node.getText().replace(/\s+/g, ' ').slice(0, 100)}`);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const found = typeAssertions();
  console.log(found.join('\n'));
  console.log(`\n${found.length} type assertions in src/ and netlify/ (bar: at most 25)`);
}

/**
 * The tag map is generated (widgets/elements.generated.d.ts); an element file written before that
 * declares its own `HTMLElementTagNameMap`, which would clash with it. `npm run docs` removes such a
 * block when it holds nothing else (README.md#architecture-in-a-few-lines).
 */
import ts from 'typescript';

export type TagMapResult = { kind: 'none' } | { kind: 'removed'; text: string } | { kind: 'mixed' };

function isTagMapOnly(statement: ts.Statement): boolean | undefined {
  if (!ts.isModuleDeclaration(statement) || statement.name.getText() !== 'global' || !statement.body || !ts.isModuleBlock(statement.body))
    return undefined;
  const mentions = statement.body.statements.some((s) => ts.isInterfaceDeclaration(s) && s.name.text === 'HTMLElementTagNameMap');
  if (!mentions) return undefined;
  return statement.body.statements.every((s) => ts.isInterfaceDeclaration(s) && s.name.text === 'HTMLElementTagNameMap');
}

export function withoutTagMap(text: string, fileName: string): TagMapResult {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  let result = text;
  let removed = false;
  // From the end, so earlier positions stay valid.
  for (const statement of [...source.statements].reverse()) {
    const only = isTagMapOnly(statement);
    if (only === undefined) continue;
    if (!only) return { kind: 'mixed' };
    result = result.slice(0, statement.getFullStart()) + result.slice(statement.getEnd());
    removed = true;
  }
  return removed ? { kind: 'removed', text: `${result.trimEnd()}\n` } : { kind: 'none' };
}

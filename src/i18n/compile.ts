/**
 * Messages are parsed into ICU ASTs once, when a dictionary arrives, instead of at each format.
 * The parser is loaded on demand, in parallel with the first settings request (so it costs no
 * waiting), which keeps it out of the shared runtime chunk: the build points formatjs's own
 * parser import at its parser-less entry.
 */
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';

export type CompiledMessages = Record<string, MessageFormatElement[]>;
type ParserModule = typeof import('@formatjs/icu-messageformat-parser');

let parser: Promise<ParserModule> | null = null;

export function loadParser(): Promise<ParserModule> {
  parser ??= import('@formatjs/icu-messageformat-parser');
  return parser;
}

/** A text without ICU syntax, usable before the parser has loaded (fallback texts). */
export function literal(text: string): MessageFormatElement[] {
  return [{ type: 0, value: text } as MessageFormatElement];
}

export async function compileMessages(messages: Readonly<Record<string, string>>): Promise<CompiledMessages> {
  const { parse } = await loadParser();
  const compiled: CompiledMessages = {};
  for (const [key, text] of Object.entries(messages)) {
    try {
      // A `*_html` text is HTML for SafeHtml (sanitized there): its tags are text to ICU, not rich-text placeholders.
      compiled[key] = parse(text, { ignoreTag: key.endsWith('_html') });
    } catch {
      // One broken provider message must not take all texts down: show it as it was written.
      console.warn(`[rad-widgets] message "${key}" is not valid ICU; shown as plain text.`);
      compiled[key] = literal(text);
    }
  }
  return compiled;
}

/**
 * Messages are parsed into ICU ASTs on first use, not when a dictionary arrives: a page shows a few
 * dozen of its ~900 texts, and parsing all of them at load was one long task on a slow phone's main
 * thread before the first paint. The parser is loaded on demand, in parallel with the first settings
 * request (so it costs no waiting), which keeps it out of the shared runtime chunk: the build points
 * formatjs's own parser import at its parser-less entry.
 */
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';

type ParserModule = typeof import('@formatjs/icu-messageformat-parser');
type Parse = ParserModule['parse'];

/** Texts by key, each parsed the first time it is asked for and kept. */
export interface CompiledMessages {
  get(key: string): MessageFormatElement[] | undefined;
}

let parser: Promise<ParserModule> | null = null;

export function loadParser(): Promise<ParserModule> {
  parser ??= import('@formatjs/icu-messageformat-parser');
  return parser;
}

/** A text without ICU syntax, usable before the parser has loaded (fallback texts). */
export function literal(text: string): MessageFormatElement[] {
  return [{ type: 0, value: text } as MessageFormatElement];
}

function parseOne(parse: Parse | null, key: string, text: string): MessageFormatElement[] {
  if (!parse) return literal(text);
  try {
    // A `*_html` text is HTML for SafeHtml (sanitized there): its tags are text to ICU, not rich-text placeholders.
    return parse(text, { ignoreTag: key.endsWith('_html') });
  } catch {
    // One broken provider message must not take all texts down: show it as it was written.
    console.warn(`[rad-widgets] message "${key}" is not valid ICU; shown as plain text.`);
    return literal(text);
  }
}

/** Messages parsed lazily with `parse`; without a parser every text is a literal (the built-in fallback texts). */
export function lazyMessages(messages: Readonly<Record<string, string>>, parse: Parse | null): CompiledMessages {
  const parsed = new Map<string, MessageFormatElement[]>();
  return {
    get(key) {
      let found = parsed.get(key);
      if (found) return found;
      const text = Object.prototype.hasOwnProperty.call(messages, key) ? messages[key] : undefined;
      if (text === undefined) return undefined;
      found = parseOne(parse, key, text);
      parsed.set(key, found);
      return found;
    },
  };
}

/** The messages, parsed on first use once the parser has loaded. */
export async function compileMessages(messages: Readonly<Record<string, string>>): Promise<CompiledMessages> {
  const { parse } = await loadParser();
  return lazyMessages(messages, parse);
}

/** `over` wins where it has a key, else `under`. */
export function layered(over: CompiledMessages, under: CompiledMessages): CompiledMessages {
  return { get: (key) => over.get(key) ?? under.get(key) };
}

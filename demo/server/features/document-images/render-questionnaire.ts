/**
 * An answered questionnaire as page images ("view questionnaire as images",
 * src/api/API.md#document-and-questionnaire-images): the questions the patient was shown and their
 * answers, laid out like a printed form, for staff systems and viewers that take images only. Drawn
 * with @napi-rs/canvas in Liberation Sans from pdf.js's standard fonts, so the result is the same
 * on every machine (no system fonts). Only what the stored QuestionnaireResponse holds is drawn:
 * hidden and disabled items never reached it (src/questionnaire/response.ts), so they cannot
 * reappear here.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { AnswerValue, FhirQuestionnaire, QuestionnaireResponse } from '../../../../src/api/schemas/questionnaire.schema';
import { readResponse } from '../../../../src/questionnaire/response';
import { buildTree } from '../../../../src/questionnaire/tree';
import { indexItems } from '../../../../src/questionnaire/walk';

const require = createRequire(import.meta.url);

const PAGE = { width: 1240, height: 1754, margin: 110 };
const FAMILY = 'Rad Liberation Sans';
type Style = 'title' | 'meta' | 'group' | 'question' | 'answer' | 'display';
const STYLES: Record<Style, { font: string; size: number; colour: string; indent: number; before: number }> = {
  title: { font: `bold 44px "${FAMILY}"`, size: 44, colour: '#111111', indent: 0, before: 0 },
  meta: { font: `26px "${FAMILY}"`, size: 26, colour: '#444444', indent: 0, before: 14 },
  group: { font: `bold 34px "${FAMILY}"`, size: 34, colour: '#111111', indent: 0, before: 44 },
  question: { font: `bold 28px "${FAMILY}"`, size: 28, colour: '#111111', indent: 0, before: 28 },
  answer: { font: `28px "${FAMILY}"`, size: 28, colour: '#1f3f66', indent: 36, before: 8 },
  display: { font: `italic 26px "${FAMILY}"`, size: 26, colour: '#444444', indent: 0, before: 20 },
};

/** The words a page needs, in the reader's language (the server's dictionaries). */
export interface SheetText {
  yes: string;
  no: string;
  answeredOn: (date: string) => string;
  pageOf: (page: number, pages: number) => string;
}

export interface SheetInput {
  definition: FhirQuestionnaire;
  title: string;
  response: QuestionnaireResponse;
  answeredAt: string;
  locale: string;
  text: SheetText;
}

let fontsRegistered = false;
async function canvasModule() {
  const canvas = await import('@napi-rs/canvas');
  if (!fontsRegistered) {
    const fonts = path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts');
    for (const face of ['Regular', 'Bold', 'Italic', 'BoldItalic'])
      canvas.GlobalFonts.registerFromPath(path.join(fonts, `LiberationSans-${face}.ttf`), FAMILY);
    fontsRegistered = true;
  }
  return canvas;
}

/** A moment in words, with its zone named (the sheet has no clinic to take a zone from). */
export const DATE_TIME_UTC: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'UTC',
  timeZoneName: 'short',
};

/** One answer value as the patient would read it back. */
export function answerText(value: AnswerValue, locale: string, text: Pick<SheetText, 'yes' | 'no'>): string {
  if (value.valueBoolean !== undefined) return value.valueBoolean ? text.yes : text.no;
  if (value.valueCoding) return value.valueCoding.display ?? value.valueCoding.code ?? '';
  if (value.valueInteger !== undefined || value.valueDecimal !== undefined)
    return new Intl.NumberFormat(locale).format((value.valueInteger ?? value.valueDecimal)!);
  if (value.valueQuantity)
    return [value.valueQuantity.value, value.valueQuantity.unit ?? value.valueQuantity.code].filter((part) => part !== undefined).join(' ');
  if (value.valueDate && /^\d{4}-\d{2}-\d{2}$/.test(value.valueDate))
    return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${value.valueDate}T00:00:00Z`));
  if (value.valueDateTime && !Number.isNaN(Date.parse(value.valueDateTime)))
    return new Intl.DateTimeFormat(locale, DATE_TIME_UTC).format(new Date(value.valueDateTime));
  if (value.valueAttachment) return value.valueAttachment.title ?? value.valueAttachment.url ?? '';
  if (value.valueReference) return value.valueReference.display ?? value.valueReference.reference ?? '';
  return value.valueString ?? value.valueUri ?? value.valueTime ?? value.valueDate ?? value.valueDateTime ?? '';
}

interface Block {
  style: Style;
  text: string;
}

/**
 * The form's items in order, each answered question followed by its answers; unanswered ones left
 * out. A repeating group shows once per answered instance, numbered ("Implant 2").
 */
export function sheetBlocks(input: SheetInput): Block[] {
  const index = indexItems(input.definition);
  const read = readResponse(input.response, index);
  const tree = buildTree(index, read.instances, []);
  const present = new Set(read.entries.map((entry) => entry.key));
  const blocks: Block[] = [];
  const visit = (keys: readonly string[]) => {
    for (const key of keys) {
      const node = tree.nodes.get(key)!;
      const { item } = node;
      if (node.instances) {
        if (!present.has(key)) continue;
        node.instances.forEach((instance, position) => {
          if (item.text) blocks.push({ style: 'group', text: node.instances!.length > 1 ? `${item.text} ${position + 1}` : item.text });
          visit(instance.children);
        });
        continue;
      }
      if (item.type === 'group') {
        if (!present.has(key)) continue;
        if (item.text) blocks.push({ style: 'group', text: item.text });
      } else if (item.type !== 'display') {
        const values = (read.answers.get(key) ?? []).map((value) => answerText(value, input.locale, input.text)).filter(Boolean);
        if (values.length) {
          blocks.push({ style: 'question', text: item.text ?? item.linkId });
          for (const value of values) blocks.push({ style: 'answer', text: value });
        }
      }
      visit(node.children);
    }
  };
  visit(tree.roots);
  return blocks;
}

function wrap(context: SKRSContext2D, text: string, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (context.measureText(candidate).width <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      // A word wider than the line (a long e-mail address): break it by characters.
      line = '';
      for (const char of word) {
        if (context.measureText(line + char).width > width && line) {
          lines.push(line);
          line = '';
        }
        line += char;
      }
    }
    lines.push(line);
  }
  return lines;
}

interface Line {
  style: Style;
  text: string;
  y: number;
}

/** Draws the sheet; returns one PNG per page. */
export async function renderQuestionnaireSheet(input: SheetInput): Promise<Buffer[]> {
  const { createCanvas } = await canvasModule();
  const measure = createCanvas(10, 10).getContext('2d');
  const header: Block[] = [
    { style: 'title', text: input.title },
    { style: 'meta', text: input.text.answeredOn(input.answeredAt) },
  ];
  const footer = PAGE.height - PAGE.margin + 40;
  const bottom = footer - 60;
  const pages: Line[][] = [[]];
  let y = PAGE.margin;
  for (const block of [...header, ...sheetBlocks(input)]) {
    const style = STYLES[block.style];
    measure.font = style.font;
    const lineHeight = Math.round(style.size * 1.35);
    y += style.before;
    for (const text of wrap(measure, block.text, PAGE.width - 2 * PAGE.margin - style.indent)) {
      if (y + lineHeight > bottom) {
        pages.push([]);
        y = PAGE.margin;
      }
      pages.at(-1)!.push({ style: block.style, text, y: y + style.size });
      y += lineHeight;
    }
  }
  return pages.map((lines, index) => {
    const canvas = createCanvas(PAGE.width, PAGE.height);
    const context = canvas.getContext('2d');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, PAGE.width, PAGE.height);
    for (const line of lines) {
      const style = STYLES[line.style];
      context.font = style.font;
      context.fillStyle = style.colour;
      context.fillText(line.text, PAGE.margin + style.indent, line.y);
    }
    context.font = STYLES.meta.font;
    context.fillStyle = STYLES.meta.colour;
    context.fillText(input.text.pageOf(index + 1, pages.length), PAGE.margin, footer);
    return canvas.toBuffer('image/png');
  });
}

export const SHEET_SIZE = { width: PAGE.width, height: PAGE.height } as const;

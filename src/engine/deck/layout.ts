import { splitText } from './text.js';
import type { Cell } from './types.js';

/**
 * The page geometry both the slide model and the writer use (inches, points): a 16:9 wide slide,
 * a heading band at the top and the body below it. The model decides what goes on which slide
 * from these figures, so nothing the writer draws runs off the slide.
 */
export const LAYOUT = {
  width: 13.333,
  height: 7.5,
  margin: 0.5,
  titleHeight: 0.9,
  bodyTop: 1.35,
  bodyHeight: 5.85,
  /** Body text: readable from the back of a room (issue 35), and nothing on a slide is smaller. */
  fontSize: 16,
  /** Characters of 16 pt text in an inch of a cell, erring short (a wide font, Czech capitals, cell padding). */
  charsPerInch: 6.9,
  lineHeight: 0.26,
  rowPadding: 0.11,
  /** The band legend under a table or chart. */
  legendHeight: 0.5,
} as const;

export const bodyWidth = LAYOUT.width - 2 * LAYOUT.margin;

/** Column widths in inches from relative weights, filling the body's width. */
export function columnWidths(weights: readonly number[]): number[] {
  const total = weights.reduce((a, w) => a + w, 0) || 1;
  return weights.map((w) => (w / total) * bodyWidth);
}

const charsIn = (width: number) => Math.max(4, Math.floor(width * LAYOUT.charsPerInch));

/** A character's width in average characters: capitals (Ř, W, M) are wider than the estimate's average. */
const weightOf = (ch: string) => (/\p{Lu}/u.test(ch) ? 1.35 : 1);
const weigh = (word: string) => Array.from(word).reduce((n, ch) => n + weightOf(ch), 0);

/** Inches a text's longest word takes on one line of a cell (its padding included). */
export const longestWordWidth = (text: string) => (Math.ceil(Math.max(0, ...text.split(/\s+/).map(weigh))) + 0.5) / LAYOUT.charsPerInch;

/**
 * Column widths (inches, filling the body) from relative weights, each column but the first at
 * least as wide as its header's longest word needs, so that no header breaks inside a word
 * ('Odpovědn|ost'); the first column gives up the difference while it keeps `minFirst` inches.
 * Beyond that the weights stand as they are.
 */
export function widthsFittingHeaders(weights: readonly number[], headers: readonly string[], minFirst = 2.5): number[] {
  const widths = columnWidths(weights);
  const others = widths.slice(1).map((w, i) => Math.max(w, longestWordWidth(headers[i + 1] ?? '')));
  const first = bodyWidth - others.reduce((a, w) => a + w, 0);
  return first >= minFirst ? [first, ...others] : widths;
}

/**
 * Lines a text takes in a column of `width` inches: each line break starts a line, words wrap
 * greedily (a space between words), and a word longer than a line is broken, as a slide renderer does.
 */
export function linesOf(text: string, width: number): number {
  const perLine = charsIn(width);
  let lines = 0;
  for (const paragraph of text.split('\n')) {
    let used = 0;
    lines += 1;
    for (const word of paragraph.split(/[ \t]+/).filter(Boolean)) {
      let w = weigh(word);
      if (used > 0 && used + 1 + w <= perLine) {
        used += 1 + w;
        continue;
      }
      if (used > 0) lines += 1;
      while (w > perLine) {
        lines += 1;
        w -= perLine;
      }
      used = w;
    }
  }
  return lines;
}

export const rowHeight = (row: readonly Cell[], widths: readonly number[]) =>
  Math.max(1, ...row.map((c, i) => linesOf(c.text, widths[i] ?? 1))) * LAYOUT.lineHeight + LAYOUT.rowPadding;

/** A text in parts that each take at most `maxLines` lines in the column: a part that wraps worse than its length says (capitals) is split again. */
function fitParts(text: string, width: number, maxLines: number): string[] {
  return splitText(text, maxLines * charsIn(width)).flatMap((part) => {
    const lines = linesOf(part, width);
    if (lines <= maxLines) return [part];
    const smaller = Math.floor((Array.from(part).length * maxLines) / lines) - 1;
    return smaller >= 1
      ? splitText(part, smaller).flatMap((p) => (linesOf(p, width) <= maxLines ? [p] : splitText(p, Math.max(1, Math.floor(smaller / 2)))))
      : [part];
  });
}

/**
 * Rows split into pages that fit the body under a header row (repeated on every page). A row taller than a page is cut
 * into continuation rows (its long texts in parts, the other cells left empty), so every text is
 * shown whole, in order, across slides.
 */
export function paginateRows(
  rows: readonly Cell[][],
  widths: readonly number[],
  header: readonly Cell[] | undefined,
  extraHeight = 0,
): Cell[][][] {
  // Header texts are bold: a little wider than the estimate's text.
  const headerHeight = header
    ? rowHeight(
        header.map((c) => ({ text: `${c.text}${' '.repeat(Math.ceil(c.text.length / 8))}` })),
        widths,
      )
    : 0;
  const room = LAYOUT.bodyHeight - headerHeight - extraHeight;
  const maxLines = Math.max(1, Math.floor((room - LAYOUT.rowPadding) / LAYOUT.lineHeight) - 1);
  const fitted: Cell[][] = rows.flatMap((row) => {
    if (rowHeight(row, widths) <= room) return [row];
    const parts = row.map((c, i) => fitParts(c.text.replace(/\s*\n\s*/g, ' '), widths[i] ?? 1, maxLines));
    const count = Math.max(...parts.map((p) => p.length));
    return Array.from({ length: count }, (_, k) =>
      row.map((c, i) => (k === 0 ? { ...c, text: parts[i]![0] ?? '' } : { text: parts[i]![k] ?? '' })),
    );
  });
  const pages: Cell[][][] = [];
  let page: Cell[][] = [];
  let used = 0;
  for (const row of fitted) {
    const h = rowHeight(row, widths);
    if (page.length && used + h > room) {
      pages.push(page);
      page = [];
      used = 0;
    }
    page.push(row);
    used += h;
  }
  if (page.length) pages.push(page);
  return pages;
}

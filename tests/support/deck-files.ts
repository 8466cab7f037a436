import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import JSZip from 'jszip';

const run = promisify(execFile);

// jsdom ships no types; its DOMParser is the standard one (tsconfig's DOM lib).
const jsdom = 'jsdom';
const { JSDOM } = (await import(jsdom)) as unknown as { JSDOM: new (html: string) => { window: { DOMParser: typeof DOMParser } } };

/** The XML parts of a .pptx by name, and those that are not well-formed XML (what makes PowerPoint offer a repair). */
export async function pptxParts(file: Buffer) {
  const zip = await JSZip.loadAsync(file);
  const parts = new Map<string, string>();
  for (const name of Object.keys(zip.files).filter((n) => /\.(xml|rels)$/.test(n))) parts.set(name, await zip.file(name)!.async('string'));
  const { DOMParser } = new JSDOM('').window;
  const broken = [...parts]
    .filter(([, xml]) => new DOMParser().parseFromString(xml, 'application/xml').getElementsByTagName('parsererror').length > 0)
    .map(([n]) => n);
  const slides = [...parts.keys()]
    .filter((n) => /^ppt\/slides\/slide\d+\.xml$/.test(n))
    .sort((a, b) => Number(/\d+/.exec(a)![0]) - Number(/\d+/.exec(b)![0]));
  return { parts, broken, slides };
}

/** The texts of a slide part's runs, in order (XML entities decoded). */
export function slideTexts(xml: string): string[] {
  const { DOMParser } = new JSDOM('').window;
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  return [...doc.getElementsByTagName('a:t')].map((n) => n.textContent ?? '');
}

export function soffice(): string | undefined {
  for (const bin of ['/usr/bin/soffice', '/usr/lib/libreoffice/program/soffice', '/usr/bin/libreoffice'])
    if (fs.existsSync(bin)) return bin;
  return undefined;
}

/**
 * Converts a .pptx to PDF with LibreOffice headless (a profile of its own in a temp dir) and
 * answers the PDF's text (pdftotext), its page count and what LibreOffice said.
 */
export async function pptxToPdfText(file: Buffer): Promise<{ text: string; pages: number; log: string; dir: string }> {
  const bin = soffice();
  if (!bin) throw new Error('LibreOffice (soffice) is not installed: npm run setup:test');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'deck-pdf-'));
  fs.writeFileSync(path.join(dir, 'deck.pptx'), file);
  const out = await run(
    bin,
    [
      `-env:UserInstallation=file://${dir}/profile`,
      '--headless',
      '--norestore',
      '--convert-to',
      'pdf',
      '--outdir',
      dir,
      path.join(dir, 'deck.pptx'),
    ],
    { timeout: 120_000 },
  );
  const pdf = path.join(dir, 'deck.pdf');
  if (!fs.existsSync(pdf)) throw new Error(`LibreOffice made no PDF: ${out.stdout}${out.stderr}`);
  const text = (await run('pdftotext', ['-enc', 'UTF-8', pdf, '-'])).stdout;
  const info = (await run('pdfinfo', [pdf])).stdout;
  return { text, pages: Number(/Pages:\s+(\d+)/.exec(info)?.[1] ?? 0), log: `${out.stdout}${out.stderr}`, dir };
}

export interface PdfPage {
  width: number;
  height: number;
  words: Array<{ text: string; xMin: number; yMin: number; xMax: number; yMax: number }>;
}

/** Every page of a PDF (LibreOffice's, in `dir`) with its words and where each is (pdftotext -bbox). */
export async function pdfPages(dir: string): Promise<PdfPage[]> {
  const html = (await run('pdftotext', ['-bbox', '-enc', 'UTF-8', path.join(dir, 'deck.pdf'), '-'], { maxBuffer: 64 * 1024 * 1024 }))
    .stdout;
  const { DOMParser } = new JSDOM('').window;
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const num = (el: Element, name: string) => Number(el.getAttribute(name));
  return [...doc.getElementsByTagName('page')].map((page) => ({
    width: num(page, 'width'),
    height: num(page, 'height'),
    words: [...page.getElementsByTagName('word')].map((w) => ({
      text: w.textContent ?? '',
      xMin: num(w, 'xmin'),
      yMin: num(w, 'ymin'),
      xMax: num(w, 'xmax'),
      yMax: num(w, 'ymax'),
    })),
  }));
}

import JSZip from 'jszip';
import type PptxGenJS from 'pptxgenjs';
import { bodyWidth, LAYOUT, type Cell, type DeckModel, type LegendEntry, type SlideModel } from '../../engine/deck/index.js';

/**
 * Writes a slide model (src/engine/deck) as a .pptx with pptxgenjs. Only drawing happens here:
 * what goes on which slide, every text and every colour were decided by the model, with the page
 * geometry of LAYOUT. pptxgenjs escapes text for XML; the model already dropped what XML cannot hold.
 */
const FONT = 'Arial';
/** Every text is Czech: PowerPoint and Impress spell-check and hyphenate it as Czech. */
const LANG = 'cs-CZ';
// The club's colours: the app's blue and grey (Chakra's palette, src/client/app/theme.ts).
const BRAND = '173DA6'; // blue.700, the app's links and focus
const BRAND_DEEP = '14204A'; // blue.900
const BRAND_LIGHT = 'DBEAFE'; // blue.100
const INK = '18181B'; // gray.900
const MUTED = '52525B'; // gray.600
const GRID = 'D4D4D8'; // gray.300
const SERIES_COLORS = [BRAND, '2563EB', '60A5FA'];
/** Czech decimals in a chart whatever the viewer's locale: the number format's own locale (0x405, Czech) sets the comma. */
const CZECH_TWO_DECIMALS = '[$-405]0.00';

type Slide = ReturnType<PptxGenJS['addSlide']>;

const text = { fontFace: FONT, lang: LANG, color: INK } as const;

function heading(slide: Slide, title: string, page?: string) {
  slide.addShape('rect', { x: 0, y: 0, w: 0.18, h: LAYOUT.height, fill: { color: BRAND }, line: { color: BRAND, width: 0 } });
  slide.addText(page ? `${title} (${page})` : title, {
    ...text,
    x: LAYOUT.margin,
    y: 0.35,
    w: bodyWidth,
    h: LAYOUT.titleHeight,
    fontSize: 28,
    bold: true,
    color: BRAND,
    valign: 'middle',
  });
  slide.addShape('line', {
    x: LAYOUT.margin,
    y: 0.35 + LAYOUT.titleHeight + 0.02,
    w: bodyWidth,
    h: 0,
    line: { color: BRAND, width: 1.5 },
  });
}

function legendRow(slide: Slide, entries: readonly LegendEntry[]) {
  // Each entry as wide as its label asks, so a long one ('Slabé až kritické (3,6–5,0)') stays on one line.
  const weights = entries.map((e) => e.label.length + 6);
  const total = weights.reduce((a, w) => a + w, 0);
  const y = LAYOUT.bodyTop + LAYOUT.bodyHeight - LAYOUT.legendHeight + 0.05;
  let x = LAYOUT.margin;
  entries.forEach((e, i) => {
    const w = (weights[i]! / total) * bodyWidth;
    const left = x;
    x += w;
    slide.addShape('rect', {
      x: left,
      y: y + 0.1,
      w: 0.3,
      h: 0.25,
      fill: { color: e.fill },
      line: { color: MUTED, width: 0.5 },
    });
    slide.addText(e.label, { ...text, x: left + 0.36, y, w: w - 0.4, h: 0.45, fontSize: LAYOUT.fontSize, valign: 'middle' });
  });
}

const cellOf = (c: Cell, plainLabel: boolean) => ({
  text: c.text,
  options: {
    lang: LANG,
    bold: c.bold ?? false,
    ...(plainLabel ? { color: BRAND } : {}),
    ...(c.align ? { align: c.align } : {}),
    ...(c.fill ? { fill: { color: c.fill } } : {}),
  },
});

function drawTitle(slide: Slide, model: Extract<SlideModel, { kind: 'title' }>) {
  slide.background = { color: BRAND };
  slide.addShape('rect', { x: 0, y: 6.6, w: LAYOUT.width, h: 0.9, fill: { color: BRAND_DEEP }, line: { color: BRAND_DEEP, width: 0 } });
  slide.addText(model.title, { ...text, x: 0.8, y: 1.6, w: LAYOUT.width - 1.6, h: 1.3, fontSize: 44, bold: true, color: 'FFFFFF' });
  if (model.subtitle)
    slide.addText(model.subtitle, { ...text, x: 0.8, y: 2.95, w: LAYOUT.width - 1.6, h: 0.7, fontSize: 24, color: BRAND_LIGHT });
  if (model.names)
    slide.addText(model.names, {
      ...text,
      x: 0.8,
      y: 3.9,
      w: LAYOUT.width - 1.6,
      h: 2.6,
      fontSize: LAYOUT.fontSize,
      color: 'FFFFFF',
      valign: 'top',
    });
}

function drawTable(slide: Slide, model: Extract<SlideModel, { kind: 'table' }>) {
  const header = model.columns.some((c) => c.header !== '');
  const rows = [
    ...(header
      ? [
          model.columns.map((c) => ({
            text: c.header,
            options: { lang: LANG, bold: true, color: BRAND_DEEP, fill: { color: BRAND_LIGHT } },
          })),
        ]
      : []),
    ...model.rows.map((r) => r.map((c, i) => cellOf(c, Boolean(model.plain) && i === 0))),
  ];
  slide.addTable(rows, {
    x: LAYOUT.margin,
    y: LAYOUT.bodyTop,
    w: bodyWidth,
    colW: model.columns.map((c) => c.width),
    fontFace: FONT,
    fontSize: LAYOUT.fontSize,
    color: INK,
    valign: 'top',
    margin: 0.05,
    // Labelled texts read as a page, not a grid: a rule under each row only.
    border: model.plain
      ? [{ type: 'none' }, { type: 'none' }, { type: 'solid', pt: 0.75, color: GRID }, { type: 'none' }]
      : { type: 'solid', pt: 0.75, color: GRID },
    autoPage: false,
  });
  if (model.legend) legendRow(slide, model.legend);
}

function drawAgenda(slide: Slide, model: Extract<SlideModel, { kind: 'agenda' }>) {
  const columns = model.items.length > 7 ? 2 : 1;
  const perColumn = Math.ceil(model.items.length / columns);
  const w = bodyWidth / columns;
  const h = Math.min(0.7, LAYOUT.bodyHeight / Math.max(1, perColumn));
  model.items.forEach((item, i) => {
    const x = LAYOUT.margin + Math.floor(i / perColumn) * w;
    const y = LAYOUT.bodyTop + (i % perColumn) * h;
    slide.addText(String(i + 1), {
      ...text,
      x,
      y: y + 0.08,
      w: 0.6,
      h: h - 0.16,
      margin: 0,
      fontSize: 18,
      bold: true,
      color: 'FFFFFF',
      align: 'center',
      valign: 'middle',
      fill: { color: BRAND },
    });
    slide.addText(item, { ...text, x: x + 0.75, y, w: w - 0.9, h, fontSize: 22, valign: 'middle' });
  });
}

function drawList(slide: Slide, model: Extract<SlideModel, { kind: 'list' }>) {
  const columns = model.items.length > 8 ? 3 : 2;
  const perColumn = Math.ceil(model.items.length / columns);
  const w = bodyWidth / columns;
  // Two lines of a long value's name fit a tile.
  const h = Math.min(0.8, (LAYOUT.bodyHeight - 0.6) / perColumn - 0.08);
  model.items.forEach((item, i) => {
    const col = Math.floor(i / perColumn);
    const row = i % perColumn;
    slide.addText(item.text, {
      ...text,
      x: LAYOUT.margin + col * w + 0.05,
      y: LAYOUT.bodyTop + row * (h + 0.08),
      w: w - 0.2,
      h,
      fontSize: LAYOUT.fontSize,
      bold: item.bold ?? false,
      valign: 'middle',
      margin: 0.1,
      fill: { color: item.fill ?? 'F4F4F5' },
      line: { color: GRID, width: 0.5 },
    });
  });
  if (model.note)
    slide.addText(model.note, {
      ...text,
      x: LAYOUT.margin,
      y: LAYOUT.bodyTop + LAYOUT.bodyHeight - 0.45,
      w: bodyWidth,
      h: 0.45,
      fontSize: LAYOUT.fontSize,
      italic: true,
      color: MUTED,
    });
}

function drawChart(slide: Slide, model: Extract<SlideModel, { kind: 'chart' }>) {
  const data = model.series.map((s) => ({ name: s.name, labels: model.categories, values: s.values }));
  const font = { fontFace: FONT, fontSize: LAYOUT.fontSize };
  slide.addChart('bar', data, {
    x: LAYOUT.margin,
    y: LAYOUT.bodyTop,
    w: bodyWidth,
    h: LAYOUT.bodyHeight - (model.legend ? LAYOUT.legendHeight : 0),
    lang: LANG,
    barDir: model.horizontal ? 'bar' : 'col',
    barGrouping: 'clustered',
    // Bars down the slide read top to bottom in the categories' order: the category axis runs
    // max to min (pptxgenjs writes any value; its types know only minMax).
    ...(model.horizontal ? { catAxisOrientation: 'maxMin' as unknown as 'minMax' } : {}),
    // Lower is better: the value axis runs from its max to its min and the bars start at the max,
    // so the best score has the tallest bar; one colour per bar (its band) when there is one series.
    ...(model.reversed
      ? {
          valAxisOrientation: 'maxMin' as unknown as 'minMax',
          valAxisCrossesAt: 'max' as unknown as 'autoZero',
          catAxisLabelPos: 'high' as const,
        }
      : {}),
    chartColors: model.fills ?? SERIES_COLORS.slice(0, model.series.length),
    ...(model.min !== undefined ? { valAxisMinVal: model.min } : {}),
    ...(model.max !== undefined ? { valAxisMaxVal: model.max } : {}),
    valAxisMajorUnit: 1,
    valAxisLabelFormatCode: '0',
    ...(model.axisTitle ? { showValAxisTitle: true, valAxisTitle: model.axisTitle, valAxisTitleFontSize: LAYOUT.fontSize } : {}),
    showLegend: model.series.length > 1,
    legendPos: 'b',
    legendFontSize: font.fontSize,
    legendFontFace: font.fontFace,
    catAxisLabelFontSize: font.fontSize,
    catAxisLabelFontFace: font.fontFace,
    valAxisLabelFontSize: font.fontSize,
    valAxisLabelFontFace: font.fontFace,
    showValue: true,
    dataLabelFontSize: font.fontSize,
    dataLabelFontFace: font.fontFace,
    dataLabelFormatCode: CZECH_TWO_DECIMALS,
    dataLabelPosition: 'outEnd',
  });
  if (model.legend) legendRow(slide, model.legend);
}

function drawSlide(pptx: PptxGenJS, model: SlideModel) {
  const slide = pptx.addSlide();
  if (model.notes) slide.addNotes(model.notes);
  if (model.kind === 'title') return drawTitle(slide, model);
  heading(slide, model.title, model.kind === 'table' ? model.page : undefined);
  switch (model.kind) {
    case 'empty':
      slide.addText(model.message, {
        ...text,
        x: LAYOUT.margin,
        y: LAYOUT.bodyTop + 1.5,
        w: bodyWidth,
        h: 1.2,
        fontSize: 20,
        italic: true,
        color: MUTED,
        align: 'center',
        valign: 'middle',
      });
      return;
    case 'table':
      return drawTable(slide, model);
    case 'agenda':
      return drawAgenda(slide, model);
    case 'list':
      return drawList(slide, model);
    case 'chart':
      return drawChart(slide, model);
  }
}

/** Run properties with no language, or English: what pptxgenjs writes where it takes no `lang`. */
const UNTAGGED = /<a:(rPr|endParaRPr|defRPr)\b(?![^>]*\blang=)|\blang="en-US"(?: altLang="en-US")?|\baltLang="en-US"/g;

/**
 * pptxgenjs tags what it writes without taking a `lang` (speaker notes, paragraph ends, table
 * cells' ends, the masters) as en-US, and a chart's texts not at all: those are tagged Czech
 * here, so no run of the file is spell-checked as English.
 */
async function czechEverywhere(file: Buffer): Promise<Buffer> {
  const zip = await JSZip.loadAsync(file);
  for (const name of Object.keys(zip.files).filter((n) => n.endsWith('.xml'))) {
    const xml = await zip.file(name)!.async('string');
    const tagged = xml.replace(UNTAGGED, (found, tag: string | undefined) =>
      tag ? `<a:${tag} lang="${LANG}"` : found.startsWith('lang') ? `lang="${LANG}"` : '',
    );
    if (tagged !== xml) zip.file(name, tagged);
  }
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/** The deck as .pptx bytes. */
export async function writeDeck(model: DeckModel): Promise<Buffer> {
  // Loaded with the first deck, not at start: pptxgenjs and jszip add to a server's memory and
  // to its start (docs/performance.md), and most processes never write a deck.
  const { default: Pptx } = await import('pptxgenjs');
  const pptx = new Pptx();
  pptx.layout = 'LAYOUT_WIDE';
  pptx.title = model.title;
  pptx.author = model.title;
  pptx.theme = { headFontFace: FONT, bodyFontFace: FONT };
  for (const slide of model.slides) drawSlide(pptx, slide);
  // Written uncompressed (4.0.1's 'nodebuffer' drops compression anyway) and compressed once, retagged.
  const out = await pptx.write({ outputType: 'nodebuffer' });
  return czechEverywhere(Buffer.isBuffer(out) ? out : Buffer.from(out as ArrayBuffer));
}

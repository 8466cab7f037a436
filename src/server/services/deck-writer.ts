import type PptxGenJS from 'pptxgenjs';
import { bodyWidth, LAYOUT, type Cell, type DeckModel, type LegendEntry, type SlideModel } from '../../engine/deck/index.js';

/**
 * Writes a slide model (src/engine/deck) as a .pptx with pptxgenjs. Only drawing happens here:
 * what goes on which slide, every text and every colour were decided by the model, with the page
 * geometry of LAYOUT. pptxgenjs escapes text for XML; the model already dropped what XML cannot hold.
 */
const FONT = 'Arial';
const INK = '1F2937';
const MUTED = '6B7280';
const ACCENT = '1E3A8A';
const GRID = 'C7CDD6';
const HEAD_FILL = 'E5E9F0';
const SERIES_COLORS = ['1E3A8A', '2E7D32', 'C62828'];

type Slide = ReturnType<PptxGenJS['addSlide']>;

function heading(slide: Slide, title: string, page?: string) {
  slide.addText(page ? `${title} (${page})` : title, {
    x: LAYOUT.margin,
    y: 0.35,
    w: bodyWidth,
    h: LAYOUT.titleHeight,
    fontFace: FONT,
    fontSize: 26,
    bold: true,
    color: ACCENT,
    valign: 'middle',
    fit: 'shrink',
  });
  slide.addShape('line', {
    x: LAYOUT.margin,
    y: 0.35 + LAYOUT.titleHeight + 0.02,
    w: bodyWidth,
    h: 0,
    line: { color: ACCENT, width: 1.5 },
  });
}

function legendRow(slide: Slide, entries: readonly LegendEntry[]) {
  const w = bodyWidth / entries.length;
  const y = LAYOUT.bodyTop + LAYOUT.bodyHeight - 0.32;
  entries.forEach((e, i) => {
    slide.addShape('rect', {
      x: LAYOUT.margin + i * w,
      y: y + 0.06,
      w: 0.28,
      h: 0.2,
      fill: { color: e.fill },
      line: { color: GRID, width: 0.5 },
    });
    slide.addText(e.label, {
      x: LAYOUT.margin + i * w + 0.34,
      y,
      w: w - 0.4,
      h: 0.32,
      fontFace: FONT,
      fontSize: 11,
      color: INK,
      valign: 'middle',
    });
  });
}

const cellOf = (c: Cell) => ({
  text: c.text,
  options: { bold: c.bold ?? false, ...(c.align ? { align: c.align } : {}), ...(c.fill ? { fill: { color: c.fill } } : {}) },
});

function drawSlide(pptx: PptxGenJS, model: SlideModel) {
  const slide = pptx.addSlide();
  if (model.kind === 'title') {
    slide.background = { color: ACCENT };
    slide.addText(model.title, {
      x: 0.8,
      y: 2.0,
      w: LAYOUT.width - 1.6,
      h: 1.3,
      fontFace: FONT,
      fontSize: 40,
      bold: true,
      color: 'FFFFFF',
      fit: 'shrink',
    });
    if (model.subtitle)
      slide.addText(model.subtitle, {
        x: 0.8,
        y: 3.35,
        w: LAYOUT.width - 1.6,
        h: 0.7,
        fontFace: FONT,
        fontSize: 22,
        color: 'DBEAFE',
        fit: 'shrink',
      });
    if (model.names)
      slide.addText(model.names, {
        x: 0.8,
        y: 4.3,
        w: LAYOUT.width - 1.6,
        h: 2.4,
        fontFace: FONT,
        fontSize: 16,
        color: 'FFFFFF',
        valign: 'top',
        fit: 'shrink',
      });
    return;
  }
  heading(slide, model.title, model.kind === 'table' ? model.page : undefined);
  switch (model.kind) {
    case 'empty':
      slide.addText(model.message, {
        x: LAYOUT.margin,
        y: LAYOUT.bodyTop + 1.5,
        w: bodyWidth,
        h: 1.2,
        fontFace: FONT,
        fontSize: 20,
        italic: true,
        color: MUTED,
        align: 'center',
        valign: 'middle',
      });
      return;
    case 'table': {
      const header = model.columns.some((c) => c.header !== '');
      const rows = [
        ...(header ? [model.columns.map((c) => ({ text: c.header, options: { bold: true, fill: { color: HEAD_FILL } } }))] : []),
        ...model.rows.map((r) => r.map(cellOf)),
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
        border: { type: 'solid', pt: 0.75, color: GRID },
        autoPage: false,
      });
      if (model.legend) legendRow(slide, model.legend);
      return;
    }
    case 'list': {
      const columns = model.items.length > 8 ? 3 : 2;
      const perColumn = Math.ceil(model.items.length / columns);
      const w = bodyWidth / columns;
      const h = Math.min(0.6, (LAYOUT.bodyHeight - 0.6) / perColumn);
      model.items.forEach((item, i) => {
        const col = Math.floor(i / perColumn);
        const row = i % perColumn;
        slide.addText(item.text, {
          x: LAYOUT.margin + col * w + 0.05,
          y: LAYOUT.bodyTop + row * (h + 0.08),
          w: w - 0.2,
          h,
          fontFace: FONT,
          fontSize: 16,
          bold: item.bold ?? false,
          color: INK,
          valign: 'middle',
          margin: 0.1,
          fit: 'shrink',
          fill: { color: item.fill ?? 'F3F4F6' },
          line: { color: GRID, width: 0.5 },
        });
      });
      if (model.note)
        slide.addText(model.note, {
          x: LAYOUT.margin,
          y: LAYOUT.bodyTop + LAYOUT.bodyHeight - 0.35,
          w: bodyWidth,
          h: 0.35,
          fontFace: FONT,
          fontSize: 12,
          italic: true,
          color: MUTED,
        });
      return;
    }
    case 'chart': {
      const data = model.series.map((s) => ({ name: s.name, labels: model.categories, values: s.values }));
      slide.addChart('bar', data, {
        x: LAYOUT.margin,
        y: LAYOUT.bodyTop,
        w: bodyWidth,
        h: LAYOUT.bodyHeight,
        barDir: model.horizontal ? 'bar' : 'col',
        barGrouping: 'clustered',
        // Bars down the slide read top to bottom in the categories' order: the category axis runs
        // max to min (pptxgenjs writes any value; its types know only minMax).
        ...(model.horizontal ? { catAxisOrientation: 'maxMin' as unknown as 'minMax' } : {}),
        chartColors: SERIES_COLORS.slice(0, model.series.length),
        ...(model.min !== undefined ? { valAxisMinVal: model.min } : {}),
        ...(model.max !== undefined ? { valAxisMaxVal: model.max } : {}),
        valAxisMajorUnit: 1,
        ...(model.axisTitle ? { showValAxisTitle: true, valAxisTitle: model.axisTitle, valAxisTitleFontSize: 12 } : {}),
        showLegend: true,
        legendPos: 'b',
        legendFontSize: 12,
        legendFontFace: FONT,
        catAxisLabelFontSize: 12,
        catAxisLabelFontFace: FONT,
        valAxisLabelFontSize: 11,
        showValue: true,
        dataLabelFontSize: 10,
        dataLabelFormatCode: '0.00',
        dataLabelPosition: 'outEnd',
      });
      return;
    }
  }
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
  for (const slide of model.slides) drawSlide(pptx, slide);
  // stream() is the export that honours compression (write() drops it for 'nodebuffer' in 4.0.1).
  const out = await pptx.stream({ compression: true });
  return Buffer.isBuffer(out) ? out : Buffer.from(out as ArrayBuffer);
}

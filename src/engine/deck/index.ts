export * from './types.js';
export { bandLegend, bandOf } from './bands.js';
export { audienceSlides, buildDeck, deckSources, firstSentence, type Translate } from './build.js';
export { LAYOUT, bodyWidth, columnWidths, linesOf, paginateRows } from './layout.js';
export { buildResults, resultsDefinition } from './results.js';
export { czechNumber, slideText, splitText } from './text.js';

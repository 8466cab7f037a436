/**
 * Style (a `css` prop) of text an administrator or a member typed, in a table or a card.
 * Table.ScrollArea keeps every cell on one line, so one long name would widen the table far past
 * the screen, the actions out of sight, or a card past a phone's width. Here the text wraps and a
 * column holding it is at most 11rem wide (eight such columns still fit 1280 px), a longer word
 * breaking at that width; a usual word stays whole, as a column is never narrower than it.
 */
export const freeText = { whiteSpace: 'normal', minW: '0', maxW: '11rem', '&, & *': { overflowWrap: 'break-word' } } as const;

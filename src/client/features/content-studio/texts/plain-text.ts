/** An HTML text as the table shows it: its words without the markup (the editor shows the formatting). */
export function plainText(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  for (const block of doc.body.querySelectorAll('p, li, h1, h2, h3, h4, h5, h6, br, blockquote, pre')) block.append('\n');
  return (doc.body.textContent ?? '').replace(/\n{2,}/g, '\n').trim();
}

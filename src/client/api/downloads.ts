import type { DeckGenerated } from '../../contracts/steps';
import { api, apiUrl } from './client';
import { stepApiPath } from './steps';

/** The file name a Content-Disposition gives (the UTF-8 one when present), else `fallback`. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  if (utf8) {
    try {
      return decodeURIComponent(utf8);
    } catch {
      /* a malformed name: try the plain one */
    }
  }
  return /filename="([^"]+)"/i.exec(disposition ?? '')?.[1] ?? fallback;
}

/** A generated file that lacks its address: the generation failed as far as the member can tell. */
export class NoDownloadUrl extends Error {}

/**
 * POST /api/<module>/<endpoint> (the server generates the file and answers {message, download_url}),
 * then GET the download_url: the file and its name.
 */
export async function generateFile(moduleName: string, endpoint: string, audience?: string): Promise<{ blob: Blob; fileName: string }> {
  const { download_url: url } = await api
    .post(apiUrl(`/api/${stepApiPath(moduleName, endpoint)}`), audience ? { json: { audience } } : {})
    .json<DeckGenerated>();
  if (typeof url !== 'string' || !url.startsWith('/api/')) throw new NoDownloadUrl();
  const res = await api.get(apiUrl(url));
  return { blob: await res.blob(), fileName: fileNameOf(res.headers.get('content-disposition'), `${endpoint}.pptx`) };
}

/** Saves a blob as a file through a temporary link (the browser's download). */
export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}

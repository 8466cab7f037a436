import type { DeckResults } from '../../contracts/steps';
import { api, apiUrl } from './client';
import { stepApiPath } from './steps';

export type { DeckResults };

/** GET /api/<module>/<deck endpoint>/results?audience=…: the deck's results for one audience, texts final. */
export function loadResults(moduleName: string, endpoint: string, audience: string | undefined): Promise<DeckResults> {
  const query = audience ? `?${new URLSearchParams({ audience })}` : '';
  return api.get(apiUrl(`/api/${stepApiPath(moduleName, endpoint)}/results${query}`)).json<DeckResults>();
}

import { useEffect } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Runs `load` whenever the studio's tab `id` is shown: a panel stays mounted once opened, and
 * another tab (or another author) may have changed the draft meanwhile.
 */
export function useTabShown(id: string, load: () => unknown) {
  const [params] = useSearchParams();
  const shown = params.get('tab') === id;
  useEffect(() => {
    if (shown) void load();
  }, [shown, load]);
}

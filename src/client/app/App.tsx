import { CacheProvider } from '@emotion/react';
import createCache from '@emotion/cache';
import { ChakraProvider } from '@chakra-ui/react';
import { AppRouter } from './router';
import { useChakraSystem } from './chakra-system';

/** The server writes this request's CSP style nonce into index.html; emotion tags its <style>s with it. */
const nonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
const emotionCache = createCache({ key: 'css', nonce: nonce && nonce !== '__CSP_NONCE__' ? nonce : undefined });

export function App() {
  const system = useChakraSystem((s) => s.system);
  return (
    <CacheProvider value={emotionCache}>
      <ChakraProvider value={system}>
        <AppRouter />
      </ChakraProvider>
    </CacheProvider>
  );
}

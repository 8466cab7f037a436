import { create } from 'zustand';
import type { SystemContext } from '@chakra-ui/react';
import { signInSystem } from './theme';

/** The Chakra system the app renders with: the sign-in page's until a page needing the full one loads it. */
export const useChakraSystem = create<{ system: SystemContext }>(() => ({ system: signInSystem }));

let loading: Promise<void> | undefined;

/** Fetches every component recipe once; a page beyond sign-in renders only after it, so nothing shows unstyled. */
export function loadFullSystem(): Promise<void> {
  loading ??= import('./full-system').then(({ fullSystem }) => useChakraSystem.setState({ system: fullSystem }));
  return loading;
}

import type { ReactNode } from 'react';
import { Alert } from '@chakra-ui/react';

/** A panel's outcome line: errors interrupt a screen reader, successes do not. */
export function StudioNotice({ kind, title, children }: { kind: 'success' | 'error' | 'warning'; title: string; children?: ReactNode }) {
  return (
    <Alert.Root status={kind} role={kind === 'success' ? 'status' : 'alert'}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        {children && <Alert.Description>{children}</Alert.Description>}
      </Alert.Content>
    </Alert.Root>
  );
}

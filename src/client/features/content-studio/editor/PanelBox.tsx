import type { ReactNode } from 'react';
import { Heading, Stack } from '@chakra-ui/react';

/** A panel of the field editor: a titled section. */
export function PanelBox({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" aria-label={title} gap="3" borderWidth="1px" borderRadius="md" p="4" bg="bg.panel">
      <Heading as="h4" size="sm">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

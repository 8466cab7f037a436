import { useId, type ReactNode } from 'react';
import { Box, Heading, Stack } from '@chakra-ui/react';

/** One panel of the field editor: a region named by its heading, so a screen reader can jump to it. */
export function PanelSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box as="section" aria-labelledby={id} borderWidth="1px" borderRadius="md" p="4">
      <Heading as="h3" size="sm" id={id} mb="3">
        {title}
      </Heading>
      <Stack gap="4">{children}</Stack>
    </Box>
  );
}

import type { ReactNode } from 'react';
import { Box } from '@chakra-ui/react';
import { TopBar } from './TopBar';

/** A signed-in page: the top bar and a centred main region. */
export function PageLayout({ children, workflowPath }: { children: ReactNode; workflowPath?: string }) {
  return (
    <Box minH="100vh" bg="bg.subtle">
      <TopBar workflowPath={workflowPath} />
      <Box as="main" id="main" maxW="6xl" mx="auto" px={{ base: '4', md: '6' }} py={{ base: '6', md: '10' }} pb="40">
        {children}
      </Box>
    </Box>
  );
}

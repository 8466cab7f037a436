import { Box, Center, Text } from '@chakra-ui/react';
import { PartyPopper } from 'lucide-react';

/** The full-screen celebration shown while a step completes (the onboarding's congratulations). */
export function CelebrationOverlay({ message }: { message: string }) {
  return (
    <Center position="fixed" inset="0" zIndex="overlay" bg="blackAlpha.700" role="status" aria-live="assertive" data-testid="celebration">
      <Box bg="bg" rounded="2xl" px={{ base: '6', md: '12' }} py="10" mx="4" textAlign="center" shadow="2xl" maxW="lg">
        <PartyPopper size={56} aria-hidden="true" style={{ margin: '0 auto' }} />
        <Text mt="4" fontSize={{ base: 'xl', md: '2xl' }} fontWeight="bold">
          {message}
        </Text>
      </Box>
    </Center>
  );
}

import { Box, type BoxProps } from '@chakra-ui/react';
import { sanitizeDescription } from './sanitize';

/**
 * An author's HTML text on the page: the one place the client sets inner HTML, and always after
 * DOMPurify kept only the spec's allowlisted tags (sanitize.ts), so no caller can forget it.
 */
export function AuthoredHtml({ html, ...box }: { html: string } & Omit<BoxProps, 'children' | 'dangerouslySetInnerHTML'>) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized right here, with the spec's allowlist.
  return <Box {...box} dangerouslySetInnerHTML={{ __html: sanitizeDescription(html) }} />;
}

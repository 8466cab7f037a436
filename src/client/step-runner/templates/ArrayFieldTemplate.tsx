import { Badge, Box, Button, Card, Heading, Stack, Text } from '@chakra-ui/react';
import type { ArrayFieldTemplateProps } from '@rjsf/utils';
import { Plus } from 'lucide-react';
import { tr } from '../translate';

/**
 * An editable list (threats, goals, information items): each row under a badge with its name or
 * its numbered label ('Hrozba 2'), an add button while the schema's maxItems allows, the hint
 * about the maximum.
 */
export function ArrayFieldTemplate({ items, canAdd, onAddClick, title, uiSchema, formData, disabled, readonly, fieldPathId }: ArrayFieldTemplateProps) {
  const options = (uiSchema?.['ui:options'] ?? {}) as Record<string, unknown>;
  const rows = Array.isArray(formData) ? (formData as Array<Record<string, unknown> | undefined>) : [];
  const headingId = `${fieldPathId.$id}__title`;
  return (
    <Stack as="section" gap="4" aria-labelledby={headingId}>
      <Heading as="h2" size="md" id={headingId}>{tr(uiSchema?.['ui:title'] ?? title)}</Heading>
      {items.map((item, i) => {
        const name = typeof rows[i]?.name === 'string' ? (rows[i]!.name as string).trim() : '';
        return (
          <Card.Root key={item.key ?? i} variant="outline">
            <Card.Body gap="3">
              <Badge alignSelf="start" colorPalette="blue" size="lg">{name || tr(options.itemLabel, { n: i + 1 })}</Badge>
              {item}
            </Card.Body>
          </Card.Root>
        );
      })}
      <Box>
        {canAdd && (
          <Button variant="outline" onClick={onAddClick} disabled={disabled || readonly}>
            <Plus aria-hidden="true" /> {tr(options.addLabel)}
          </Button>
        )}
        {typeof options.maxHint === 'string' && <Text fontSize="sm" color="fg.muted" mt="2">{tr(options.maxHint)}</Text>}
      </Box>
    </Stack>
  );
}

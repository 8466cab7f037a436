// biome-ignore-all lint/suspicious/noArrayIndexKey: column headings are fixed by the UI schema.
import { Badge, Box, Button, Card, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { orderProperties, type ArrayFieldTemplateProps, type RJSFSchema, type UiSchema } from '@rjsf/utils';
import { Plus } from 'lucide-react';
import { tr } from '../translate';
import { isTableList, TABLE_ACTION_WIDTH } from './table-layout';

/** The titles of a table's columns: the row's fields in order, without hidden ones (ids). */
function columnTitles(items: unknown, itemsUi: UiSchema | undefined): string[] {
  const properties = ((items ?? {}) as RJSFSchema).properties ?? {};
  const order = orderProperties(Object.keys(properties), itemsUi?.['ui:order'] as string[] | undefined);
  return order
    .filter((name) => (itemsUi?.[name] as UiSchema | undefined)?.['ui:widget'] !== 'hidden')
    .map((name) =>
      tr((itemsUi?.[name] as UiSchema | undefined)?.['ui:title'] ?? (properties[name] as RJSFSchema | undefined)?.title ?? name),
    );
}

/**
 * An editable list (threats, goals, information items): each row under a badge with its numbered
 * label ('Hrozba 2'), or the row's own text at ui:options.badgeField once filled (no badge without either), an add button
 * while the schema's maxItems allows, the hint about the maximum. Rows laid out as a table
 * (items' layout "row") get the column titles once above them from tablet width up; each cell
 * keeps its own label for screen readers. `emptyText` stands in for a list with no rows (a list
 * derived from an earlier step that has none yet: 'Nejprve dokončete …').
 */
export function ArrayFieldTemplate({
  items,
  canAdd,
  onAddClick,
  title,
  schema,
  uiSchema,
  formData,
  disabled,
  readonly,
  fieldPathId,
}: ArrayFieldTemplateProps) {
  const options = (uiSchema?.['ui:options'] ?? {}) as Record<string, unknown>;
  const badgeField = typeof options.badgeField === 'string' ? options.badgeField : undefined;
  const rows = Array.isArray(formData) ? (formData as Array<Record<string, unknown> | undefined>) : [];
  const headingId = `${fieldPathId.$id}__title`;
  const itemsUi = uiSchema?.items as UiSchema | undefined;
  const columns = isTableList(uiSchema) ? columnTitles(schema.items, itemsUi) : [];
  return (
    <Stack as="section" gap="4" aria-labelledby={headingId}>
      <Heading as="h2" size="md" id={headingId}>
        {tr(uiSchema?.['ui:title'] ?? title)}
      </Heading>
      {items.length === 0 && typeof options.emptyText === 'string' && <Text data-testid="list-empty">{tr(options.emptyText)}</Text>}
      {columns.length > 0 && items.length > 0 && (
        <Flex
          aria-hidden="true"
          data-testid="table-header"
          display={{ base: 'none', md: 'flex' }}
          gap="3"
          align="end"
          px="6"
          borderWidth="1px"
          borderColor="transparent"
          fontSize="sm"
          fontWeight="medium"
          color="fg.muted"
        >
          <SimpleGrid flex="1" columns={columns.length} gap="4">
            {columns.map((c, i) => (
              <Text key={i}>{c}</Text>
            ))}
          </SimpleGrid>
          <Box w={TABLE_ACTION_WIDTH} flexShrink={0} />
        </Flex>
      )}
      {items.map((item, i) => {
        const own = badgeField && typeof rows[i]?.[badgeField] === 'string' ? (rows[i]![badgeField] as string).trim() : '';
        const badge = own || tr(options.itemLabel, { n: i + 1 });
        return (
          <Card.Root key={item.key ?? i} variant="outline">
            <Card.Body gap="3">
              {/* The row's own text may be one long word: wrapped within the card, not past a phone's width. */}
              {badge && (
                <Badge alignSelf="start" colorPalette="blue" size="lg" maxW="full" whiteSpace="normal" overflowWrap="anywhere">
                  {badge}
                </Badge>
              )}
              {item}
            </Card.Body>
          </Card.Root>
        );
      })}
      <Box>
        {canAdd && (
          <Button variant="outline" onClick={onAddClick} disabled={disabled || readonly}>
            {/* A list the author gave no button text still has a button a member (and a screen reader) can name. */}
            <Plus aria-hidden="true" /> {tr(options.addLabel) || tr('step-runner:addItem')}
          </Button>
        )}
        {typeof options.maxHint === 'string' && (
          <Text fontSize="sm" color="fg.muted" mt="2">
            {tr(options.maxHint)}
          </Text>
        )}
      </Box>
    </Stack>
  );
}

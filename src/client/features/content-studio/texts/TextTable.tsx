import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Code, Flex, Stack, Table, Text, useBreakpointValue } from '@chakra-ui/react';
import type { TextRow } from '../../../api/content';
import { EditableText, type Lng } from './EditableText';
import { isHtmlRow } from './html-text';
import { StateBadge } from './StateBadge';

export interface Editing {
  key: string;
  lng: Lng;
  /** What the author has written so far. */
  draft: string;
}

interface Props {
  rows: TextRow[];
  /** A variant file's texts are Czech only: no English column. */
  czechOnly: boolean;
  editing: Editing | null;
  /** A linked row: scrolled to and focused when it is asked for (a new object each time). */
  focus: { key: string } | null;
  inDraft(key: string, lng: Lng): boolean;
  onEdit(editing: Editing | null): void;
  onSave(row: TextRow, lng: Lng, value: string): Promise<void>;
}

/** The translation table (cards on a phone): key, Czech, English and state, each text edited in place. */
export function TextTable({ rows, czechOnly, editing, focus, inDraft, onEdit, onSave }: Props) {
  const { t } = useTranslation('studio');
  // One of the two is rendered, not both hidden by turns: an editor open twice would be two editors.
  // Known at the first render (no server rendering here), so a focused row is not replaced a moment later.
  const cards = useBreakpointValue({ base: true, md: false }, { ssr: false });
  const container = useRef<HTMLDivElement & HTMLUListElement>(null);
  useEffect(() => {
    if (!focus) return;
    const el = container.current?.querySelector<HTMLElement>(`[data-text-key="${CSS.escape(focus.key)}"]`);
    el?.scrollIntoView({ block: 'center' });
    el?.focus({ preventScroll: true });
  }, [focus]);
  const cell = (row: TextRow, lng: Lng) => (
    <EditableText
      textKey={row.key}
      lng={lng}
      value={row[lng]}
      html={isHtmlRow(row)}
      editing={editing?.key === row.key && editing.lng === lng}
      inDraft={inDraft(row.key, lng)}
      draft={editing?.draft ?? ''}
      onDraft={(draft) => editing && onEdit({ ...editing, draft })}
      onEdit={() => onEdit({ key: row.key, lng, draft: row[lng] ?? '' })}
      onCancel={() => onEdit(null)}
      onSave={(value) => onSave(row, lng, value)}
    />
  );
  const highlight = (key: string) =>
    key === focus?.key ? { bg: 'yellow.subtle', outline: '2px solid', outlineColor: 'yellow.solid' } : {};
  if (!cards)
    return (
      <Table.ScrollArea ref={container} borderWidth="1px" borderRadius="md" bg="bg.panel">
        <Table.Root size="sm" tableLayout="fixed">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader w="22%">{t('texts.columns.key')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('texts.columns.cs')}</Table.ColumnHeader>
              {!czechOnly && <Table.ColumnHeader>{t('texts.columns.en')}</Table.ColumnHeader>}
              <Table.ColumnHeader w="9rem">{t('texts.columns.state')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row) => (
              <Table.Row key={row.key} data-text-key={row.key} tabIndex={-1} verticalAlign="top" {...highlight(row.key)}>
                <Table.Cell>
                  <Code fontSize="xs" overflowWrap="anywhere" whiteSpace="normal" bg="transparent" px="0">
                    {row.key}
                  </Code>
                </Table.Cell>
                <Table.Cell>{cell(row, 'cs')}</Table.Cell>
                {!czechOnly && <Table.Cell>{cell(row, 'en')}</Table.Cell>}
                <Table.Cell>
                  <StateBadge state={row.state} />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    );
  return (
    <Stack as="ul" ref={container} gap="3" listStyleType="none" m="0" p="0">
      {rows.map((row) => (
        <Box
          as="li"
          key={row.key}
          data-text-key={row.key}
          tabIndex={-1}
          borderWidth="1px"
          borderRadius="md"
          bg="bg.panel"
          p="3"
          {...highlight(row.key)}
        >
          <Flex justify="space-between" align="start" gap="2" mb="2">
            <Code fontSize="xs" overflowWrap="anywhere" whiteSpace="normal" bg="transparent" px="0">
              {row.key}
            </Code>
            <StateBadge state={row.state} />
          </Flex>
          <Stack gap="2">
            <Box>
              <Text fontSize="xs" fontWeight="semibold" color="fg.muted">
                {t('texts.columns.cs')}
              </Text>
              {cell(row, 'cs')}
            </Box>
            {!czechOnly && (
              <Box>
                <Text fontSize="xs" fontWeight="semibold" color="fg.muted">
                  {t('texts.columns.en')}
                </Text>
                {cell(row, 'en')}
              </Box>
            )}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}

import { useTranslation } from 'react-i18next';
import { Box, Field, NativeSelect, Stack, Text, chakra } from '@chakra-ui/react';
import type { TreeNode } from './texts-tree';

interface Props {
  nodes: TreeNode[];
  selected: string | undefined;
  onSelect(node: TreeNode): void;
}

/** The texts' tree on a wide screen, a select on a phone (both list the same nodes). */
export function TextsNav({ nodes, selected, onSelect }: Props) {
  const { t } = useTranslation('studio');
  const pick = (id: string) => {
    const node = nodes.find((n) => n.id === id);
    if (node?.source) onSelect(node);
  };
  return (
    <>
      <Box as="nav" aria-label={t('texts.tree')} hideBelow="md" borderWidth="1px" borderRadius="md" bg="bg.panel" p="2">
        <Stack as="ul" gap="0.5" listStyleType="none" m="0" p="0">
          {nodes.map((n) => (
            <Box as="li" key={n.id} ps={`${n.depth * 0.875}rem`} pt={n.depth === 0 ? '2' : '0'}>
              {n.source ? (
                <chakra.button
                  type="button"
                  aria-current={n.id === selected ? 'true' : undefined}
                  onClick={() => onSelect(n)}
                  w="full"
                  textAlign="start"
                  px="2"
                  py="1"
                  borderRadius="sm"
                  fontSize="sm"
                  fontWeight={n.depth === 1 ? 'medium' : 'normal'}
                  bg={n.id === selected ? 'blue.subtle' : undefined}
                  color={n.id === selected ? 'blue.fg' : undefined}
                  _hover={{ bg: n.id === selected ? 'blue.subtle' : 'bg.muted' }}
                  _focusVisible={{ outline: '2px solid', outlineColor: 'blue.600' }}
                >
                  {n.label}
                </chakra.button>
              ) : n.depth === 0 ? (
                <Text px="2" py="1" fontSize="xs" fontWeight="bold" textTransform="uppercase" color="fg.muted">
                  {n.label}
                </Text>
              ) : (
                <Text px="2" py="1" fontSize="sm" color="fg.muted" title={t('texts.node.noTexts')}>
                  {n.label}
                </Text>
              )}
            </Box>
          ))}
        </Stack>
      </Box>
      <Field.Root hideFrom="md">
        <Field.Label>{t('texts.sourceSelect')}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={selected ?? ''} onChange={(e) => pick(e.target.value)} bg="bg.panel">
            {groups(nodes).map(({ head, items }) => (
              <optgroup key={head.id} label={head.label}>
                {items.map((n) => (
                  <option key={n.id} value={n.id} disabled={!n.source}>
                    {n.title}
                  </option>
                ))}
              </optgroup>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
    </>
  );
}

function groups(nodes: TreeNode[]) {
  const out: Array<{ head: TreeNode; items: TreeNode[] }> = [];
  for (const n of nodes) {
    if (n.depth === 0) out.push({ head: n, items: [] });
    else out.at(-1)?.items.push(n);
  }
  return out;
}

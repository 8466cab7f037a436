// biome-ignore-all lint/suspicious/noArrayIndexKey: the tables are a fixed answer of the server, shown in its order and never reordered; two members may share a name.
import { useTranslation } from 'react-i18next';
import { Box, Flex, Heading, Stack, Table, Text } from '@chakra-ui/react';
import type { DeckResults } from '../../api/results';

type Section = DeckResults['sections'][number];
type Legend = NonNullable<Section['legend']>;

/** Band colours and bars print as they show: a browser leaves backgrounds out of print unless told. */
const exactColours = { printColorAdjust: 'exact', WebkitPrintColorAdjust: 'exact' } as const;

function BandLegend({ legend }: { legend: Legend }) {
  const { t } = useTranslation('step-runner');
  return (
    <Flex as="ul" aria-label={t('results.bands')} gap="2" columnGap="5" wrap="wrap" listStyleType="none" m="0" p="0" fontSize="sm">
      {legend.map((l) => (
        <Flex as="li" key={l.label} align="center" gap="2">
          <Box
            as="span"
            aria-hidden="true"
            w="4"
            h="4"
            borderWidth="1px"
            borderColor="gray.500"
            style={{ background: `#${l.fill}` }}
            css={exactColours}
          />
          {l.label}
        </Flex>
      ))}
    </Flex>
  );
}

/** The team outlook: each value's average, its band and a bar that is the longer the better the value (lower is better). */
function Outlook({ section, id }: { section: Section; id: string }) {
  const { t } = useTranslation('step-runner');
  const min = section.min ?? 1;
  const max = section.max ?? 5;
  return (
    <Stack gap="4">
      {section.headline && (
        <Text fontSize="lg" fontWeight="medium" data-testid="results-headline">
          {section.headline}
        </Text>
      )}
      <Table.Root size="sm" aria-labelledby={id} css={{ '& tr': { breakInside: 'avoid' } }}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader scope="col">{t('results.value')}</Table.ColumnHeader>
            <Table.ColumnHeader scope="col" textAlign="end">
              {t('results.average')}
            </Table.ColumnHeader>
            <Table.ColumnHeader scope="col">{t('results.band')}</Table.ColumnHeader>
            <Table.ColumnHeader scope="col" w="40%" display={{ base: 'none', sm: 'table-cell' }} _print={{ display: 'table-cell' }}>
              {section.axisTitle}
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {(section.bars ?? []).map((bar) => (
            <Table.Row key={bar.name} data-testid="outlook-row">
              <Table.Cell as="th" scope="row" fontWeight="semibold" overflowWrap="break-word">
                {bar.name}
              </Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
                {bar.text}
              </Table.Cell>
              <Table.Cell>{bar.band}</Table.Cell>
              <Table.Cell display={{ base: 'none', sm: 'table-cell' }} _print={{ display: 'table-cell' }}>
                <Box aria-hidden="true" h="4" bg="gray.100" borderWidth="1px" borderColor="gray.400" css={exactColours}>
                  <Box
                    h="full"
                    borderEndWidth="1px"
                    borderColor="gray.600"
                    style={{ width: `${Math.max(0, Math.min(1, (max - bar.score) / (max - min))) * 100}%`, background: `#${bar.fill}` }}
                    css={exactColours}
                  />
                </Box>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      {section.legend && <BandLegend legend={section.legend} />}
    </Stack>
  );
}

/** The member-by-value view: a row per member, a column per value, each rating in its band's colour; the values' averages last. */
function Matrix({ section, id }: { section: Section; id: string }) {
  const { t } = useTranslation('step-runner');
  const columns = section.columns ?? [];
  return (
    <Stack gap="4">
      <Box
        role="region"
        aria-label={t('results.scroll', { title: section.title })}
        tabIndex={0}
        overflowX="auto"
        borderWidth="1px"
        borderRadius="md"
        _focusVisible={{ outline: '2px solid', outlineColor: 'blue.600', outlineOffset: '2px' }}
        _print={{ overflow: 'visible', borderWidth: '0' }}
      >
        <Table.Root size="sm" aria-labelledby={id} css={{ '& tr': { breakInside: 'avoid' }, '& thead': { display: 'table-header-group' } }}>
          <Table.Header>
            <Table.Row>
              {columns.map((c, i) => (
                <Table.ColumnHeader key={i} scope="col" textAlign={i === 0 ? 'start' : 'center'} verticalAlign="bottom">
                  {c}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {(section.rows ?? []).map((row, r) => (
              <Table.Row key={r} data-testid="matrix-row">
                {row.map((cell, i) =>
                  i === 0 ? (
                    <Table.Cell
                      key="name"
                      as="th"
                      scope="row"
                      fontWeight={cell.bold ? 'bold' : 'normal'}
                      minW="40"
                      overflowWrap="break-word"
                    >
                      {cell.text}
                    </Table.Cell>
                  ) : (
                    <Table.Cell
                      key={i}
                      textAlign="center"
                      whiteSpace="nowrap"
                      fontWeight={cell.bold ? 'bold' : 'normal'}
                      fontVariantNumeric="tabular-nums"
                      style={cell.fill ? { background: `#${cell.fill}` } : undefined}
                      color={cell.fill ? 'gray.900' : undefined}
                      css={exactColours}
                    >
                      {cell.text}
                    </Table.Cell>
                  ),
                )}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      {section.legend && <BandLegend legend={section.legend} />}
    </Stack>
  );
}

/** The results, a section each, every section after the first on a page of its own when printed. */
export function ResultsSections({ sections }: { sections: Section[] }) {
  return (
    <Stack gap="10">
      {sections.map((section, i) => {
        const id = `results-section-${i}`;
        return (
          <Stack
            as="section"
            key={id}
            gap="4"
            aria-labelledby={id}
            data-testid={`results-${section.kind}`}
            bg="bg"
            borderWidth="1px"
            borderRadius="lg"
            p={{ base: '4', md: '6' }}
            _print={{ borderWidth: '0', p: '0', breakBefore: i === 0 ? 'auto' : 'page' }}
          >
            <Heading as="h2" size="xl" id={id} css={{ breakAfter: 'avoid' }}>
              {section.title}
            </Heading>
            {section.kind === 'outlook' && <Outlook section={section} id={id} />}
            {section.kind === 'matrix' && <Matrix section={section} id={id} />}
            {section.kind === 'empty' && <Text>{section.message}</Text>}
          </Stack>
        );
      })}
    </Stack>
  );
}

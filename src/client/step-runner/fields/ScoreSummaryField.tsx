// biome-ignore-all lint/suspicious/noArrayIndexKey: rows are read-only and their expanded state is held by position (the open set), so the key must be the position too.
import { useCallback, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { Box, Button, Flex, Heading, Stack, Table, Text } from '@chakra-ui/react';
import type { FieldProps } from '@rjsf/utils';
import { ChevronRight } from 'lucide-react';
import { tailTogether } from '../tail-together';
import { tr } from '../translate';
import { ScoreChart } from './ScoreChart';
import {
  bandLegend,
  bandOf,
  czechFigure,
  hasScores,
  isIntegerProperty,
  isScore,
  NO_FIGURE,
  scoreBands,
  scoreSummaryKeys,
  textOn,
  type ScoreBand,
  type ScoreSummaryKeys,
} from '../../../engine/steps/score-summary';
import { rowsOf, type Row } from '../../../engine/derivations/shared';

type Properties = Record<string, unknown>;

const textMap = (v: unknown): Array<[string, string]> =>
  v && typeof v === 'object' && !Array.isArray(v)
    ? Object.entries(v as Record<string, unknown>).filter((e): e is [string, string] => typeof e[1] === 'string')
    : [];
const numberOption = (v: unknown, fallback: number) => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);
const textOf = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');

/** A cell of a figure coloured by the band of its score (dark text on the band's colour). */
function bandCell(score: unknown, bands: readonly ScoreBand[]) {
  const band = bandOf(isScore(score) ? score : null, bands);
  return band ? { bg: band.color, color: textOn(band.color), fontWeight: 'semibold' } : {};
}

/**
 * A read-only summary of scores per row (team outlook: each priority value's average, best and
 * worst rating, variance and count, computed by the server), chosen with "ui:field":
 * "ScoreSummaryField". The scale runs from ui:options `min` to `max` (1-5, lower is better) and
 * `bands` ([{ max, label, color }], ascending) name its zones: a score belongs to the first band
 * whose max it does not exceed. Shows a chart (bars of the averages over the band zones, the
 * best-to-worst range, `chartTitle`, described by `chartSummary`) and a table (`tableTitle`,
 * columns in the order of `columns`: property → text key, `band` for the band's label) whose rows
 * open a table of the single ratings (`detailColumns`, `showDetails`/`hideDetails` with {{name}},
 * `noDetails`). `emptyText` stands in for both while no row has a score. Never changes the data.
 */
export function ScoreSummaryField({ formData, fieldPathId, schema, uiSchema }: FieldProps) {
  const options = (uiSchema?.['ui:options'] ?? {}) as Record<string, unknown>;
  const keys = scoreSummaryKeys(options);
  const rows = rowsOf(formData);
  const bands = scoreBands(options.bands);
  const min = numberOption(options.min, 1);
  const max = numberOption(options.max, 5);
  const id = fieldPathId.$id;

  if (!hasScores(rows, keys)) {
    return <Text data-testid="list-empty">{tr(options.emptyText)}</Text>;
  }

  const itemProps = ((schema.items ?? {}) as { properties?: Properties }).properties ?? {};
  const chartTitle = tr(options.chartTitle);
  const summary = tr(options.chartSummary);
  const summaryId = `${id}__chart-summary`;
  return (
    <Stack gap="6" data-testid="score-summary">
      <Stack gap="3">
        {chartTitle && (
          <Heading as="h2" size="md">
            {chartTitle}
          </Heading>
        )}
        {summary && (
          <Text id={summaryId} fontSize="sm" color="fg.muted">
            {summary}
          </Text>
        )}
        <ScoreChart
          rows={rows.map((r) => ({
            name: textOf(r[keys.name]),
            score: isScore(r[keys.score]) ? (r[keys.score] as number) : null,
            min: isScore(r[keys.min]) ? (r[keys.min] as number) : null,
            max: isScore(r[keys.max]) ? (r[keys.max] as number) : null,
          }))}
          bands={bands}
          min={min}
          max={max}
          title={chartTitle}
          titleId={`${id}__chart-title`}
          describedBy={summary ? summaryId : undefined}
        />
        <Flex as="ul" wrap="wrap" gap="2" columnGap="4" listStyleType="none" p="0" m="0" fontSize="sm" data-testid="score-legend">
          {bandLegend(bands, (key) => tr(key), min).map(({ band: b, label }) => (
            <Flex as="li" key={b.label} align="center" gap="2">
              <Box
                aria-hidden="true"
                w="4"
                h="4"
                flexShrink={0}
                borderRadius="sm"
                borderWidth="1px"
                borderColor="gray.600"
                style={{ background: b.color }}
              />
              {label}
            </Flex>
          ))}
        </Flex>
      </Stack>
      <SummaryTable id={id} rows={rows} keys={keys} bands={bands} options={options} itemProps={itemProps} />
    </Stack>
  );
}

interface SideScroll {
  /** The region is scrolled away from its start: the names column stands over figures. */
  scrolled: boolean;
  /** More of the table lies beyond the region's end edge. */
  more: boolean;
  /** The sticky names column's width, kept clear when a column is scrolled into view. */
  stickyWidth: number;
}

interface SideScrollState extends SideScroll {
  /** Reads the region again (its scroll handler). */
  measure(): void;
}

/**
 * Where a sideways scrolling region stands, read on scrolling and on every change of its size or
 * its table's (a phone turned, a row's ratings opened).
 */
function useSideScroll(region: RefObject<HTMLElement | null>, sticky: RefObject<HTMLElement | null>): SideScrollState {
  const [state, setState] = useState<SideScroll>({ scrolled: false, more: false, stickyWidth: 0 });
  const measure = useCallback(() => {
    const el = region.current;
    if (!el) return;
    const next = {
      scrolled: el.scrollLeft > 1,
      more: el.scrollLeft + el.clientWidth < el.scrollWidth - 1,
      stickyWidth: Math.round(sticky.current?.getBoundingClientRect().width ?? 0),
    };
    setState((prev) => (prev.scrolled === next.scrolled && prev.more === next.more && prev.stickyWidth === next.stickyWidth ? prev : next));
  }, [region, sticky]);
  useLayoutEffect(() => {
    measure();
    const el = region.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    return () => observer.disconnect();
  }, [region, measure]);
  return { ...state, measure };
}

interface TableProps {
  id: string;
  rows: Row[];
  keys: ScoreSummaryKeys;
  bands: ScoreBand[];
  options: Record<string, unknown>;
  itemProps: Properties;
}

/**
 * The figures as a table under its heading, in a horizontally scrollable region: a phone scrolls
 * it while the names stay put, every column reachable and none widening the page. A shade at the
 * end edge says more columns lie beyond, one along the names says figures pass under them; a
 * column scrolled into view stops beside the names, not under them. Each row's name opens its
 * single ratings, shown where the table is scrolled to.
 */
function SummaryTable({ id, rows, keys, bands, options, itemProps }: TableProps) {
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const columns = textMap(options.columns);
  const detailColumns = textMap(options.detailColumns);
  const detailsProps = (itemProps[keys.details] as { items?: { properties?: Properties } } | undefined)?.items?.properties ?? {};
  const title = tr(options.tableTitle);
  const titleId = `${id}__table-title`;
  const toggle = (i: number) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (!next.delete(i)) next.add(i);
      return next;
    });
  const regionRef = useRef<HTMLDivElement>(null);
  const stickyRef = useRef<HTMLTableCellElement>(null);
  const side = useSideScroll(regionRef, stickyRef);
  const sticky = {
    position: 'sticky',
    left: 0,
    zIndex: 1,
    bg: 'bg',
    boxShadow: side.scrolled ? '8px 0 8px -6px rgba(0, 0, 0, 0.35)' : undefined,
  } as const;
  // The bands named as the legend and the deck name them ('Vynikající (1,0–1,5)').
  const legend = bandLegend(bands, (key) => tr(key), numberOption(options.min, 1));

  return (
    <Stack gap="3">
      {title && (
        <Heading as="h2" size="md" id={titleId}>
          {title}
        </Heading>
      )}
      <Box position="relative" minW="0">
        <Box
          ref={regionRef}
          role="region"
          aria-labelledby={title ? titleId : undefined}
          tabIndex={0}
          overflowX="auto"
          borderWidth="1px"
          borderRadius="md"
          style={{ scrollPaddingInlineStart: side.stickyWidth ? `${side.stickyWidth}px` : undefined }}
          onScroll={side.measure}
          _focusVisible={{ outline: '2px solid', outlineColor: 'blue.600', outlineOffset: '2px' }}
          data-testid="score-table-region"
        >
          <Table.Root size="sm">
            {/* The visible title is the heading above: a caption would scroll away with the table. */}
            {title && <Table.Caption srOnly>{title}</Table.Caption>}
            <Table.Header>
              <Table.Row>
                {columns.map(([key, label]) => (
                  <Table.ColumnHeader
                    key={key}
                    scope="col"
                    textAlign={key === keys.name || key === 'band' ? 'start' : 'end'}
                    {...(key === keys.name ? { ...sticky, ref: stickyRef } : {})}
                  >
                    {tr(label)}
                  </Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((row, i) => {
                const name = textOf(row[keys.name]);
                const expanded = open.has(i);
                const detailsId = `${id}_${i}__details`;
                const details = rowsOf(row[keys.details]);
                return [
                  <Table.Row key={`${i}-row`} data-testid="score-row">
                    {columns.map(([key]) => {
                      if (key === keys.name) {
                        return (
                          <Table.Cell as="th" key={key} scope="row" {...sticky} maxW={{ base: '10rem', md: 'none' }} fontWeight="normal">
                            <Button
                              variant="plain"
                              size="sm"
                              px="0"
                              h="auto"
                              minH="8"
                              maxW="full"
                              whiteSpace="normal"
                              textAlign="start"
                              justifyContent="start"
                              fontWeight="semibold"
                              aria-expanded={expanded}
                              aria-controls={detailsId}
                              aria-label={tr(expanded ? options.hideDetails : options.showDetails, { name })}
                              onClick={() => toggle(i)}
                            >
                              <Box
                                as="span"
                                aria-hidden="true"
                                display="inline-flex"
                                flexShrink={0}
                                transition="transform 0.15s"
                                transform={expanded ? 'rotate(90deg)' : undefined}
                              >
                                <ChevronRight size={16} />
                              </Box>
                              {/* A word longer than the column (10rem on a phone) breaks inside rather than run over the figures. */}
                              <Box as="span" minW="0" overflowWrap="break-word">
                                {name}
                              </Box>
                            </Button>
                          </Table.Cell>
                        );
                      }
                      if (key === 'band') {
                        const band = bandOf(isScore(row[keys.score]) ? (row[keys.score] as number) : null, bands);
                        // On a phone the band's name wraps before its bounds ('Slabé až kritické / (3,6–5,0)') rather than take a screen's width.
                        return (
                          <Table.Cell key={key} whiteSpace={{ base: 'normal', md: 'nowrap' }}>
                            {tailTogether(legend.find((l) => l.band === band)?.label ?? NO_FIGURE)}
                          </Table.Cell>
                        );
                      }
                      return (
                        <Table.Cell
                          key={key}
                          textAlign="end"
                          whiteSpace="nowrap"
                          {...(key === keys.score ? bandCell(row[key], bands) : {})}
                        >
                          {czechFigure(row[key], isIntegerProperty(itemProps[key]))}
                        </Table.Cell>
                      );
                    })}
                  </Table.Row>,
                  <Table.Row
                    key={`${i}-details`}
                    id={detailsId}
                    hidden={!expanded}
                    display={expanded ? undefined : 'none'}
                    data-testid="score-details"
                  >
                    <Table.Cell colSpan={Math.max(1, columns.length)} bg="bg.subtle" py="3">
                      <Box position="sticky" left="3" w="fit-content" maxW="calc(100vw - 3rem)">
                        {details.length === 0 ? (
                          <Text fontSize="sm">{tr(options.noDetails)}</Text>
                        ) : (
                          <Table.Root size="sm" variant="outline" aria-label={name} bg="bg">
                            <Table.Header>
                              <Table.Row>
                                {detailColumns.map(([key, label]) => (
                                  <Table.ColumnHeader key={key} scope="col" textAlign={key === keys.detailScore ? 'end' : 'start'}>
                                    {tr(label)}
                                  </Table.ColumnHeader>
                                ))}
                              </Table.Row>
                            </Table.Header>
                            <Table.Body>
                              {details.map((d, k) => (
                                <Table.Row key={k}>
                                  {detailColumns.map(([key]) =>
                                    key === keys.detailScore ? (
                                      <Table.Cell key={key} textAlign="end" {...bandCell(d[key], bands)}>
                                        {czechFigure(d[key], isIntegerProperty(detailsProps[key]))}
                                      </Table.Cell>
                                    ) : (
                                      <Table.Cell key={key}>{textOf(d[key]) || NO_FIGURE}</Table.Cell>
                                    ),
                                  )}
                                </Table.Row>
                              ))}
                            </Table.Body>
                          </Table.Root>
                        )}
                      </Box>
                    </Table.Cell>
                  </Table.Row>,
                ];
              })}
            </Table.Body>
          </Table.Root>
        </Box>
        {side.more && (
          <Box
            aria-hidden="true"
            data-testid="score-table-more"
            position="absolute"
            top="1px"
            bottom="1px"
            right="1px"
            w="5"
            pointerEvents="none"
            borderEndRadius="md"
            bgGradient="to-l"
            gradientFrom="blackAlpha.200"
            gradientTo="transparent"
          />
        )}
      </Box>
    </Stack>
  );
}

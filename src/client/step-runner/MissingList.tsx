import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, List, Text } from '@chakra-ui/react';
import type { MissingItem } from '../../engine/steps';
import { scrollBehavior } from './reduced-motion';
import { tr } from './translate';

/** Items listed before 'Zobrazit vše'; a form of 30 members can miss 90 fields. */
const SHOWN = 10;
/** Items the message names before 'a další (N)'. */
const NAMED = 3;

/** The row a missing field is in: 'Jana Nováková', 'Petr Dvořák (Důvěra)', 'Role 2'; empty outside a list. */
function rowLabel(item: MissingItem, itemText: (n: number) => string): string {
  if (!item.row) return '';
  const [first, ...more] = item.row.texts;
  if (first) return more.length ? `${first} (${more.join(', ')})` : first;
  return tr(item.row.labelKey, { n: item.row.n }) || itemText(item.row.n);
}

/** 'Jana Nováková – Přínos pro tým', 'Petr Dvořák (Důvěra) – 1. krok', 'Role 2 – Pozice'. */
export function missingLabel(item: MissingItem, itemText: (n: number) => string): string {
  const row = rowLabel(item, itemText);
  return row ? `${row} – ${tr(item.fieldKey)}` : tr(item.fieldKey);
}

/**
 * What the completion message adds, the first fields by row: 'Chybí: Jana Nováková – Přínos pro
 * tým, Perspektiva v týmu; Petr Dvořák – Přínos pro tým a další (4).'
 */
export function missingSummary(
  items: readonly MissingItem[],
  itemText: (n: number) => string,
  t: (key: string, params?: Record<string, unknown>) => string,
): string {
  if (!items.length) return '';
  const groups: Array<{ row: string; fields: string[] }> = [];
  for (const item of items.slice(0, NAMED)) {
    const row = rowLabel(item, itemText);
    const last = groups[groups.length - 1];
    if (last && last.row === row) last.fields.push(tr(item.fieldKey));
    else groups.push({ row, fields: [tr(item.fieldKey)] });
  }
  const named = groups.map((g) => (g.row ? `${g.row} – ${g.fields.join(', ')}` : g.fields.join(', '))).join('; ');
  return items.length > NAMED
    ? t('missing.summaryMore', { items: named, count: items.length - NAMED })
    : t('missing.summary', { items: named });
}

/**
 * The form control of a data pointer as rjsf renders it: its id is "root" and the pointer's
 * segments joined by "_"; a radio group's inputs carry that id as their name.
 */
function controlOf(path: string): { control: HTMLElement | null; place: HTMLElement | null } {
  const id = ['root', ...path.slice(1).split('/')].join('_');
  const byId = document.getElementById(id);
  const focusable = (el: Element | null): el is HTMLElement =>
    el instanceof HTMLInputElement ||
    el instanceof HTMLTextAreaElement ||
    el instanceof HTMLSelectElement ||
    el instanceof HTMLButtonElement;
  const inputs = [...document.getElementsByName(id)];
  const control = focusable(byId)
    ? byId
    : ((inputs.find((i) => i instanceof HTMLInputElement && i.checked) ?? inputs[0] ?? null) as HTMLElement | null);
  // The field's visible title shows where the member lands (a radio's input is hidden).
  const place =
    document.getElementById(`${id}__title`) ?? [...document.getElementsByTagName('label')].find((l) => l.htmlFor === id) ?? byId ?? control;
  return { control, place };
}

/** Brings the field into view and puts the cursor in it. */
export function goToField(path: string): void {
  const { control, place } = controlOf(path);
  place?.scrollIntoView?.({ behavior: scrollBehavior(), block: 'center' });
  control?.focus({ preventScroll: true });
}

/**
 * Every field still missing in a long form, each a button that scrolls to the field and focuses
 * it: the member learns who and what, not only that something is (rules.missingList).
 */
export function MissingList({ labels, items }: { labels: readonly string[]; items: readonly MissingItem[] }) {
  const { t } = useTranslation('step-runner');
  const [all, setAll] = useState(false);
  const shown = all ? items : items.slice(0, SHOWN);
  return (
    <Box
      as="section"
      aria-labelledby="missing-title"
      data-testid="missing-list"
      borderWidth="1px"
      borderColor="orange.200"
      bg="orange.50"
      rounded="md"
      px="4"
      py="3"
    >
      <Text id="missing-title" fontWeight="semibold" fontSize="sm" mb="2">
        {t('missing.title', { count: items.length })}
      </Text>
      <List.Root as="ul" listStyleType="none" ps="0" gap="1">
        {shown.map((item, i) => (
          <List.Item key={item.path}>
            <Button
              variant="plain"
              size="sm"
              h="auto"
              minH="8"
              px="0"
              py="1"
              color="blue.700"
              textDecoration="underline"
              textAlign="start"
              whiteSpace="normal"
              justifyContent="flex-start"
              onClick={() => goToField(item.path)}
            >
              {labels[i]}
            </Button>
          </List.Item>
        ))}
      </List.Root>
      {items.length > SHOWN && (
        <Button variant="outline" size="xs" mt="2" onClick={() => setAll((v) => !v)} aria-expanded={all}>
          {all ? t('missing.fewer') : t('missing.all', { count: items.length })}
        </Button>
      )}
    </Box>
  );
}

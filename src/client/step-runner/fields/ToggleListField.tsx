// biome-ignore-all lint/suspicious/noArrayIndexKey: rows are derived in their source's order and each switch is controlled by the row at its position.
import { useEffect, useRef } from 'react';
import { Box, Button, Flex, Heading, IconButton, Input, Stack, Switch, Text } from '@chakra-ui/react';
import type { FieldProps } from '@rjsf/utils';
import { Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { addedRow, canSelectMore, isAddedRow, renamed, selectedCount, toggleListKeys, withoutBlankAdded } from '../../../engine/steps';
import { tr } from '../translate';

type Row = Record<string, unknown>;
const numberOption = (v: unknown) => (typeof v === 'number' ? v : undefined);

/**
 * A toggle list (team values), chosen with "ui:field": "ToggleListField": each row a switch and
 * its editable name. The member adds rows of their own (addLabel, up to maxCustom and the schema's
 * maxItems) and removes only those; a predefined row renamed becomes custom; an added row left
 * without a name is dropped. At maxSelected the switches still off are disabled. With
 * `addable: false` and `renamable: false` it is a plain choice among given names (value
 * priorities); `emptyText` stands in for a list with no rows ('Nejprve dokončete …').
 */
export function ToggleListField({ formData, onChange, fieldPathId, schema, uiSchema, title, disabled, readonly }: FieldProps) {
  const { t } = useTranslation('step-runner');
  const options = (uiSchema?.['ui:options'] ?? {}) as Record<string, unknown>;
  const keys = toggleListKeys(options);
  const rows = (Array.isArray(formData) ? formData : []) as Row[];
  const maxSelected = numberOption(options.maxSelected);
  const maxCustom = numberOption(options.maxCustom);
  const locked = Boolean(disabled || readonly);
  const id = fieldPathId.$id;
  const nameId = (i: number) => `${id}_${i}_${keys.name}`;
  const itemSchema = (schema.items ?? {}) as { properties?: Record<string, { maxLength?: number }> };
  const nameMax = itemSchema.properties?.[keys.name]?.maxLength;
  const set = (next: Row[]) => onChange(next, fieldPathId.path);

  // A row just added gets the focus once it is rendered.
  const focusRow = useRef<number | null>(null);
  useEffect(() => {
    if (focusRow.current === null || focusRow.current >= rows.length) return;
    document.getElementById(nameId(focusRow.current))?.focus();
    focusRow.current = null;
  });

  const more = canSelectMore(rows, keys, maxSelected);
  const renamable = options.renamable !== false;
  const canAdd =
    !locked &&
    options.addable !== false &&
    (typeof schema.maxItems !== 'number' || rows.length < schema.maxItems) &&
    (maxCustom === undefined || rows.filter((r) => isAddedRow(r, keys)).length < maxCustom);
  const add = () => {
    focusRow.current = rows.length;
    set([...rows, addedRow(rows, keys, maxSelected)]);
  };
  const update = (i: number, row: Row) => set(rows.map((r, k) => (k === i ? row : r)));
  const leave = (i: number) => {
    const next = withoutBlankAdded(rows, i, keys);
    if (next.length !== rows.length) set(next);
  };
  const hintId = `${id}__hint`;
  const hint = tr(options.hint);
  return (
    <Stack as="section" gap="4" aria-labelledby={`${id}__title`}>
      <Heading as="h2" size="md" id={`${id}__title`}>
        {tr(uiSchema?.['ui:title'] ?? title)}
      </Heading>
      {(hint || maxSelected !== undefined) && (
        <Box id={hintId} fontSize="sm" color="fg.muted">
          {hint && <Text>{hint}</Text>}
          {maxSelected !== undefined && (
            <Text aria-live="polite" data-testid="toggle-count">
              {t('toggleList.count', { count: selectedCount(rows, keys), max: maxSelected })}
            </Text>
          )}
        </Box>
      )}
      {rows.length === 0 && typeof options.emptyText === 'string' && <Text data-testid="list-empty">{tr(options.emptyText)}</Text>}
      <Stack as="ul" gap="2" listStyleType="none" ps="0">
        {rows.map((row, i) => {
          const selected = row[keys.selected] === true;
          const original = row[keys.original];
          const item = typeof original === 'string' ? original : tr(options.itemLabel, { n: i + 1 }) || t('item', { n: i + 1 });
          const name = typeof row[keys.name] === 'string' ? (row[keys.name] as string) : '';
          return (
            <Flex as="li" key={i} gap="3" align="center" data-testid="toggle-row">
              <Switch.Root
                checked={selected}
                disabled={locked || (!selected && !more)}
                colorPalette="blue"
                onCheckedChange={(e) => update(i, { ...row, [keys.selected]: e.checked })}
              >
                <Switch.HiddenInput aria-describedby={hint || maxSelected !== undefined ? hintId : undefined} />
                <Switch.Control />
                {renamable ? (
                  <Switch.Label srOnly>{t('toggleList.select', { item: name.trim() || item })}</Switch.Label>
                ) : (
                  <Switch.Label fontWeight="normal">{name}</Switch.Label>
                )}
              </Switch.Root>
              {renamable && (
                <Input
                  id={nameId(i)}
                  name={nameId(i)}
                  value={name}
                  disabled={locked}
                  maxLength={nameMax}
                  flex="1"
                  aria-label={t('toggleList.name', { item })}
                  onChange={(e) => update(i, renamed(row, e.target.value, keys))}
                  onBlur={() => leave(i)}
                />
              )}
              {options.addable !== false && isAddedRow(row, keys) && (
                <IconButton
                  variant="ghost"
                  colorPalette="red"
                  size="sm"
                  disabled={locked}
                  aria-label={t('removeItem', { item: name.trim() || item })}
                  onClick={() => set(rows.filter((_, k) => k !== i))}
                >
                  <Trash2 aria-hidden="true" />
                </IconButton>
              )}
            </Flex>
          );
        })}
      </Stack>
      {canAdd && (
        <Box>
          <Button variant="outline" onClick={add}>
            <Plus aria-hidden="true" /> {tr(options.addLabel)}
          </Button>
        </Box>
      )}
    </Stack>
  );
}

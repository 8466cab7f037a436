import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Flex, Stack } from '@chakra-ui/react';
import type { FieldProps } from '@rjsf/utils';
import {
  addProblem,
  criteriaOf,
  idOf,
  itemRules,
  itemsOf,
  nextItemId,
  ratingGridKeys,
  ratingIndex,
  ratingRowsOf,
  withItem,
  withItemField,
  withoutItem,
  withRating,
  type Root,
} from '../../../../engine/steps/rating-grid';
import { scrollBehavior } from '../../reduced-motion';
import type { StepFormContext } from '../../step-context';
import { AddMemberForm } from './AddMemberForm';
import { MemberList } from './MemberList';
import { MemberRatings } from './MemberRatings';
import { scaleOf } from './scale';
import type { AddProblem, Options } from './types';
import { useStable } from './use-stable';

const NO_OPTIONS: Options = {};
const NO_CHOICES: readonly string[] = [];
const isRoot = (v: unknown): v is Root => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A rating grid (team evaluation), chosen with "ui:field": "RatingGridField" on the step's root
 * object: items (members) added through a form of their own at the top, listed with their rating
 * state, and the selected one's ratings: a radio group per criterion (the values the server
 * derives), on the scale from ui:options.scale. Adding appends the item and an unrated row for each
 * criterion; removing drops the item and its rows, so the field holds together before the server
 * normalises a save. The list rows, the selected member's heading and inputs, and the rating groups
 * are memoised with stable callbacks reading the latest data through a ref: a keystroke in the
 * selected member's name re-renders only that row, the heading and the name input; a rating only
 * its group and the two options whose checked state changed (and the row when its state changes).
 */
export function RatingGridField({ formData, onChange, fieldPathId, schema, uiSchema, disabled, readonly, registry }: FieldProps) {
  const options = useStable((uiSchema?.['ui:options'] ?? NO_OPTIONS) as Options);
  const keys = useMemo(() => ratingGridKeys(options), [options]);
  const rules = useMemo(() => itemRules(schema, keys), [schema, keys]);
  const scale = useMemo(() => scaleOf(options), [options]);
  const { busy, choices } = registry.formContext as StepFormContext;
  const source = choices?.[String(options.optionSource)];
  const positions = source?.values ?? NO_CHOICES;
  const locked = Boolean(disabled || readonly || busy);
  const viewLocked = Boolean(disabled || busy);
  const baseId = fieldPathId.$id;

  const root = isRoot(formData) ? formData : {};
  const members = itemsOf(root, keys);
  const criteria = criteriaOf(root, keys);
  const index = ratingIndex(ratingRowsOf(root, keys), keys);

  const [chosen, setChosen] = useState<number | null>(null);
  // A save turns a new member's temporary id into its real one: the selection stays on the member
  // at the same place rather than jumping to the first.
  const shownAt = useRef(0);
  const chosenAt = chosen === null ? -1 : members.findIndex((m) => idOf(m) === chosen);
  const selectedAt = chosenAt >= 0 ? chosenAt : Math.min(chosen === null ? 0 : shownAt.current, members.length - 1);
  shownAt.current = Math.max(selectedAt, 0);
  const selectedId = selectedAt >= 0 ? (idOf(members[selectedAt]!) ?? null) : null;
  const selected = selectedId === null ? undefined : members.find((m) => idOf(m) === selectedId);

  // The callbacks below are stable (memoised children keep them) and read what they need here.
  const latest = useRef({ root, keys, rules, selectedId, onChange, path: fieldPathId.path });
  latest.current = { root, keys, rules, selectedId, onChange, path: fieldPathId.path };
  const commit = useCallback((next: Root) => {
    // A second change before the next render builds on this one.
    latest.current.root = next;
    latest.current.onChange(next, latest.current.path);
  }, []);

  const sectionRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const listHeadingRef = useRef<HTMLHeadingElement>(null);
  // A member just added is selected; once its ratings show, they scroll into view and take the focus.
  const pendingFocus = useRef<number | null>(null);
  useEffect(() => {
    if (pendingFocus.current === null || pendingFocus.current !== selectedId || !headingRef.current) return;
    pendingFocus.current = null;
    sectionRef.current?.scrollIntoView?.({ behavior: scrollBehavior(), block: 'start' });
    headingRef.current.focus({ preventScroll: true });
  });

  const add = useCallback(
    (name: string, detail: string): AddProblem => {
      const { root: current, keys: k, rules: r } = latest.current;
      const items = itemsOf(current, k);
      const problem = addProblem(items, k, name, detail);
      if (problem) return problem;
      const id = nextItemId(items);
      pendingFocus.current = id;
      setChosen(id);
      commit(withItem(current, k, { id, [k.name]: name.trim(), [k.detail]: detail, ...(r.status ? { status: r.status } : {}) }));
      return null;
    },
    [commit],
  );

  const select = useCallback((id: number) => setChosen(id), []);

  const remove = useCallback(
    (id: number) => {
      const { root: current, keys: k, selectedId: shown } = latest.current;
      if (id === shown) {
        const items = itemsOf(current, k);
        const at = items.findIndex((m) => idOf(m) === id);
        const neighbour = items[at + 1] ?? items[at - 1];
        setChosen((neighbour && idOf(neighbour)) ?? null);
      }
      commit(withoutItem(current, k, id));
      // The pressed button goes away with its row: the list keeps the focus.
      listHeadingRef.current?.focus();
    },
    [commit],
  );

  const edit = useCallback(
    (id: number, key: string, value: string) => commit(withItemField(latest.current.root, latest.current.keys, id, key, value)),
    [commit],
  );
  const rate = useCallback(
    (id: number, criterion: string, rating: number) => commit(withRating(latest.current.root, latest.current.keys, id, criterion, rating)),
    [commit],
  );

  const full = rules.maxItems !== undefined && members.length >= rules.maxItems;
  return (
    <Stack gap="6" data-testid="rating-grid">
      <AddMemberForm
        baseId={baseId}
        options={options}
        positions={positions}
        emptyMessage={source?.emptyMessage}
        nameMax={rules.nameMax}
        locked={locked || full}
        onAdd={add}
      />
      <Flex direction={{ base: 'column', lg: 'row' }} gap="6" align={{ base: 'stretch', lg: 'flex-start' }}>
        <MemberList
          baseId={baseId}
          members={members}
          keys={keys}
          criteria={criteria}
          ratings={index}
          selectedId={selectedId}
          locked={locked}
          viewLocked={viewLocked}
          options={options}
          headingRef={listHeadingRef}
          onSelect={select}
          onRemove={remove}
        />
        {selected && selectedId !== null && (
          <MemberRatings
            baseId={baseId}
            id={selectedId}
            n={members.indexOf(selected) + 1}
            member={selected}
            members={members}
            keys={keys}
            rules={rules}
            criteria={criteria}
            ratings={index.get(selectedId)}
            scale={scale}
            positions={positions}
            emptyMessage={source?.emptyMessage}
            options={options}
            locked={locked}
            sectionRef={sectionRef}
            headingRef={headingRef}
            onEdit={edit}
            onRate={rate}
          />
        )}
      </Flex>
    </Stack>
  );
}

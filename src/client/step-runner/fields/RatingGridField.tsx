import { memo, startTransition, useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { Badge, Box, Button, chakra, Field, Flex, Heading, IconButton, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { FieldProps } from '@rjsf/utils';
import { Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { comparableText } from '../../../engine/steps';
import { scrollBehavior } from '../reduced-motion';
import type { StepFormContext } from '../step-context';
import { tr } from '../translate';
import { ChoiceSelect } from '../widgets/ChoiceSelect';
import {
  addProblem, criteriaOf, idOf, itemRules, itemsOf, nextItemId, ratedCount, ratingGridKeys, ratingIndex, ratingRowsOf, ratingScale, textOf,
  withItem, withItemField, withoutItem, withRating, type ItemRules, type RatingGridKeys, type Root, type Row,
} from '../../../engine/steps/rating-grid';

type Options = Record<string, unknown>;
type AddProblem = ReturnType<typeof addProblem>;
interface ScalePoint { value: number; label: string }

const NO_OPTIONS: Options = {};
const NO_CHOICES: readonly string[] = [];
const noop = () => undefined;
const isRoot = (v: unknown): v is Root => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The same object for the same content across renders: rjsf hands the field a new ui:options
 * object on each render, which would re-render every memoised row.
 */
function useStable<T>(value: T): T {
  const held = useRef<{ json: string; value: T } | null>(null);
  const json = JSON.stringify(value);
  if (held.current?.json !== json) held.current = { json, value };
  return held.current.value;
}

/**
 * What an input shows at once, while its change reaches the form in a transition: the keystroke or
 * click is answered by this input alone, and the form's re-render (rjsf, the runner, the checks)
 * follows without blocking the next one. A new value from the form (a save, an undo) replaces it.
 */
function useImmediate<T>(committed: T): [T, (next: T) => void] {
  const [shown, setShown] = useState(committed);
  const [from, setFrom] = useState(committed);
  if (!Object.is(from, committed)) {
    setFrom(committed);
    setShown(committed);
  }
  return [shown, setShown];
}

/** The rating scale as its options read: '1 – Vynikající' … in value order. */
const scaleOf = (options: Options): ScalePoint[] => ratingScale(options).map(({ value, text }) => ({ value, label: `${value} – ${tr(text)}` }));

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
  const selectedId = selectedAt >= 0 ? idOf(members[selectedAt]!) ?? null : null;
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

  const add = useCallback((name: string, detail: string): AddProblem => {
    const { root: current, keys: k, rules: r } = latest.current;
    const items = itemsOf(current, k);
    const problem = addProblem(items, k, name, detail);
    if (problem) return problem;
    const id = nextItemId(items);
    pendingFocus.current = id;
    setChosen(id);
    commit(withItem(current, k, { id, [k.name]: name.trim(), [k.detail]: detail, ...(r.status ? { status: r.status } : {}) }));
    return null;
  }, [commit]);

  const select = useCallback((id: number) => setChosen(id), []);

  const remove = useCallback((id: number) => {
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
  }, [commit]);

  const edit = useCallback((id: number, key: string, value: string) => commit(withItemField(latest.current.root, latest.current.keys, id, key, value)), [commit]);
  const rate = useCallback((id: number, criterion: string, rating: number) => commit(withRating(latest.current.root, latest.current.keys, id, criterion, rating)), [commit]);

  const full = rules.maxItems !== undefined && members.length >= rules.maxItems;
  const listTitleId = `${baseId}__list_title`;
  return (
    <Stack gap="6" data-testid="rating-grid">
      <AddMemberForm baseId={baseId} options={options} positions={positions} emptyMessage={source?.emptyMessage}
        nameMax={rules.nameMax} locked={locked || full} onAdd={add} />
      <Flex direction={{ base: 'column', lg: 'row' }} gap="6" align={{ base: 'stretch', lg: 'flex-start' }}>
        <Stack as="section" aria-labelledby={listTitleId} gap="3" w={{ base: 'full', lg: '96' }} flexShrink={0} minW="0">
          <Heading as="h2" size="md" id={listTitleId} ref={listHeadingRef} tabIndex={-1} _focus={{ outline: 'none' }}>{tr(options.listTitle)}</Heading>
          {members.length === 0
            ? <Text color="fg.muted" data-testid="list-empty">{tr(options.emptyText)}</Text>
            : (
              <Stack as="ul" gap="2" listStyleType="none" ps="0" m="0">
                {members.map((member, i) => {
                  const id = idOf(member);
                  return (
                    <MemberRow key={id ?? `row${i}`} baseId={baseId} id={id} n={i + 1} name={textOf(member, keys.name)} detail={textOf(member, keys.detail)}
                      rated={ratedCount(id === undefined ? undefined : index.get(id), criteria)} total={criteria.length}
                      selected={id !== undefined && id === selectedId} locked={locked} viewLocked={viewLocked} options={options}
                      onSelect={select} onRemove={remove} />
                  );
                })}
              </Stack>
            )}
        </Stack>
        {selected && selectedId !== null && (
          <RatingSection baseId={baseId} id={selectedId} n={members.indexOf(selected) + 1} member={selected} members={members} keys={keys} rules={rules}
            criteria={criteria} ratings={index.get(selectedId)} scale={scale} positions={positions} emptyMessage={source?.emptyMessage}
            options={options} locked={locked} sectionRef={sectionRef} headingRef={headingRef} onEdit={edit} onRate={rate} />
        )}
      </Flex>
    </Stack>
  );
}

interface AddProps {
  baseId: string;
  options: Options;
  positions: readonly string[];
  emptyMessage: string | undefined;
  nameMax: number | undefined;
  locked: boolean;
  onAdd(name: string, detail: string): AddProblem;
}

/** The form adding a member: its inputs are its own state until the member is added (typing changes no data). */
const AddMemberForm = memo(function AddMemberForm({ baseId, options, positions, emptyMessage, nameMax, locked, onAdd }: AddProps) {
  const { t } = useTranslation('step-runner');
  const [name, setName] = useState('');
  const [detail, setDetail] = useState('');
  const [problem, setProblem] = useState<AddProblem>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const titleId = `${baseId}__add_title`;
  const nameId = `${baseId}__add_name`;
  const detailId = `${baseId}__add_detail`;
  const errorId = `${baseId}__add_error`;

  const submit = () => {
    const found = onAdd(name, detail);
    setProblem(found);
    if (!found) {
      setName('');
      setDetail('');
    } else if (found === 'detail') document.getElementById(detailId)?.focus();
    else nameRef.current?.focus();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter' || e.nativeEvent.isComposing) return;
    e.preventDefault();
    if (!locked) submit();
  };
  const message = problem === 'name' ? tr(options.nameRequired)
    : problem === 'detail' ? tr(options.detailRequired)
      : problem === 'duplicate' ? tr(options.duplicateMessage) : '';
  const nameInvalid = problem === 'name' || problem === 'duplicate';

  return (
    <Stack as="section" aria-labelledby={titleId} gap="3" borderWidth="1px" rounded="lg" bg="bg.subtle" p={{ base: '4', md: '5' }}>
      <Heading as="h2" size="md" id={titleId}>{tr(options.addTitle)}</Heading>
      {positions.length === 0
        ? <Text color="fg.muted" data-testid="choice-empty">{tr(emptyMessage) || t('choices.empty')}</Text>
        : (
          <>
            <Flex direction={{ base: 'column', md: 'row' }} gap="3" align={{ base: 'stretch', md: 'flex-end' }}>
              <Field.Root id={nameId} invalid={nameInvalid} disabled={locked} flex="3" minW="0">
                <Field.Label fontWeight="medium">{tr(options.nameLabel)}</Field.Label>
                <Input ref={nameRef} value={name} placeholder={tr(options.namePlaceholder)} maxLength={nameMax} disabled={locked} bg="bg"
                  aria-describedby={nameInvalid ? errorId : undefined}
                  onChange={(e) => {
                    setName(e.target.value);
                    if (nameInvalid) setProblem(null);
                  }}
                  onKeyDown={onKeyDown} />
              </Field.Root>
              <Field.Root id={detailId} invalid={problem === 'detail'} disabled={locked} flex="2" minW="0">
                <Field.Label fontWeight="medium">{tr(options.detailLabel)}</Field.Label>
                <Box w="full" bg="bg" rounded="l2">
                  <ChoiceSelect id={detailId} value={detail} choices={positions.map((p) => ({ value: p, label: p }))} disabled={locked}
                    onPick={(v) => {
                      setDetail(v);
                      if (problem === 'detail') setProblem(null);
                    }}
                    onBlur={noop} onFocus={noop} />
                </Box>
              </Field.Root>
              <Button type="button" colorPalette="blue" flexShrink={0} disabled={locked} onClick={submit}>
                <Plus aria-hidden="true" /> {tr(options.addLabel)}
              </Button>
            </Flex>
            {message && <Text id={errorId} role="alert" color="fg.error" fontSize="sm" data-testid="add-error">{message}</Text>}
          </>
        )}
    </Stack>
  );
});

interface RowProps {
  baseId: string;
  id: number | undefined;
  n: number;
  name: string;
  detail: string;
  rated: number;
  total: number;
  selected: boolean;
  locked: boolean;
  /** Selecting only shows another member: it stays possible read only, not while disabled or completing. */
  viewLocked: boolean;
  options: Options;
  onSelect(id: number): void;
  onRemove(id: number): void;
}

/** The rating state of a member: none rated, n of total, all. */
function stateOf(options: Options, rated: number, total: number): { text: string; palette: string } {
  if (rated === 0) return { text: tr(options.stateNone), palette: 'gray' };
  if (rated < total) return { text: tr(options.stateProgress, { rated, total }), palette: 'orange' };
  return { text: tr(options.stateDone), palette: 'green' };
}

/** One member in the list: a button selecting it (its name and position), its rating state, a remove button. */
const MemberRow = memo(function MemberRow({ baseId, id, n, name, detail, rated, total, selected, locked, viewLocked, options, onSelect, onRemove }: RowProps) {
  const { t } = useTranslation('step-runner');
  const label = name.trim() || t('item', { n });
  const state = stateOf(options, rated, total);
  const stateId = `${baseId}__member_${id ?? `n${n}`}_state`;
  return (
    <Flex as="li" align="center" gap="2" p="1" borderWidth="1px" rounded="md" data-testid="member-row"
      borderColor={selected ? 'blue.solid' : 'border'} bg={selected ? 'blue.subtle' : 'bg'}>
      <Button type="button" variant="ghost" flex="1" minW="0" h="auto" py="1.5" px="2" justifyContent="flex-start" textAlign="start"
        fontWeight="normal" overflow="hidden" aria-pressed={selected} aria-describedby={stateId}
        disabled={viewLocked || id === undefined} onClick={() => id !== undefined && onSelect(id)}>
        <Box minW="0" flex="1">
          <Text fontWeight="semibold" truncate>{label}</Text>
          {detail && <Text fontSize="sm" color="fg.muted" truncate>{detail}</Text>}
        </Box>
      </Button>
      <Badge id={stateId} colorPalette={state.palette} flexShrink={0} whiteSpace="nowrap" data-testid="member-state">{state.text}</Badge>
      <IconButton type="button" variant="ghost" colorPalette="red" size="sm" flexShrink={0} aria-label={tr(options.removeLabel, { name: label })}
        disabled={locked || id === undefined} onClick={() => id !== undefined && onRemove(id)}>
        <Trash2 aria-hidden="true" />
      </IconButton>
    </Flex>
  );
});

interface SectionProps {
  baseId: string;
  id: number;
  n: number;
  member: Row;
  members: readonly Row[];
  keys: RatingGridKeys;
  rules: ItemRules;
  criteria: readonly string[];
  ratings: ReadonlyMap<string, number | null> | undefined;
  scale: readonly ScalePoint[];
  positions: readonly string[];
  emptyMessage: string | undefined;
  options: Options;
  locked: boolean;
  sectionRef: RefObject<HTMLElement | null>;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onEdit(id: number, key: string, value: string): void;
  onRate(id: number, criterion: string, rating: number): void;
}

/**
 * The selected member's ratings: its name and position editable in place, a radio group per
 * criterion. The section itself is cheap; what it holds is memoised so a rating re-renders only its
 * group (not the heading and the inputs), and a keystroke in the name only the heading and the name.
 */
function RatingSection({ baseId, id, n, member, members, keys, rules, criteria, ratings, scale, positions, emptyMessage, options, locked, sectionRef, headingRef, onEdit, onRate }: SectionProps) {
  const name = textOf(member, keys.name);
  const wanted = comparableText(name);
  const duplicate = wanted !== '' && members.some((m) => m !== member && comparableText(textOf(m, keys.name)) === wanted);
  const unrated = tr(options.unrated);
  return (
    <Box as="section" ref={sectionRef} aria-labelledby={`${baseId}__ratings_title`} flex="1" minW="0" borderWidth="1px" rounded="lg"
      p={{ base: '4', md: '5' }} scrollMarginTop="24" data-testid="member-ratings">
      <Stack gap="5">
        <MemberFields baseId={baseId} id={id} n={n} name={name} detail={textOf(member, keys.detail)} duplicate={duplicate} nameKey={keys.name}
          detailKey={keys.detail} nameMax={rules.nameMax} positions={positions} emptyMessage={emptyMessage} options={options} locked={locked}
          headingRef={headingRef} onEdit={onEdit} />
        {criteria.length === 0
          ? <Text color="fg.muted" data-testid="criteria-empty">{tr(options.criteriaEmptyText)}</Text>
          : (
            <Stack gap="3">
              {criteria.map((criterion, i) => (
                <RatingGroup key={criterion} groupId={`${baseId}__rating_${i}`} memberId={id} criterion={criterion}
                  rating={ratings?.get(criterion) ?? null} scale={scale} unrated={unrated} locked={locked} onRate={onRate} />
              ))}
            </Stack>
          )}
      </Stack>
    </Box>
  );
}

interface FieldsProps {
  baseId: string;
  id: number;
  n: number;
  name: string;
  detail: string;
  /** Another member has the same name (trimmed, ignoring case). */
  duplicate: boolean;
  nameKey: string;
  detailKey: string;
  nameMax: number | undefined;
  positions: readonly string[];
  emptyMessage: string | undefined;
  options: Options;
  locked: boolean;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onEdit(id: number, key: string, value: string): void;
}

/** The selected member's heading and its name and position inputs: props of plain values, so a rating leaves them alone. */
const MemberFields = memo(function MemberFields({ baseId, id, n, name, detail, duplicate, nameKey, detailKey, nameMax, positions, emptyMessage, options, locked, headingRef, onEdit }: FieldsProps) {
  const { t } = useTranslation('step-runner');
  const [shownName, showName] = useImmediate(name);
  const label = shownName.trim() || t('item', { n });
  const nameId = `${baseId}__member_name`;
  return (
    <>
      <Heading as="h2" size="md" id={`${baseId}__ratings_title`} ref={headingRef} tabIndex={-1} _focus={{ outline: 'none' }} wordBreak="break-word">
        {tr(options.ratingsTitle, { name: label })}
      </Heading>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <Field.Root id={nameId} invalid={duplicate} disabled={locked} minW="0">
          <Field.Label fontWeight="medium">{tr(options.nameLabel)}</Field.Label>
          <Input value={shownName} maxLength={nameMax} disabled={locked} onChange={(e) => {
            const value = e.target.value;
            showName(value);
            startTransition(() => onEdit(id, nameKey, value));
          }} />
          <Field.ErrorText>{tr(options.duplicateMessage)}</Field.ErrorText>
        </Field.Root>
        <DetailField fieldId={`${baseId}__member_detail`} memberId={id} detail={detail} detailKey={detailKey} positions={positions}
          emptyMessage={emptyMessage} options={options} locked={locked} onEdit={onEdit} />
      </SimpleGrid>
    </>
  );
});

interface DetailProps {
  fieldId: string;
  memberId: number;
  detail: string;
  detailKey: string;
  positions: readonly string[];
  emptyMessage: string | undefined;
  options: Options;
  locked: boolean;
  onEdit(id: number, key: string, value: string): void;
}

/** The selected member's position: memoised with its choices, so a keystroke in the name does not rebuild the select. */
const DetailField = memo(function DetailField({ fieldId, memberId, detail, detailKey, positions, emptyMessage, options, locked, onEdit }: DetailProps) {
  const { t } = useTranslation('step-runner');
  // A stored position no longer among the choices stays listed (as StepChoiceWidget keeps it).
  const choices = useMemo(
    () => (detail && !positions.includes(detail) ? [detail, ...positions] : positions).map((p) => ({ value: p, label: p })),
    [detail, positions],
  );
  return (
    <Field.Root id={fieldId} disabled={locked} minW="0">
      {choices.length
        ? (
          <>
            <Field.Label fontWeight="medium">{tr(options.detailLabel)}</Field.Label>
            <ChoiceSelect id={fieldId} value={detail} choices={choices} disabled={locked}
              onPick={(v) => onEdit(memberId, detailKey, v)} onBlur={noop} onFocus={noop} />
          </>
        )
        : (
          <>
            <Text fontWeight="medium" textStyle="sm">{tr(options.detailLabel)}</Text>
            <Text color="fg.muted">{tr(emptyMessage) || t('choices.empty')}</Text>
          </>
        )}
    </Field.Root>
  );
});

interface GroupProps {
  groupId: string;
  memberId: number;
  criterion: string;
  rating: number | null;
  scale: readonly ScalePoint[];
  unrated: string;
  locked: boolean;
  onRate(id: number, criterion: string, rating: number): void;
}

/**
 * One criterion's rating: a fieldset named by the criterion, native radios (arrow keys move within
 * the group, Tab leaves it), 'Nehodnoceno' beside the name while nothing is chosen (the group's description).
 */
const RatingGroup = memo(function RatingGroup({ groupId, memberId, criterion, rating: committed, scale, unrated, locked, onRate }: GroupProps) {
  const stateId = `${groupId}__state`;
  const [rating, show] = useImmediate(committed);
  const pick = useCallback((id: number, value: string, points: number) => {
    show(points);
    startTransition(() => onRate(id, value, points));
  }, [show, onRate]);
  return (
    <Box borderWidth="1px" rounded="md" p={{ base: '3', md: '4' }} bg={rating === null ? 'bg' : 'bg.subtle'}>
      <chakra.fieldset disabled={locked} aria-describedby={rating === null ? stateId : undefined} border="0" m="0" p="0" minW="0" data-testid="rating-group">
        <chakra.legend p="0" mb="2" fontWeight="semibold" wordBreak="break-word">
          {criterion}
          {rating === null && <Badge id={stateId} aria-hidden="true" ms="2" colorPalette="gray" variant="subtle" verticalAlign="middle">{unrated}</Badge>}
        </chakra.legend>
        <Flex wrap="wrap" gap="2">
          {scale.map((point) => (
            <RatingOption key={point.value} name={groupId} value={point.value} label={point.label} checked={rating === point.value}
              memberId={memberId} criterion={criterion} locked={locked} onRate={pick} />
          ))}
        </Flex>
      </chakra.fieldset>
    </Box>
  );
});

interface OptionProps {
  name: string;
  value: number;
  label: string;
  checked: boolean;
  memberId: number;
  criterion: string;
  locked: boolean;
  onRate(id: number, criterion: string, rating: number): void;
}

/** One point of a rating group, memoised: a new rating re-renders the option unchecked and the one checked, not the whole scale. */
const RatingOption = memo(function RatingOption({ name, value, label, checked, memberId, criterion, locked, onRate }: OptionProps) {
  return (
    <Flex as="label" flex="1 1 7.5rem" align="center" gap="2" px="3" py="2" borderWidth="1px" rounded="md" fontSize="sm"
      lineHeight="short" cursor={locked ? 'not-allowed' : 'pointer'} opacity={locked ? 0.6 : 1}
      bg={checked ? 'blue.subtle' : 'bg'} borderColor={checked ? 'blue.solid' : 'border'} fontWeight={checked ? 'semibold' : 'normal'}>
      <input type="radio" name={name} value={value} checked={checked} disabled={locked}
        style={{ margin: 0, flexShrink: 0, accentColor: 'var(--chakra-colors-blue-600)' }}
        onChange={() => onRate(memberId, criterion, value)} />
      {label}
    </Flex>
  );
});

import { memo, useRef, useState, type KeyboardEvent } from 'react';
import { Box, Button, Field, Flex, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { tr } from '../../translate';
import { ChoiceSelect } from '../../widgets/ChoiceSelect';
import type { AddProblem, Options } from './types';

const noop = () => undefined;

interface Props {
  baseId: string;
  options: Options;
  positions: readonly string[];
  emptyMessage: string | undefined;
  nameMax: number | undefined;
  locked: boolean;
  onAdd(name: string, detail: string): AddProblem;
}

/** The form adding a member: its inputs are its own state until the member is added (typing changes no data). */
export const AddMemberForm = memo(function AddMemberForm({ baseId, options, positions, emptyMessage, nameMax, locked, onAdd }: Props) {
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
  const message =
    problem === 'name'
      ? tr(options.nameRequired)
      : problem === 'detail'
        ? tr(options.detailRequired)
        : problem === 'duplicate'
          ? tr(options.duplicateMessage)
          : '';
  const nameInvalid = problem === 'name' || problem === 'duplicate';

  return (
    <Stack as="section" aria-labelledby={titleId} gap="3" borderWidth="1px" rounded="lg" bg="bg.subtle" p={{ base: '4', md: '5' }}>
      <Heading as="h2" size="md" id={titleId}>
        {tr(options.addTitle)}
      </Heading>
      {positions.length === 0 ? (
        <Text color="fg.muted" data-testid="choice-empty">
          {tr(emptyMessage) || t('choices.empty')}
        </Text>
      ) : (
        <>
          <Flex direction={{ base: 'column', md: 'row' }} gap="3" align={{ base: 'stretch', md: 'flex-end' }}>
            <Field.Root id={nameId} invalid={nameInvalid} disabled={locked} flex="3" minW="0">
              <Field.Label fontWeight="medium">{tr(options.nameLabel)}</Field.Label>
              <Input
                ref={nameRef}
                value={name}
                placeholder={tr(options.namePlaceholder)}
                maxLength={nameMax}
                disabled={locked}
                bg="bg"
                aria-describedby={nameInvalid ? errorId : undefined}
                onChange={(e) => {
                  setName(e.target.value);
                  if (nameInvalid) setProblem(null);
                }}
                onKeyDown={onKeyDown}
              />
            </Field.Root>
            <Field.Root id={detailId} invalid={problem === 'detail'} disabled={locked} flex="2" minW="0">
              <Field.Label fontWeight="medium">{tr(options.detailLabel)}</Field.Label>
              <Box w="full" bg="bg" rounded="l2">
                <ChoiceSelect
                  id={detailId}
                  value={detail}
                  choices={positions.map((p) => ({ value: p, label: p }))}
                  disabled={locked}
                  onPick={(v) => {
                    setDetail(v);
                    if (problem === 'detail') setProblem(null);
                  }}
                  onBlur={noop}
                  onFocus={noop}
                />
              </Box>
            </Field.Root>
            <Button type="button" colorPalette="blue" flexShrink={0} disabled={locked} onClick={submit}>
              <Plus aria-hidden="true" /> {tr(options.addLabel)}
            </Button>
          </Flex>
          {message && (
            <Text id={errorId} role="alert" color="fg.error" fontSize="sm" data-testid="add-error">
              {message}
            </Text>
          )}
        </>
      )}
    </Stack>
  );
});

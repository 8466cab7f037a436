import { memo, startTransition, type RefObject } from 'react';
import { Field, Heading, Input, SimpleGrid } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { tr } from '../../translate';
import { DetailField } from './DetailField';
import type { Options } from './types';
import { useImmediate } from './use-immediate';

interface Props {
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
export const MemberFields = memo(function MemberFields({
  baseId,
  id,
  n,
  name,
  detail,
  duplicate,
  nameKey,
  detailKey,
  nameMax,
  positions,
  emptyMessage,
  options,
  locked,
  headingRef,
  onEdit,
}: Props) {
  const { t } = useTranslation('step-runner');
  const [shownName, showName] = useImmediate(name);
  const label = shownName.trim() || t('item', { n });
  const nameId = `${baseId}__member_name`;
  return (
    <>
      <Heading
        as="h2"
        size="md"
        id={`${baseId}__ratings_title`}
        ref={headingRef}
        tabIndex={-1}
        _focus={{ outline: 'none' }}
        wordBreak="break-word"
      >
        {tr(options.ratingsTitle, { name: label })}
      </Heading>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <Field.Root id={nameId} invalid={duplicate} disabled={locked} minW="0">
          <Field.Label fontWeight="medium">{tr(options.nameLabel)}</Field.Label>
          <Input
            value={shownName}
            maxLength={nameMax}
            disabled={locked}
            onChange={(e) => {
              const value = e.target.value;
              showName(value);
              startTransition(() => onEdit(id, nameKey, value));
            }}
          />
          <Field.ErrorText>{tr(options.duplicateMessage)}</Field.ErrorText>
        </Field.Root>
        <DetailField
          fieldId={`${baseId}__member_detail`}
          memberId={id}
          detail={detail}
          detailKey={detailKey}
          positions={positions}
          emptyMessage={emptyMessage}
          options={options}
          locked={locked}
          onEdit={onEdit}
        />
      </SimpleGrid>
    </>
  );
});

import { memo, useMemo } from 'react';
import { Field, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { tr } from '../../translate';
import { ChoiceSelect } from '../../widgets/ChoiceSelect';
import type { Options } from './types';

const noop = () => undefined;

interface Props {
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
export const DetailField = memo(function DetailField({
  fieldId,
  memberId,
  detail,
  detailKey,
  positions,
  emptyMessage,
  options,
  locked,
  onEdit,
}: Props) {
  const { t } = useTranslation('step-runner');
  // A stored position no longer among the choices stays listed (as StepChoiceWidget keeps it).
  const choices = useMemo(
    () => (detail && !positions.includes(detail) ? [detail, ...positions] : positions).map((p) => ({ value: p, label: p })),
    [detail, positions],
  );
  return (
    <Field.Root id={fieldId} disabled={locked} minW="0">
      {choices.length ? (
        <>
          <Field.Label fontWeight="medium">{tr(options.detailLabel)}</Field.Label>
          <ChoiceSelect
            id={fieldId}
            value={detail}
            choices={choices}
            disabled={locked}
            onPick={(v) => onEdit(memberId, detailKey, v)}
            onBlur={noop}
            onFocus={noop}
          />
        </>
      ) : (
        <>
          <Text fontWeight="medium" textStyle="sm">
            {tr(options.detailLabel)}
          </Text>
          <Text color="fg.muted">{tr(emptyMessage) || t('choices.empty')}</Text>
        </>
      )}
    </Field.Root>
  );
});

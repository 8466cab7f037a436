import { useEffect, useId, useState } from 'react';
import { Field, NativeSelect, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { PreviewMembers } from '../../../contracts/preview';
import { loadPreviewMembers, type PreviewSourceChoice } from './preview-api';

type Member = PreviewMembers['members'][number];

/**
 * Where the steps a previewed step builds on take their data from: 'Ukázková data' (made by the
 * server from their files) or 'Data člena' (a member of the variant, read only).
 */
export function PreviewSourcePicker({ choice, onChange }: { choice: PreviewSourceChoice; onChange(next: PreviewSourceChoice): void }) {
  const { t } = useTranslation('step-runner');
  const id = useId();
  const [members, setMembers] = useState<Member[] | null>(null);
  const [failed, setFailed] = useState(false);
  const wantsMembers = choice.source === 'member';

  useEffect(() => {
    if (!wantsMembers || !choice.variant) return;
    let live = true;
    setMembers(null);
    setFailed(false);
    loadPreviewMembers(choice.variant).then(
      (list) => live && setMembers(list),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [wantsMembers, choice.variant]);

  return (
    <Stack gap="3" direction={{ base: 'column', sm: 'row' }} alignItems={{ sm: 'flex-end' }} flexWrap="wrap">
      <Stack gap="1">
        <Text id={`${id}-label`} fontWeight="medium" fontSize="sm">
          {t('preview.source.label')}
        </Text>
        <RadioGroup.Root
          name={`${id}-source`}
          value={choice.source}
          aria-labelledby={`${id}-label`}
          colorPalette="blue"
          size="sm"
          onValueChange={(e) => onChange({ variant: choice.variant, source: e.value === 'member' ? 'member' : 'sample' })}
        >
          <Stack direction="row" gap="5" minH="10" alignItems="center">
            {(['sample', 'member'] as const).map((s) => (
              <RadioGroup.Item key={s} value={s}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{t(`preview.source.${s}`)}</RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </Stack>
        </RadioGroup.Root>
      </Stack>
      {wantsMembers && (
        <Field.Root flex="1" minW="0" maxW={{ sm: '20rem' }} invalid={failed}>
          <Field.Label htmlFor={`${id}-member`}>{t('preview.source.memberLabel')}</Field.Label>
          <NativeSelect.Root disabled={!members?.length}>
            <NativeSelect.Field
              id={`${id}-member`}
              value={choice.userId ?? ''}
              onChange={(e) => onChange({ ...choice, userId: e.target.value ? Number(e.target.value) : undefined })}
            >
              <option value="">
                {failed
                  ? t('preview.source.membersError')
                  : members === null
                    ? t('preview.source.membersLoading')
                    : members.length
                      ? t('preview.source.pickMember')
                      : t('preview.source.noMembers')}
              </option>
              {(members ?? []).map((m) => (
                <option key={m.id} value={m.id}>
                  {m.name ?? t('preview.source.unnamed', { id: m.id })}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      )}
    </Stack>
  );
}

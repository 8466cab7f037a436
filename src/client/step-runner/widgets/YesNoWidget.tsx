import { useRef } from 'react';
import { Alert, Button, Group, Stack } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isConfirmed } from '../../../engine/steps';
import type { StepFormContext } from '../step-context';
import { tr } from '../translate';

/**
 * A yes/no question with follow-ups (the strategy step): either answer is saved at once; Yes
 * shows its encouraging message and opens the tips, No shows its warning and a way back. With
 * ui:options.confirmLabel, Yes also offers that button (Continue) until the member confirms the
 * answer: a reveal rule with `confirmedBy` naming this field waits for it.
 */
export function YesNoWidget({ id, value, disabled, readonly, onChange, options, registry, htmlName }: WidgetProps) {
  const { t } = useTranslation('step-runner');
  const context = registry.formContext as StepFormContext;
  const yesButton = useRef<HTMLButtonElement>(null);
  const answer = (yes: boolean) => {
    onChange(yes);
    context.saveSoon();
    if (yes && options.tipsOnYes) context.openTips();
  };
  const pointer = htmlName ?? '';
  const awaitingConfirmation =
    value === true &&
    typeof options.confirmLabel === 'string' &&
    context.confirm !== undefined &&
    !isConfirmed(context.confirmed ?? {}, pointer, value);
  const confirm = () => {
    context.confirm?.(pointer);
    // The button goes away: focus stays on the answer it confirmed.
    yesButton.current?.focus();
  };
  return (
    <Stack gap="3" w="full">
      <Group id={id} role="group" aria-labelledby={`${id}__title`}>
        <Button
          ref={yesButton}
          aria-pressed={value === true}
          variant={value === true ? 'solid' : 'outline'}
          colorPalette="blue"
          disabled={disabled || readonly}
          onClick={() => answer(true)}
        >
          {t('yes')}
        </Button>
        <Button
          aria-pressed={value === false}
          variant={value === false ? 'solid' : 'outline'}
          colorPalette="blue"
          disabled={disabled || readonly}
          onClick={() => answer(false)}
        >
          {t('no')}
        </Button>
      </Group>
      {value === true && (options.yesMessage || awaitingConfirmation) && (
        <Alert.Root status="success" alignItems="center">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{tr(options.yesMessage)}</Alert.Title>
          </Alert.Content>
          {awaitingConfirmation && (
            <Button size="sm" colorPalette="blue" disabled={disabled || readonly} onClick={confirm}>
              {tr(options.confirmLabel)}
            </Button>
          )}
        </Alert.Root>
      )}
      {value === false && options.noMessage && (
        <Alert.Root status="warning" alignItems="center">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{tr(options.noMessage)}</Alert.Title>
          </Alert.Content>
          {typeof options.noRoute === 'string' && (
            <Button asChild size="sm" variant="outline">
              <RouterLink to={options.noRoute}>{tr(options.noRouteLabel)}</RouterLink>
            </Button>
          )}
        </Alert.Root>
      )}
    </Stack>
  );
}

import { keyframes } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { PinInput } from '@chakra-ui/react';

const shake = keyframes`
  10%, 90% { transform: translateX(-2px); }
  20%, 80% { transform: translateX(4px); }
  30%, 50%, 70% { transform: translateX(-8px); }
  40%, 60% { transform: translateX(8px); }
`;

/**
 * Six single-digit boxes: digits only, auto-advance, backspace back, a pasted code fills all.
 * onComplete runs on every change that leaves all six filled (zag's own completion event does
 * not fire when a paste replaces an already full code).
 */
export function CodeBoxes(props: {
  value: string[];
  onChange(value: string[]): void;
  onComplete(code: string): void;
  disabled: boolean;
  shaking: boolean;
  invalid: boolean;
}) {
  const { t } = useTranslation('auth');
  return (
    <PinInput.Root
      otp
      type="numeric"
      count={6}
      value={props.value}
      onValueChange={(e) => {
        props.onChange(e.value);
        if (/^\d{6}$/.test(e.valueAsString)) props.onComplete(e.valueAsString);
      }}
      disabled={props.disabled}
      invalid={props.invalid}
      size={{ base: 'md', sm: 'lg' }}
      translations={{ inputLabel: (index) => t('codeDigit', { n: index + 1 }) }}
      css={props.shaking ? { animation: `${shake} 600ms ease-in-out` } : undefined}
      data-testid="code-boxes"
    >
      <PinInput.Label>{t('codeLabel')}</PinInput.Label>
      <PinInput.HiddenInput />
      <PinInput.Control gap={{ base: '1.5', sm: '2' }}>
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <PinInput.Input key={i} index={i} />
        ))}
      </PinInput.Control>
    </PinInput.Root>
  );
}

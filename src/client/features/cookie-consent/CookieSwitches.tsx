import { useTranslation } from 'react-i18next';
import { Stack, Switch, Text } from '@chakra-ui/react';

type Toggle = 'functional' | 'analytics';

/** The cookie banner's details: the necessary cookies (always on) and a switch per optional kind. */
export default function CookieSwitches({
  choice,
  onToggle,
}: {
  choice: Record<Toggle, boolean>;
  onToggle(name: Toggle, on: boolean): void;
}) {
  const { t } = useTranslation('cookies');
  const toggle = (name: Toggle | 'necessary', label: string, text: string) => (
    <Switch.Root
      checked={name === 'necessary' || choice[name]}
      disabled={name === 'necessary'}
      onCheckedChange={(e) => name !== 'necessary' && onToggle(name, e.checked)}
      display="flex"
      alignItems="flex-start"
      gap="3"
    >
      <Switch.HiddenInput />
      <Switch.Control mt="1" />
      <Switch.Label>
        <Text fontWeight="semibold">{label}</Text>
        <Text fontSize="sm" color="fg.muted" fontWeight="normal">
          {text}
        </Text>
      </Switch.Label>
    </Switch.Root>
  );
  return (
    <Stack gap="3">
      {toggle('necessary', t('necessary'), t('necessaryText'))}
      {toggle('functional', t('functional'), t('functionalText'))}
      {toggle('analytics', t('analytics'), t('analyticsText'))}
    </Stack>
  );
}

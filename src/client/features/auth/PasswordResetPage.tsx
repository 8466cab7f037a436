import { useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Card, Field, Flex, Heading, Input, Link, Stack, Text } from '@chakra-ui/react';
import { isStrongPassword } from '../../../engine/shell/index';
import { confirmPasswordReset, requestPasswordReset } from '../../api/onboarding';
import { paths } from '../../app/paths';
import { loginErrorMessage } from './login-errors';

/** The query parameter of the e-mailed link (/obnova-hesla?token=…). */
const TOKEN_PARAM = 'token';

type Notice = { ok: boolean; text: string } | null;

/**
 * 'Zapomněli jste heslo?' at /obnova-hesla: without a token it asks for the e-mailed link; opened
 * from that link it sets the new password (the spec's rule, checked here and by the server).
 */
export default function PasswordResetPage() {
  const { t } = useTranslation('auth');
  const [searchParams, setSearchParams] = useSearchParams();
  // Read once: the address bar drops it at once, so neither it nor the history keeps the token.
  const [token] = useState(() => searchParams.get(TOKEN_PARAM)?.trim() ?? '');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (!searchParams.has(TOKEN_PARAM)) return;
    const rest = new URLSearchParams(searchParams);
    rest.delete(TOKEN_PARAM);
    setSearchParams(rest, { replace: true });
  }, [searchParams, setSearchParams]);

  const run = async (call: () => Promise<{ message: string }>, fallbackKey: string) => {
    setBusy(true);
    setNotice(null);
    try {
      setNotice({ ok: true, text: (await call()).message });
      return true;
    } catch (err) {
      setNotice({ ok: false, text: await loginErrorMessage(err, fallbackKey, t) });
      return false;
    } finally {
      setBusy(false);
    }
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!token) {
      if (!email.trim()) return setNotice({ ok: false, text: t('errors.missingEmail') });
      await run(() => requestPasswordReset(email.trim()), 'reset.failed');
      return;
    }
    if (!password) return setNotice({ ok: false, text: t('errors.missingPassword') });
    if (!isStrongPassword(password)) return setNotice({ ok: false, text: t('errors.weakPassword') });
    if (await run(() => confirmPasswordReset(token, password), 'reset.saveFailed')) setDone(true);
  };

  return (
    <Flex as="main" minH="100vh" align="center" justify="center" bg="bg.subtle" px="4" py="10" pb="48">
      <Card.Root as="section" w="full" maxW="md" aria-labelledby="reset-title">
        <Card.Header>
          <Heading as="h1" id="reset-title" size="xl">
            {token ? t('reset.newTitle') : t('reset.title')}
          </Heading>
          <Text color="fg.muted">{t('subtitle')}</Text>
        </Card.Header>
        <Card.Body>
          <form onSubmit={(e) => void onSubmit(e)} noValidate>
            <Stack gap="5">
              {!done && <Text>{token ? t('reset.newIntro') : t('reset.intro')}</Text>}
              {!done &&
                (token ? (
                  <Field.Root>
                    <Field.Label>{t('newPassword')}</Field.Label>
                    <Input
                      type="password"
                      name="password"
                      autoComplete="new-password"
                      value={password}
                      onChange={(e) => setPassword(e.target.value)}
                    />
                    <Field.HelperText>{t('passwordRule')}</Field.HelperText>
                  </Field.Root>
                ) : (
                  <Field.Root>
                    <Field.Label>{t('email')}</Field.Label>
                    <Input type="email" name="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} />
                  </Field.Root>
                ))}
              {/* A live region present before its message, so that a screen reader reads the message out. */}
              <Stack aria-live="polite">
                {notice && (
                  <Alert.Root status={notice.ok ? 'success' : 'error'} role={notice.ok ? 'status' : 'alert'} data-testid="reset-notice">
                    <Alert.Indicator />
                    <Alert.Title>{notice.text}</Alert.Title>
                  </Alert.Root>
                )}
              </Stack>
              {done ? (
                <Button asChild colorPalette="blue">
                  <RouterLink to={paths.login}>{t('reset.signIn')}</RouterLink>
                </Button>
              ) : (
                <Button type="submit" colorPalette="blue" loading={busy} loadingText={token ? t('reset.saving') : t('reset.sending')}>
                  {token ? t('reset.save') : t('reset.send')}
                </Button>
              )}
            </Stack>
          </form>
        </Card.Body>
        <Card.Footer justifyContent="center">
          <Link asChild fontSize="sm" textDecoration="underline">
            <RouterLink to={paths.login}>{t('reset.back')}</RouterLink>
          </Link>
        </Card.Footer>
      </Card.Root>
    </Flex>
  );
}

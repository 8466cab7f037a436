import { lazy, Suspense, useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, Card, Checkbox, Field, Flex, Heading, Input, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { isStrongPassword } from '../../../engine/shell/index';
import { firstLogin, login, validateCode, type LoginResponse } from '../../api/onboarding';
import { invalidateProgress } from '../../api/variants';
import { useSession } from '../../stores/session';
import { loginErrorMessage } from './login-errors';

// Only a first sign-in needs the code boxes (and zag's pin input behind them): fetched when that mode is chosen.
const CodeBoxes = lazy(() => import('./CodeBoxes').then((m) => ({ default: m.CodeBoxes })));

const SHAKE_MS = 600;
const EMPTY_CODE = ['', '', '', '', '', ''];

/** Sign-in at /: normal mode, or first time: verify the code (step 1), then set a password (step 2). */
export default function LoginPage() {
  const { t } = useTranslation('auth');
  const [firstTime, setFirstTime] = useState(false);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState<string[]>(EMPTY_CODE);
  const [codeVerified, setCodeVerified] = useState(false);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [shaking, setShaking] = useState(false);
  const shakeTimer = useRef<number>(undefined);

  const fail = (message: string, shakeBoxes = false) => {
    setError(message);
    if (!shakeBoxes) return;
    window.clearTimeout(shakeTimer.current);
    setShaking(true);
    shakeTimer.current = window.setTimeout(() => setShaking(false), SHAKE_MS);
  };

  /** Stores the session; the sign-in route's guard then leaves for /admin, /home or the server's route. */
  const finish = (res: LoginResponse) => {
    if (!res?.access_token || !res.user) return fail(t('errors.unexpected'));
    invalidateProgress();
    const landing = res.requires_onboarding_redirect && res.redirect_url ? res.redirect_url : undefined;
    useSession.getState().setSession(res.access_token, res.user, landing);
  };

  const submitNormal = async () => {
    if (!email.trim() || !password) return fail(t('errors.missingCredentials'));
    setBusy(true);
    try {
      finish(await login(email.trim(), password));
    } catch (err) {
      fail(await loginErrorMessage(err, 'errors.wrongCredentials', t));
    } finally {
      setBusy(false);
    }
  };

  const verify = async (digits = code.join('')) => {
    if (!email.trim() || !/^\d{6}$/.test(digits)) return fail(t('errors.missingCode'), true);
    setBusy(true);
    setError('');
    try {
      await validateCode(email.trim(), digits);
      setCodeVerified(true);
    } catch (err) {
      fail(await loginErrorMessage(err, 'errors.wrongCode', t), true);
    } finally {
      setBusy(false);
    }
  };

  const submitPassword = async () => {
    if (!codeVerified) return fail(t('errors.verifyFirst'));
    if (!password) return fail(t('errors.missingPassword'));
    if (!isStrongPassword(password)) return fail(t('errors.weakPassword'));
    setBusy(true);
    try {
      finish(await firstLogin(email.trim(), code.join(''), password));
    } catch (err) {
      fail(await loginErrorMessage(err, 'errors.passwordSetup', t));
    } finally {
      setBusy(false);
    }
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setError('');
    if (!firstTime) void submitNormal();
    else if (!codeVerified && password === '') void verify();
    else void submitPassword();
  };

  const switchMode = (on: boolean) => {
    setFirstTime(on);
    setError('');
    setPassword('');
    setCode(EMPTY_CODE);
    setCodeVerified(false);
  };

  return (
    <Flex as="main" minH="100vh" align="center" justify="center" bg="bg.subtle" px="4" py="10" pb="48">
      <Card.Root as="section" w="full" maxW="md" aria-labelledby="login-title">
        <Card.Header>
          <Heading as="h1" id="login-title" size="xl">{t('title')}</Heading>
          <Text color="fg.muted">{t('subtitle')}</Text>
        </Card.Header>
        <Card.Body>
          <form onSubmit={onSubmit} noValidate>
            <Stack gap="5">
              <Field.Root>
                <Field.Label>{t('email')}</Field.Label>
                <Input type="email" name="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} disabled={firstTime && codeVerified} />
              </Field.Root>
              <Checkbox.Root checked={firstTime} onCheckedChange={(e) => switchMode(e.checked === true)}>
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{t('firstTime')}</Checkbox.Label>
              </Checkbox.Root>
              {firstTime && (
                <Stack gap="2">
                  <Suspense fallback={<Spinner size="sm" alignSelf="start" />}>
                    <CodeBoxes
                      value={code}
                      onChange={(v) => setCode(v)}
                      onComplete={(digits) => void verify(digits)}
                      disabled={codeVerified || busy}
                      shaking={shaking}
                      invalid={shaking}
                    />
                  </Suspense>
                  <Text fontSize="sm" color="fg.muted">{codeVerified ? t('codeVerified') : t('codeHint')}</Text>
                </Stack>
              )}
              {(!firstTime || codeVerified) && (
                <Field.Root>
                  <Field.Label>{firstTime ? t('newPassword') : t('password')}</Field.Label>
                  <Input
                    type="password"
                    name="password"
                    autoComplete={firstTime ? 'new-password' : 'current-password'}
                    value={password}
                    onChange={(e) => setPassword(e.target.value)}
                  />
                  {firstTime && <Field.HelperText>{t('passwordRule')}</Field.HelperText>}
                </Field.Root>
              )}
              {error && (
                <Alert.Root status="error" role="alert">
                  <Alert.Indicator />
                  <Alert.Title>{error}</Alert.Title>
                </Alert.Root>
              )}
              <Button type="submit" colorPalette="blue" loading={busy} loadingText={firstTime && !codeVerified ? t('verifying') : t('signingIn')}>
                {!firstTime ? t('signIn') : codeVerified ? t('setPassword') : t('verify')}
              </Button>
            </Stack>
          </form>
        </Card.Body>
        <Card.Footer justifyContent="center">
          <Box as="nav" fontSize="sm" display="flex" gap="4" flexWrap="wrap" justifyContent="center">
            <Link asChild textDecoration="underline"><RouterLink to="/privacy-policy">{t('footer.privacy')}</RouterLink></Link>
            <Link asChild textDecoration="underline"><RouterLink to="/terms-of-service">{t('footer.terms')}</RouterLink></Link>
          </Box>
        </Card.Footer>
      </Card.Root>
    </Flex>
  );
}

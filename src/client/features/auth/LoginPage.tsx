import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, Card, Checkbox, Field, Flex, Heading, Input, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { isStrongPassword } from '../../../engine/shell/index';
import { firstLogin, login, requestSignInLink, validateCode, type SignInAnswer } from '../../api/onboarding';
import { invalidateProgress } from '../../api/variants';
import { useSession } from '../../stores/session';
import { paths } from '../../app/paths';
import { loginErrorMessage, signInFailure, type SignInFailure } from './login-errors';

// Only a first sign-in needs the code boxes (and zag's pin input behind them): fetched when that mode is chosen.
const CodeBoxes = lazy(() => import('./CodeBoxes').then((m) => ({ default: m.CodeBoxes })));

const SHAKE_MS = 600;
const EMPTY_CODE = ['', '', '', '', '', ''];
/** The query parameter of an e-mailed sign-in link (/?odkaz=<pass>). */
const LINK_PARAM = 'odkaz';

/**
 * Sign-in at /: normal mode, or first time: verify the code (step 1), then set a password (step 2).
 * Opened from an e-mailed link (/?odkaz=<pass>), every try sends its one-time pass, which no throttle
 * stops; a throttled try (429) offers such a link by e-mail.
 */
export default function LoginPage() {
  const { t } = useTranslation('auth');
  const [searchParams, setSearchParams] = useSearchParams();
  // Read once: the address bar drops it at once, so neither it nor the history keeps the pass.
  const [pass, setPass] = useState(() => searchParams.get(LINK_PARAM)?.trim() ?? '');
  const [firstTime, setFirstTime] = useState(false);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState<string[]>(EMPTY_CODE);
  const [codeVerified, setCodeVerified] = useState(false);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [shaking, setShaking] = useState(false);
  const shakeTimer = useRef<number>(undefined);
  const [throttled, setThrottled] = useState(false);
  const [linkNotice, setLinkNotice] = useState<{ sent: boolean; text: string } | null>(null);
  const [linkBusy, setLinkBusy] = useState(false);
  const emailInput = useRef<HTMLInputElement>(null);
  const linkButton = useRef<HTMLButtonElement>(null);
  const linkAsked = useRef(false);

  useEffect(() => {
    const fresh = searchParams.get(LINK_PARAM)?.trim();
    if (fresh === undefined) return;
    if (fresh) setPass(fresh);
    const rest = new URLSearchParams(searchParams);
    rest.delete(LINK_PARAM);
    setSearchParams(rest, { replace: true });
  }, [searchParams, setSearchParams]);

  // The button is disabled while it asks: focus goes back to it after, for the keyboard.
  useEffect(() => {
    if (linkBusy || !linkAsked.current) return;
    linkAsked.current = false;
    linkButton.current?.focus();
  }, [linkBusy]);

  const clearMessages = () => {
    setError('');
    setThrottled(false);
    setLinkNotice(null);
  };

  const fail = (message: string, shakeBoxes = false) => {
    setError(message);
    if (!shakeBoxes) return;
    window.clearTimeout(shakeTimer.current);
    setShaking(true);
    shakeTimer.current = window.setTimeout(() => setShaking(false), SHAKE_MS);
  };

  /** A refused try: its message; a refused pass is dropped, a throttled try offers a link. */
  const failed = (failure: SignInFailure, shakeBoxes = false) => {
    if (failure.passRefused) setPass('');
    setThrottled(failure.throttled);
    fail(failure.message, shakeBoxes);
  };

  /** Stores the session; the sign-in route's guard then leaves for /admin, /home or the server's route. */
  const finish = (res: SignInAnswer) => {
    if (!res?.access_token || !res.user) return fail(t('errors.unexpected'));
    invalidateProgress();
    const landing = 'redirect_url' in res && res.requires_onboarding_redirect && res.redirect_url ? res.redirect_url : undefined;
    useSession.getState().setSession(res.access_token, res.user, landing);
  };

  const submitNormal = async () => {
    if (!email.trim() || !password) return fail(t('errors.missingCredentials'));
    setBusy(true);
    try {
      finish(await login(email.trim(), password, pass));
    } catch (err) {
      failed(await signInFailure(err, 'errors.wrongCredentials', t));
    } finally {
      setBusy(false);
    }
  };

  const verify = async (digits = code.join('')) => {
    if (!email.trim() || !/^\d{6}$/.test(digits)) return fail(t('errors.missingCode'), true);
    setBusy(true);
    clearMessages();
    try {
      await validateCode(email.trim(), digits, pass);
      setCodeVerified(true);
    } catch (err) {
      failed(await signInFailure(err, 'errors.wrongCode', t), true);
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
      finish(await firstLogin(email.trim(), code.join(''), password, pass));
    } catch (err) {
      failed(await signInFailure(err, 'errors.passwordSetup', t));
    } finally {
      setBusy(false);
    }
  };

  /** Asks for a sign-in link to the e-mail typed; the server's answer is the same for any address. */
  const sendLink = async () => {
    setLinkNotice(null);
    if (!email.trim()) {
      setLinkNotice({ sent: false, text: t('errors.missingEmail') });
      emailInput.current?.focus();
      return;
    }
    linkAsked.current = true;
    setLinkBusy(true);
    try {
      const res = await requestSignInLink(email.trim());
      setLinkNotice({ sent: true, text: res?.message || t('linkSent') });
    } catch (err) {
      setLinkNotice({ sent: false, text: await loginErrorMessage(err, 'errors.linkFailed', t) });
    } finally {
      setLinkBusy(false);
    }
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    clearMessages();
    if (!firstTime) void submitNormal();
    else if (!codeVerified && password === '') void verify();
    else void submitPassword();
  };

  const switchMode = (on: boolean) => {
    setFirstTime(on);
    clearMessages();
    setPassword('');
    setCode(EMPTY_CODE);
    setCodeVerified(false);
  };

  return (
    <Flex as="main" minH="100vh" align="center" justify="center" bg="bg.subtle" px="4" py="10" pb="48">
      <Card.Root as="section" w="full" maxW="md" aria-labelledby="login-title">
        <Card.Header>
          <Heading as="h1" id="login-title" size="xl">
            {t('title')}
          </Heading>
          <Text color="fg.muted">{t('subtitle')}</Text>
        </Card.Header>
        <Card.Body>
          <form onSubmit={onSubmit} noValidate>
            <Stack gap="5">
              {pass && (
                <Alert.Root status="info" data-testid="link-mode">
                  <Alert.Indicator />
                  <Alert.Content>
                    <Alert.Description>{t('linkMode')}</Alert.Description>
                  </Alert.Content>
                </Alert.Root>
              )}
              <Field.Root>
                <Field.Label>{t('email')}</Field.Label>
                <Input
                  ref={emailInput}
                  type="email"
                  name="email"
                  autoComplete="username"
                  value={email}
                  onChange={(e) => setEmail(e.target.value)}
                  disabled={firstTime && codeVerified}
                />
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
                  <Text fontSize="sm" color="fg.muted">
                    {codeVerified ? t('codeVerified') : t('codeHint')}
                  </Text>
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
                <Box>
                  <Stack gap="3">
                    <Alert.Root status="error" role="alert">
                      <Alert.Indicator />
                      <Alert.Title>{error}</Alert.Title>
                    </Alert.Root>
                    {throttled && (
                      <Button
                        ref={linkButton}
                        type="button"
                        variant="outline"
                        colorPalette="blue"
                        whiteSpace="normal"
                        h="auto"
                        minH="10"
                        py="2"
                        loading={linkBusy}
                        loadingText={t('sendingLink')}
                        onClick={() => void sendLink()}
                      >
                        {t('sendLink')}
                      </Button>
                    )}
                  </Stack>
                  {/* A live region present before its message, so that a screen reader reads the message out. */}
                  {throttled && (
                    <Box aria-live="polite">
                      {linkNotice && (
                        <Alert.Root mt="3" status={linkNotice.sent ? 'success' : 'error'} role={linkNotice.sent ? 'status' : 'alert'}>
                          <Alert.Indicator />
                          <Alert.Title>{linkNotice.text}</Alert.Title>
                        </Alert.Root>
                      )}
                    </Box>
                  )}
                </Box>
              )}
              <Button
                type="submit"
                colorPalette="blue"
                loading={busy}
                loadingText={firstTime && !codeVerified ? t('verifying') : t('signingIn')}
              >
                {!firstTime ? t('signIn') : codeVerified ? t('setPassword') : t('verify')}
              </Button>
              {!firstTime && (
                <Link asChild alignSelf="center" fontSize="sm" textDecoration="underline">
                  <RouterLink to={paths.passwordReset}>{t('forgotPassword')}</RouterLink>
                </Link>
              )}
            </Stack>
          </form>
        </Card.Body>
        <Card.Footer justifyContent="center">
          <Box as="nav" fontSize="sm" display="flex" gap="4" flexWrap="wrap" justifyContent="center">
            <Link asChild textDecoration="underline">
              <RouterLink to="/privacy-policy">{t('footer.privacy')}</RouterLink>
            </Link>
            <Link asChild textDecoration="underline">
              <RouterLink to="/terms-of-service">{t('footer.terms')}</RouterLink>
            </Link>
          </Box>
        </Card.Footer>
      </Card.Root>
    </Flex>
  );
}

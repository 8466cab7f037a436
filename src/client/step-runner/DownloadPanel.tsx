import { useState } from 'react';
import { Alert, Button, Flex, Link, Stack } from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from 'react-router';
import type { DownloadAction } from '../../engine/steps';
import { errorDetail, HTTPError } from '../api/client';
import { generateFile, NoDownloadUrl, saveBlob } from '../api/downloads';
import { AudienceChoice } from './AudienceChoice';
import { tr } from './translate';

interface Props {
  action: DownloadAction;
  moduleName: string;
  /** The way on once the file is there: the module's overview. */
  backTo: string;
}

type State = { kind: 'idle' } | { kind: 'busy' } | { kind: 'done'; file: string } | { kind: 'error'; message: string };

/**
 * The generate button of a step with a download (the presentation): the server builds the file,
 * the browser fetches and saves it. Spec errors: the server's detail, else the step's failure
 * text; a missing address or failed download is that failure; no answer is the network text.
 */
export function DownloadPanel({ action, moduleName, backTo }: Props) {
  const [state, setState] = useState<State>({ kind: 'idle' });
  const choices = action.audience?.choices ?? [];
  const [audience, setAudience] = useState(choices[0]?.value);
  const { pathname } = useLocation();
  const busy = state.kind === 'busy';
  const run = async () => {
    setState({ kind: 'busy' });
    try {
      const { blob, fileName } = await generateFile(moduleName, action.endpoint, audience);
      saveBlob(blob, fileName);
      setState({ kind: 'done', file: fileName });
    } catch (err) {
      console.error(err);
      const message =
        err instanceof HTTPError
          ? ((await errorDetail(err)) ?? tr(action.failed))
          : err instanceof NoDownloadUrl
            ? tr(action.failed)
            : tr(action.network);
      setState({ kind: 'error', message });
    }
  };
  return (
    <Stack gap="4" as="section" aria-label={tr(action.label)}>
      {action.audience && (
        <AudienceChoice
          legend={tr(action.audience.label)}
          name="audience"
          choices={choices}
          value={audience}
          onChange={setAudience}
          disabled={busy}
        />
      )}
      <Flex gap="4" wrap="wrap" align="center">
        <Button
          colorPalette="blue"
          size="lg"
          onClick={() => void run()}
          loading={busy}
          loadingText={tr(action.busy)}
          data-testid="download-button"
        >
          {tr(action.label)}
        </Button>
        {action.print && (
          <Link asChild fontWeight="medium" data-testid="results-link">
            {/* The printable page opens in the view chosen here. */}
            <RouterLink to={`${pathname}/results${audience ? `?${new URLSearchParams({ audience })}` : ''}`}>
              {tr(action.print.label)}
            </RouterLink>
          </Link>
        )}
        <Link asChild>
          <RouterLink to={backTo}>{tr(action.back)}</RouterLink>
        </Link>
      </Flex>
      <div aria-live="polite">
        {busy && (
          <Alert.Root status="info">
            <Alert.Indicator />
            <Alert.Title>{tr(action.busy)}</Alert.Title>
          </Alert.Root>
        )}
        {state.kind === 'done' && (
          <Alert.Root status="success" data-testid="download-done">
            <Alert.Indicator />
            <Alert.Title>{tr(action.done, { file: state.file })}</Alert.Title>
          </Alert.Root>
        )}
      </div>
      {state.kind === 'error' && (
        <Alert.Root status="error" role="alert" data-testid="download-error">
          <Alert.Indicator />
          <Alert.Title>{state.message}</Alert.Title>
        </Alert.Root>
      )}
    </Stack>
  );
}

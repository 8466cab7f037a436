// biome-ignore-all lint/suspicious/noArrayIndexKey: the losses are a fixed answer of the server, shown in its order and never reordered while open.
import { useRef, useState } from 'react';
import { Box, Button, List, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { JsonSchema } from '../../../engine/steps';
import { tr } from '../translate';
import type { RemovalQuestion } from '../use-removal-guard';
import { StepDialog } from './StepDialog';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A list's own wording of the question (`removeQuestion`, `deselectQuestion` in ui:options): on
 * the list's node of the UI schema, else on the nearest node above it, where a field drawing the
 * whole list keeps its options (the rating grid on the step's root).
 */
function listOption(ui: JsonSchema, list: string, option: string): string | undefined {
  const nodes: Array<Record<string, unknown>> = [ui];
  for (const key of list.split('/').slice(1)) {
    const node = nodes[nodes.length - 1]![key];
    if (!isObject(node)) break;
    nodes.push(node);
  }
  for (const node of nodes.reverse()) {
    const options = node['ui:options'];
    if (isObject(options) && typeof options[option] === 'string') return options[option];
  }
  return undefined;
}

/** 'Odebrat člena týmu „Jana Nováková“?': the list's wording with the rows' texts, else the general one. */
function questionTitle(ui: JsonSchema, question: RemovalQuestion, t: TFunction<'step-runner'>, language: string): string {
  const removing = question.removed.some((r) => r.kind === 'removed');
  const option = removing ? 'removeQuestion' : 'deselectQuestion';
  const items = new Intl.ListFormat(language, { type: 'conjunction' }).format(
    question.removed.map((r) => t('removal.quoted', { text: r.text })),
  );
  const own = listOption(ui, question.removed[0]!.list, option);
  return own ? tr(own, { items }) : t(`removal.${option}`, { items });
}

/**
 * The control that asked, or, once the form drew its row anew (a list gives its rows new keys when
 * one comes back), the control of the same name: keyboard work goes on where it was.
 */
function sameControl(from: Element | null): HTMLElement | null {
  if (!(from instanceof HTMLElement)) return null;
  if (from.isConnected) return from;
  const label = from.getAttribute('aria-label');
  return label ? document.querySelector<HTMLElement>(`[aria-label="${CSS.escape(label)}"]`) : null;
}

interface Props {
  /** The question asked; null closes the dialog. */
  question: RemovalQuestion | null;
  ui: JsonSchema;
  onConfirm(): void;
  onCancel(): void;
}

/**
 * Asks before an edit removes what later steps were built on: names what goes, the steps to be
 * completed again and the work lost with them. 'Zrušit' has the focus; Escape cancels too.
 */
export function RemovalDialog({ question, ui, onConfirm, onCancel }: Props) {
  const { t, i18n } = useTranslation('step-runner');
  const safe = useRef<HTMLButtonElement>(null);
  // The last question stays drawn while the dialog closes.
  const [shown, setShown] = useState(question);
  if (question && question !== shown) setShown(question);
  if (!shown) return null;
  const { impact } = shown;
  const removing = shown.removed.some((r) => r.kind === 'removed');
  return (
    <StepDialog
      open={Boolean(question)}
      role="alertdialog"
      title={questionTitle(ui, shown, t, i18n.language)}
      onClose={onCancel}
      initialFocus={safe}
      finalFocus={() => sameControl(shown.from)}
      footer={
        <>
          <Button ref={safe} variant="outline" onClick={onCancel}>
            {t('removal.cancel')}
          </Button>
          <Button colorPalette="red" onClick={onConfirm} disabled={impact === 'loading'}>
            {t(removing ? 'removal.confirmRemove' : 'removal.confirmDeselect')}
          </Button>
        </>
      }
    >
      <Box aria-live="polite" data-testid="removal-impact">
        {impact === 'loading' && <Text color="fg.muted">{t('removal.loading')}</Text>}
        {impact === 'failed' && <Text>{t('removal.impactFailed')}</Text>}
        {typeof impact === 'object' && (
          <Stack gap="4">
            {impact.reopen.length > 0 && (
              <Box>
                <Text fontWeight="semibold">{t('removal.reopen')}</Text>
                <List.Root ps="5" mt="1">
                  {impact.reopen.map((s) => (
                    <List.Item key={s.step}>{s.title}</List.Item>
                  ))}
                </List.Root>
              </Box>
            )}
            {impact.losses.length > 0 && (
              <Box>
                <Text fontWeight="semibold">{t('removal.losses')}</Text>
                <List.Root ps="5" mt="1">
                  {impact.losses.map((l, i) => (
                    <List.Item key={i}>{l.text}</List.Item>
                  ))}
                </List.Root>
              </Box>
            )}
            {impact.reopen.length === 0 && impact.losses.length === 0 && <Text>{t('removal.noCost')}</Text>}
          </Stack>
        )}
      </Box>
    </StepDialog>
  );
}

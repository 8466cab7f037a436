import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Button, chakra, Flex, Stack, Text, Textarea } from '@chakra-ui/react';
import { PageSpinner } from '../../../components/PageSpinner';
import { plainText } from './plain-text';

const RichTextEditor = lazy(() => import('./RichTextEditor').then((m) => ({ default: m.RichTextEditor })));

export type Lng = 'cs' | 'en';

interface Props {
  textKey: string;
  lng: Lng;
  value: string | null;
  html: boolean;
  editing: boolean;
  /** Saved by this author since the page loaded: the change sits in the draft. */
  inDraft: boolean;
  /** The text being written, kept by the table: a switch between table and cards (a turned tablet) keeps it. */
  draft: string;
  onDraft(value: string): void;
  onEdit(): void;
  onCancel(): void;
  /** The table closes the editor once the text is saved; otherwise it stays open with the author's text. */
  onSave(value: string): Promise<void>;
}

/** One text of the table, shown or edited in place: a click or Enter opens it, Escape or Cancel closes it unsaved. */
export function EditableText({ textKey, lng, value, html, editing, inDraft, draft, onDraft, onEdit, onCancel, onSave }: Props) {
  const { t } = useTranslation('studio');
  const language = t(`texts.language.${lng}`);
  // Back from the editor (saved or cancelled), the keyboard continues where it was.
  const button = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(editing);
  useEffect(() => {
    if (wasEditing.current && !editing) button.current?.focus();
    wasEditing.current = editing;
  }, [editing]);
  if (!editing)
    return (
      <Stack gap="1" align="start">
        <chakra.button
          ref={button}
          type="button"
          data-text-edit={`${textKey}|${lng}`}
          aria-label={t('texts.edit', { key: textKey, language })}
          title={t('texts.editHint')}
          onClick={onEdit}
          w="full"
          textAlign="start"
          px="2"
          py="1"
          borderRadius="sm"
          borderWidth="1px"
          borderColor="transparent"
          cursor="text"
          _hover={{ borderColor: 'border.emphasized', bg: 'bg.subtle' }}
          _focusVisible={{ outline: '2px solid', outlineColor: 'blue.600', outlineOffset: '1px' }}
        >
          {value ? (
            <Text lineClamp={4} whiteSpace="pre-wrap" overflowWrap="anywhere">
              {html ? plainText(value) : value}
            </Text>
          ) : (
            <Text color="fg.muted" fontStyle="italic">
              {t('texts.empty')}
            </Text>
          )}
        </chakra.button>
        {inDraft && (
          <Badge colorPalette="blue" variant="outline" size="sm">
            {t('texts.inDraft')}
          </Badge>
        )}
      </Stack>
    );
  return (
    <TextForm
      label={t('texts.editing', { key: textKey, language })}
      draft={draft}
      html={html}
      onDraft={onDraft}
      onCancel={onCancel}
      onSave={onSave}
    />
  );
}

function TextForm({
  label,
  draft,
  html,
  onDraft,
  onCancel,
  onSave,
}: {
  label: string;
  draft: string;
  html: boolean;
  onDraft(value: string): void;
  onCancel(): void;
  onSave(value: string): Promise<void>;
}) {
  const { t } = useTranslation('studio');
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      await onSave(draft);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack
      gap="2"
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.stopPropagation();
          onCancel();
        }
      }}
    >
      {html ? (
        <Suspense fallback={<PageSpinner />}>
          <RichTextEditor value={draft} label={label} onChange={onDraft} />
        </Suspense>
      ) : (
        <Textarea
          aria-label={label}
          value={draft}
          autoFocus
          autoresize
          minH="5rem"
          onChange={(e) => onDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
              e.preventDefault();
              void save();
            }
          }}
        />
      )}
      <Flex gap="2" wrap="wrap">
        <Button size="sm" colorPalette="blue" onClick={() => void save()} loading={busy}>
          {t('texts.save')}
        </Button>
        <Button size="sm" variant="outline" onClick={onCancel} disabled={busy}>
          {t('texts.cancel')}
        </Button>
      </Flex>
    </Stack>
  );
}

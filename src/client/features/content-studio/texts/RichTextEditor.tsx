import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, Field, Flex, IconButton, Input } from '@chakra-ui/react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Bold, Heading3, Italic, Link2, List, ListOrdered, Underline } from 'lucide-react';
import { editorValue } from './html-text';

interface Props {
  value: string;
  label: string;
  onChange(html: string): void;
}

/** A link an author may write: a web or mail address (the sanitizer drops other schemes anyway). */
const LINK = /^(https?:\/\/|mailto:)\S+$/i;

/**
 * The small rich-text editor of HTML texts. Only marks and nodes whose tags the step descriptions'
 * allowlist keeps are on (src/contracts/html.ts): no strike (<s>) and no horizontal rule (<hr>).
 * Tiptap's own stylesheet is not injected (an inline <style> the CSP would refuse); the few rules
 * it carries are the wrapper's.
 */
export function RichTextEditor({ value, label, onChange }: Props) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        strike: false,
        horizontalRule: false,
        trailingNode: false,
        heading: { levels: [2, 3, 4] },
        link: { openOnClick: false, autolink: false, isAllowedUri: (url) => LINK.test(url) },
      }),
    ],
    content: value,
    autofocus: 'end',
    injectCSS: false,
    editorProps: { attributes: { 'aria-label': label, 'aria-multiline': 'true', role: 'textbox' } },
    onUpdate: ({ editor: e }) => onChange(editorValue(e.getHTML())),
  });
  return (
    <Box borderWidth="1px" borderRadius="md" bg="bg.panel" data-testid="rich-text-editor">
      <Toolbar editor={editor} />
      <Box
        px="3"
        py="2"
        css={{
          '& .ProseMirror': { minHeight: '8rem', outline: 'none', whiteSpace: 'pre-wrap', wordWrap: 'break-word' },
          '& .ProseMirror:focus-visible': { outline: '2px solid', outlineColor: 'blue.600', outlineOffset: '4px' },
          '& .ProseMirror p, & .ProseMirror ul, & .ProseMirror ol, & .ProseMirror h2, & .ProseMirror h3, & .ProseMirror h4': { mb: '2' },
          '& .ProseMirror ul': { listStyleType: 'disc', ps: '6' },
          '& .ProseMirror ol': { listStyleType: 'decimal', ps: '6' },
          '& .ProseMirror h2': { fontSize: 'xl', fontWeight: 'bold' },
          '& .ProseMirror h3': { fontSize: 'lg', fontWeight: 'bold' },
          '& .ProseMirror h4': { fontWeight: 'bold' },
          '& .ProseMirror a': { color: 'blue.700', textDecoration: 'underline' },
          '& .ProseMirror blockquote': { borderStartWidth: '3px', ps: '3', color: 'fg.muted' },
        }}
      >
        <EditorContent editor={editor} />
      </Box>
    </Box>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const { t } = useTranslation('studio');
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      heading: e.isActive('heading', { level: 3 }),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      link: e.isActive('link'),
      href: (e.getAttributes('link').href as string | undefined) ?? '',
    }),
  });
  const [linkOpen, setLinkOpen] = useState(false);
  const chain = () => editor.chain().focus();
  const tool = (name: keyof typeof active, icon: ReactNode, run: () => void) => (
    <IconButton
      key={name}
      size="xs"
      variant={active[name] ? 'solid' : 'ghost'}
      aria-label={t(`texts.editor.${name}`)}
      title={t(`texts.editor.${name}`)}
      aria-pressed={Boolean(active[name])}
      onClick={run}
    >
      {icon}
    </IconButton>
  );
  return (
    <Box borderBottomWidth="1px" px="2" py="1">
      <Flex role="toolbar" aria-label={t('texts.editor.toolbar')} gap="1" wrap="wrap">
        {tool('bold', <Bold aria-hidden="true" />, () => chain().toggleBold().run())}
        {tool('italic', <Italic aria-hidden="true" />, () => chain().toggleItalic().run())}
        {tool('underline', <Underline aria-hidden="true" />, () => chain().toggleUnderline().run())}
        {tool('heading', <Heading3 aria-hidden="true" />, () => chain().toggleHeading({ level: 3 }).run())}
        {tool('bulletList', <List aria-hidden="true" />, () => chain().toggleBulletList().run())}
        {tool('orderedList', <ListOrdered aria-hidden="true" />, () => chain().toggleOrderedList().run())}
        {tool('link', <Link2 aria-hidden="true" />, () => setLinkOpen((o) => !o))}
      </Flex>
      {linkOpen && <LinkForm editor={editor} href={active.href} onDone={() => setLinkOpen(false)} />}
    </Box>
  );
}

function LinkForm({ editor, href, onDone }: { editor: Editor; href: string; onDone(): void }) {
  const { t } = useTranslation('studio');
  const [url, setUrl] = useState(href);
  const invalid = url.trim() !== '' && !LINK.test(url.trim());
  const apply = () => {
    if (invalid) return;
    const chain = editor.chain().focus().extendMarkRange('link');
    (url.trim() ? chain.setLink({ href: url.trim() }) : chain.unsetLink()).run();
    onDone();
  };
  return (
    <Flex gap="2" align="end" wrap="wrap" py="2">
      <Field.Root invalid={invalid} flex="1" minW="12rem">
        <Field.Label fontSize="sm">{t('texts.editor.linkUrl')}</Field.Label>
        <Input
          size="sm"
          value={url}
          placeholder="https://"
          onChange={(e) => setUrl(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              apply();
            } else if (e.key === 'Escape') {
              e.stopPropagation();
              onDone();
            }
          }}
        />
        <Field.ErrorText>{t('texts.editor.linkInvalid')}</Field.ErrorText>
      </Field.Root>
      <Button size="sm" onClick={apply} disabled={invalid}>
        {t('texts.editor.linkApply')}
      </Button>
      {href && (
        <Button
          size="sm"
          variant="outline"
          onClick={() => {
            editor.chain().focus().extendMarkRange('link').unsetLink().run();
            onDone();
          }}
        >
          {t('texts.editor.linkRemove')}
        </Button>
      )}
    </Flex>
  );
}

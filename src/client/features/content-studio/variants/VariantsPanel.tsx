import { useCallback, useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Box, Button, Card, Field, Flex, Heading, Link, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { CopyPlus } from 'lucide-react';
import { getContentTree, type ContentTree } from '../../../api/content';
import { PageSpinner } from '../../../components/PageSpinner';
import { CopyVariantDialog } from './CopyVariantDialog';
import { ModulesEditor } from './ModulesEditor';
import { StudioNotice } from './StudioNotice';
import { textsLink } from './texts-link';
import { useTabShown } from './use-tab-shown';

/** The variants tab: every variant of the draft, a new one by copying, and a variant's modules and texts. */
export default function VariantsPanel() {
  const { t } = useTranslation('studio');
  const [tree, setTree] = useState<ContentTree | null>(null);
  const [failed, setFailed] = useState(false);
  const [selected, setSelected] = useState<string>('');
  const [copying, setCopying] = useState(false);
  const [copied, setCopied] = useState('');
  // A link to a problem's place (the publish tab's): a variant, and a module by its place in the variant's list.
  const [params] = useSearchParams();
  const linkKey = `${params.get('variant') ?? ''}\n${params.get('place') ?? ''}`;
  const [linkedModule, setLinkedModule] = useState<string | undefined>();
  const followed = useRef('');

  const reload = useCallback(async () => {
    try {
      const next = await getContentTree();
      setTree(next);
      setFailed(false);
      setSelected((s) => (next.variants.some((v) => v.variant_name === s) ? s : (next.variants[0]?.variant_name ?? '')));
    } catch {
      setFailed(true);
    }
  }, []);
  useTabShown('variants', reload);

  // Each link is followed once, so the author's own choice stays when the tab is shown again.
  useEffect(() => {
    if (!tree || followed.current === linkKey) return;
    followed.current = linkKey;
    const [name, place] = linkKey.split('\n');
    const linked = tree.variants.find((v) => v.variant_name === name);
    if (!linked) return;
    setSelected(linked.variant_name);
    const index = /^\/modules\/(\d+)/.exec(place ?? '')?.[1];
    setLinkedModule(index === undefined ? undefined : linked.modules[Number(index)]?.module_name);
  }, [tree, linkKey]);

  if (failed) return <StudioNotice kind="error" title={t('variants.loadFailed')} />;
  if (!tree) return <PageSpinner />;
  const variant = tree.variants.find((v) => v.variant_name === selected);

  return (
    <Stack gap="6">
      <Stack gap="3">
        <Heading as="h2" size="lg">
          {t('variants.title')}
        </Heading>
        <Text color="fg.muted">{t('variants.intro')}</Text>
        <Box as="ul" listStyleType="none" display="grid" gridTemplateColumns={{ base: '1fr', md: 'repeat(2, 1fr)' }} gap="3">
          {tree.variants.map((v) => (
            <li key={v.variant_name}>
              <Card.Root size="sm" variant={v.variant_name === selected ? 'elevated' : 'outline'} h="full">
                <Card.Body>
                  <Heading as="h3" size="sm">
                    {v.display_name}
                  </Heading>
                  <Text fontSize="sm" color="fg.muted" fontFamily="mono">
                    {v.variant_name}
                  </Text>
                  <Text fontSize="sm">{t('variants.moduleCount', { count: v.modules.length })}</Text>
                </Card.Body>
              </Card.Root>
            </li>
          ))}
        </Box>
        {copied && <StudioNotice kind="success" title={t('variants.copy.done', { name: copied })} />}
      </Stack>

      <Stack gap="4">
        <Flex gap="3" align="end" wrap="wrap">
          <Field.Root w={{ base: 'full', md: '24rem' }}>
            <Field.Label>{t('variants.choose')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={selected}
                onChange={(e) => {
                  setSelected(e.target.value);
                  setLinkedModule(undefined);
                }}
              >
                {tree.variants.map((v) => (
                  <option key={v.variant_name} value={v.variant_name}>
                    {v.display_name} ({v.variant_name})
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Button variant="outline" onClick={() => setCopying(true)} disabled={!variant}>
            <CopyPlus aria-hidden="true" />
            {t('variants.copy.open')}
          </Button>
        </Flex>

        {variant && (
          <Stack gap="4">
            <Heading as="h3" size="md">
              {t('variants.modules.title', { name: variant.display_name })}
            </Heading>
            <Flex gap="4" wrap="wrap">
              {variant.texts && (
                <Link asChild colorPalette="blue" variant="underline">
                  <RouterLink to={textsLink(variant.texts)}>{t('variants.textsLink')}</RouterLink>
                </Link>
              )}
              <Link asChild colorPalette="blue" variant="underline">
                <RouterLink to={textsLink(`variant:${variant.variant_name}`)}>{t('variants.fileTextsLink')}</RouterLink>
              </Link>
            </Flex>
            <ModulesEditor variant={variant} onReload={reload} linked={linkedModule} />
          </Stack>
        )}
      </Stack>

      {copying && variant && (
        <CopyVariantDialog
          from={variant}
          taken={tree.variants.map((v) => v.variant_name)}
          onClose={() => setCopying(false)}
          onCopied={(name) => {
            setCopying(false);
            setCopied(name);
            setSelected(name);
            void reload();
          }}
        />
      )}
    </Stack>
  );
}

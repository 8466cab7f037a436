import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Box, Button, Card, Flex, Heading, List, Stack, Text } from '@chakra-ui/react';
import { ChevronDown, ChevronRight, History } from 'lucide-react';
import { getVersions, restoreVersion, type ContentVersion } from '../../../api/content';
import { czechDateTime } from '../../../components/czech-date';
import { PageSpinner } from '../../../components/PageSpinner';
import { ConfirmDialog } from '../../admin/ConfirmDialog';
import { failureText } from '../../admin/run-with-alert';
import { StudioNotice } from '../variants/StudioNotice';
import { ChangeList } from './ChangeList';

/** The published versions, newest first: who, when, the note, what changed (expandable), and 'Obnovit tuto verzi'. */
export function VersionHistory({ onRestored }: { onRestored(message: string): void }) {
  const { t } = useTranslation('studio');
  const [versions, setVersions] = useState<ContentVersion[] | null>(null);
  const [failure, setFailure] = useState('');
  const [open, setOpen] = useState<number[]>([]);
  const [restoring, setRestoring] = useState<ContentVersion | null>(null);

  const load = async () => {
    try {
      setVersions(await getVersions());
    } catch (err) {
      setFailure(await failureText(err, t('history.loadFailed')));
    }
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once; the parent remounts the history after a change.
  useEffect(() => void load(), []);

  const restore = async (v: ContentVersion) => {
    setFailure('');
    try {
      const res = await restoreVersion(v.id);
      onRestored(res.message);
      await load();
    } catch (err) {
      setFailure(await failureText(err, t('history.restoreFailed')));
    }
  };
  const toggle = (id: number) => setOpen((o) => (o.includes(id) ? o.filter((x) => x !== id) : [...o, id]));

  return (
    <Stack gap="4" as="section" aria-labelledby="history-heading">
      <Heading as="h2" size="lg" id="history-heading">
        {t('history.title')}
      </Heading>
      {failure && <StudioNotice kind="error" title={failure} />}
      {!versions ? (
        !failure && <PageSpinner />
      ) : (
        <List.Root listStyle="none" ms="0" gap="3" data-testid="version-history">
          {versions.map((v, i) => {
            const expanded = open.includes(v.id);
            const panelId = `version-${v.id}-changes`;
            return (
              <List.Item key={v.id}>
                <Card.Root size="sm" w="full">
                  <Card.Body>
                    <Stack gap="2">
                      <Flex gap="3" align="baseline" wrap="wrap">
                        <Heading as="h3" size="sm">
                          {t('history.version', { id: v.id })}
                        </Heading>
                        {i === 0 && <Badge colorPalette="green">{t('history.current')}</Badge>}
                        {v.restored_from !== null && (
                          <Badge colorPalette="purple">{t('history.restoredFrom', { id: v.restored_from })}</Badge>
                        )}
                        <Text fontSize="sm" color="fg.muted">
                          {czechDateTime(v.created_at)} · {v.author?.email ?? t('history.fromFiles')}
                        </Text>
                      </Flex>
                      {v.note && <Text>{v.note}</Text>}
                      <Flex gap="3" wrap="wrap">
                        <Button
                          size="sm"
                          variant="ghost"
                          aria-expanded={expanded}
                          aria-controls={expanded ? panelId : undefined}
                          onClick={() => toggle(v.id)}
                        >
                          {expanded ? <ChevronDown aria-hidden="true" /> : <ChevronRight aria-hidden="true" />}
                          {t('history.changes', { count: v.changes.length })}
                        </Button>
                        {i > 0 && (
                          <Button size="sm" variant="outline" onClick={() => setRestoring(v)}>
                            <History aria-hidden="true" />
                            {t('history.restore')}
                          </Button>
                        )}
                      </Flex>
                      {expanded && (
                        <Box id={panelId} ps="2">
                          <ChangeList changes={v.changes} />
                        </Box>
                      )}
                    </Stack>
                  </Card.Body>
                </Card.Root>
              </List.Item>
            );
          })}
        </List.Root>
      )}
      <ConfirmDialog
        open={restoring !== null}
        title={t('history.restoreTitle', { id: restoring?.id ?? 0 })}
        confirmLabel={t('history.restoreConfirm')}
        onConfirm={() => restore(restoring!)}
        onClose={() => setRestoring(null)}
      >
        <Text>{t('history.restoreText', { id: restoring?.id ?? 0 })}</Text>
      </ConfirmDialog>
    </Stack>
  );
}

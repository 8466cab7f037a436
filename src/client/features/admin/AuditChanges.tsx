import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, Table, Text } from '@chakra-ui/react';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { fieldChanges } from '../../../engine/audit/index';
import type { AuditEntry } from '../../api/audit';
import { fieldLabel, valueText } from './audit-labels';
import { freeText } from './free-text';

/** 'Zobrazit změny': the fields the action changed, before and after, opened under the row on demand. */
export function AuditChanges({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState(false);
  const id = useId();
  const changes = fieldChanges(entry.before, entry.after);
  if (!changes.length)
    return (
      <Text fontSize="sm" color="fg.muted">
        {entry.erased ? t('audit.erasedHint') : t('audit.noChanges')}
      </Text>
    );
  return (
    <Box>
      <Button size="xs" variant="ghost" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        {open ? <ChevronDown aria-hidden="true" /> : <ChevronRight aria-hidden="true" />}
        {t(open ? 'audit.hideChanges' : 'audit.showChanges')} ({changes.length})
      </Button>
      {open && (
        <Table.Root id={id} size="sm" mt="2" variant="outline" data-testid="audit-changes">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('audit.field')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('audit.before')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('audit.after')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {changes.map((c) => (
              <Table.Row key={c.path}>
                <Table.Cell css={freeText}>{fieldLabel(t, c.path)}</Table.Cell>
                <Table.Cell css={freeText} color="red.700">
                  {valueText(t, c.before)}
                </Table.Cell>
                <Table.Cell css={freeText} color="green.800">
                  {valueText(t, c.after)}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </Box>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, Flex, Heading, SimpleGrid, Stack, Stat, Text } from '@chakra-ui/react';
import { ShieldCheck } from 'lucide-react';
import { getConsistency, removeAssignment, type Assignment, type ConsistencyReport as Report, type VariantSummary } from '../../api/admin';
import { useAdminData } from './admin-data';
import { useAdminAlert } from './alert-store';
import { runWithAlert } from './run-with-alert';
import { AssignmentsTable } from './AssignmentsTable';
import { AssignVariantDialog } from './AssignVariantDialog';
import { ConfirmDialog } from './ConfirmDialog';
import { ConsistencyReport } from './ConsistencyReport';
import { VariantCard } from './VariantCard';
import { VariantDetailDialog } from './VariantDetailDialog';

type Dialog = { kind: 'assign' | 'detail'; variant: VariantSummary } | { kind: 'remove'; assignment: Assignment };

function Count({ label, value }: { label: string; value: number }) {
  return (
    <Card.Root size="sm">
      <Card.Body>
        <Stat.Root>
          <Stat.Label>{label}</Stat.Label>
          <Stat.ValueText>{value}</Stat.ValueText>
        </Stat.Root>
      </Card.Body>
    </Card.Root>
  );
}

/** Správa variant: counts, variant cards, the consistency check and the assignments. */
export function VariantsTab() {
  const { t } = useTranslation('admin');
  const { variants, assignments, loadPeople, loadVariants } = useAdminData();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [report, setReport] = useState<Report | null>(null);
  const [checking, setChecking] = useState(false);
  const close = () => setDialog(null);
  const variantLabel = (name: string) => variants.find((v) => v.variant_name === name)?.display_name ?? name;
  // An assignment changes the user's variant column too.
  const reload = () => Promise.all([loadVariants(), loadPeople()]);

  const check = async () => {
    setChecking(true);
    try {
      setReport(await getConsistency());
    } catch {
      useAdminAlert.getState().showError(t('errors.consistency'));
    } finally {
      setChecking(false);
    }
  };
  const onAssigned = () => {
    useAdminAlert.getState().showSuccess(t('success.variantAssigned'));
    close();
    void reload();
  };
  const remove = async (a: Assignment) => {
    await runWithAlert(() => removeAssignment(a.id), t('success.assignmentRemoved'), t('errors.removeAssignment'));
    await reload();
  };

  return (
    <Stack gap="6">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h2" size="lg">
          {t('variants.heading')}
        </Heading>
        <Button variant="outline" onClick={() => void check()} loading={checking}>
          <ShieldCheck aria-hidden="true" />
          {t('variants.checkConsistency')}
        </Button>
      </Flex>
      <SimpleGrid columns={2} gap="4" maxW="lg">
        <Count label={t('variants.variantCount')} value={variants.length} />
        <Count label={t('variants.activeAssignments')} value={assignments.filter((a) => a.status === 'active').length} />
      </SimpleGrid>
      {report && <ConsistencyReport report={report} />}
      {variants.length === 0 ? (
        <Text color="fg.muted">{t('variants.empty')}</Text>
      ) : (
        <SimpleGrid as="ul" columns={{ base: 1, md: 2, lg: 3 }} gap="4" listStyleType="none" m="0" p="0">
          {variants.map((v) => (
            <VariantCard
              key={v.variant_name}
              variant={v}
              onAssign={() => setDialog({ kind: 'assign', variant: v })}
              onDetail={() => setDialog({ kind: 'detail', variant: v })}
            />
          ))}
        </SimpleGrid>
      )}
      <Stack as="section" gap="3" aria-labelledby="assignments-heading">
        <Heading as="h3" size="md" id="assignments-heading">
          {t('assignments.heading')}
        </Heading>
        <AssignmentsTable
          assignments={assignments}
          variantLabel={variantLabel}
          onRemove={(assignment) => setDialog({ kind: 'remove', assignment })}
        />
      </Stack>

      {dialog?.kind === 'assign' && <AssignVariantDialog variant={dialog.variant} onClose={close} onAssigned={onAssigned} />}
      {dialog?.kind === 'detail' && <VariantDetailDialog variant={dialog.variant} onClose={close} />}
      {dialog?.kind === 'remove' && (
        <ConfirmDialog
          open
          title={t('assignments.confirmRemove.title')}
          confirmLabel={t('assignments.confirmRemove.confirm')}
          destructive
          onConfirm={() => remove(dialog.assignment)}
          onClose={close}
        >
          <Text>
            {t('assignments.confirmRemove.text', { variant: variantLabel(dialog.assignment.variant), email: dialog.assignment.user_email })}
          </Text>
        </ConfirmDialog>
      )}
    </Stack>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@chakra-ui/react';
import { FileDown } from 'lucide-react';
import { downloadMemberData } from '../../api/audit';
import { saveBlob } from '../../api/downloads';
import { useAdminAlert } from './alert-store';
import { failureText } from './run-with-alert';

/** 'Export dat člena': everything stored about the member as a JSON file, for a data-access request. */
export function MemberExportButton({ userId }: { userId: number }) {
  const { t } = useTranslation('admin');
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const { blob, fileName } = await downloadMemberData(userId);
      saveBlob(blob, fileName);
      useAdminAlert.getState().showSuccess(t('memberExport.done'));
    } catch (err) {
      useAdminAlert.getState().showError(await failureText(err, t('memberExport.failed')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outline" onClick={() => void run()} loading={busy}>
      <FileDown aria-hidden="true" />
      {t('memberExport.button')}
    </Button>
  );
}

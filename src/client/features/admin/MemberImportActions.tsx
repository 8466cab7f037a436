import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@chakra-ui/react';
import { FileUp, Mails } from 'lucide-react';
import { ImportMembersDialog } from './ImportMembersDialog';
import { MailQueueDialog } from './MailQueueDialog';

/** The users tab's 'Import členů z CSV' and 'Fronta e-mailů' buttons with their dialogs. */
export function MemberImportActions({ onImported }: { onImported(): void }) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState<'import' | 'queue' | null>(null);
  const close = () => setOpen(null);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen('queue')}>
        <Mails aria-hidden="true" />
        {t('mailQueue.open')}
      </Button>
      <Button variant="outline" colorPalette="blue" onClick={() => setOpen('import')}>
        <FileUp aria-hidden="true" />
        {t('memberImport.open')}
      </Button>
      {open === 'import' && <ImportMembersDialog onClose={close} onImported={onImported} />}
      {open === 'queue' && <MailQueueDialog onClose={close} />}
    </>
  );
}

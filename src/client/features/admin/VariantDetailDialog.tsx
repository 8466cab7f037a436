import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Box, Flex, Heading, List, Spinner, Stack, Text } from '@chakra-ui/react';
import { getVariantDetails, type VariantDetails, type VariantSummary } from '../../api/admin';
import { DialogError } from './AdminAlert';
import { AdminDialog } from './AdminDialog';
import { DetailList } from './DetailList';

/** A variant's modules and their steps, read when the dialog opens. */
export function VariantDetailDialog({ variant, onClose }: { variant: VariantSummary; onClose(): void }) {
  const { t } = useTranslation('admin');
  const [details, setDetails] = useState<VariantDetails | null | undefined>(undefined);
  useEffect(() => {
    let current = true;
    getVariantDetails(variant.variant_name).then(
      (d) => current && setDetails(d),
      () => current && setDetails(null),
    );
    return () => {
      current = false;
    };
  }, [variant.variant_name]);

  return (
    <AdminDialog open readOnly size="lg" title={`${t('variantDetail.title')}: ${variant.display_name}`} onClose={onClose}>
      {details === undefined && (
        <Flex justify="center" py="6">
          <Spinner aria-label={t('loading')} />
        </Flex>
      )}
      {details === null && <DialogError text={t('errors.variantDetails')} />}
      {details && (
        <Stack gap="5">
          {details.description && <Text>{details.description}</Text>}
          <DetailList
            items={[
              [t('variantDetail.variantName'), details.variant_name],
              [t('variantDetail.version'), details.version],
              [t('variantDetail.modules'), details.total_modules],
              [t('variantDetail.steps'), details.total_steps],
              [t('variantDetail.content'), details.has_frontend_content ? t('variants.contentPresent') : t('variants.contentMissing')],
            ]}
          />
          {details.modules.map((m) => (
            <Box key={m.module_name} borderWidth="1px" borderRadius="md" p="4">
              <Flex gap="2" align="center" wrap="wrap" mb="2">
                <Heading as="h3" size="sm">
                  {m.display_name}
                </Heading>
                <Text fontSize="sm" color="fg.muted">
                  ({m.module_name})
                </Text>
                {!m.is_enabled && <Badge colorPalette="gray">{t('variantDetail.disabled')}</Badge>}
                {m.admin_selectable && (
                  <Badge colorPalette="blue" variant="subtle">
                    {t('variantDetail.adminSelectable')}
                  </Badge>
                )}
              </Flex>
              {m.description && (
                <Text fontSize="sm" color="fg.muted" mb="2">
                  {m.description}
                </Text>
              )}
              {m.steps.length === 0 ? (
                <Text fontSize="sm" color="fg.muted">
                  {t('variantDetail.noSteps')}
                </Text>
              ) : (
                <List.Root as="ol" ps="5" gap="1" fontSize="sm">
                  {m.steps.map((s) => (
                    <List.Item key={s.step_name}>
                      {s.display_name}{' '}
                      <Text as="span" color="fg.muted">
                        ({s.route_path ?? s.step_name})
                      </Text>
                    </List.Item>
                  ))}
                </List.Root>
              )}
            </Box>
          ))}
        </Stack>
      )}
    </AdminDialog>
  );
}

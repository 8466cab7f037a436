import { useTranslation } from 'react-i18next';
import { Badge, Button, Card, Code, Flex, Heading, HStack, Text, Wrap } from '@chakra-ui/react';
import { Eye, UserPlus } from 'lucide-react';
import type { VariantSummary } from '../../api/admin';

interface Props {
  variant: VariantSummary;
  onAssign(): void;
  onDetail(): void;
}

/** A variant: names, description, counts, version, whether its content bundle exists, and its two actions. */
export function VariantCard({ variant: v, onAssign, onDetail }: Props) {
  const { t } = useTranslation('admin');
  const label = (action: string) => t('variants.labelFor', { action, name: v.display_name });
  return (
    <Card.Root as="li" h="full" data-testid={`variant-card-${v.variant_name}`}>
      <Card.Body gap="3">
        <Heading as="h3" size="md">
          {v.display_name}
        </Heading>
        <Flex gap="2" wrap="wrap" align="center">
          <Code variant="surface">{v.variant_name}</Code>
          <Badge colorPalette={v.has_frontend_content ? 'green' : 'orange'} variant="subtle">
            {v.has_frontend_content ? t('variants.contentPresent') : t('variants.contentMissing')}
          </Badge>
        </Flex>
        {v.description && (
          <Text color="fg.muted" fontSize="sm">
            {v.description}
          </Text>
        )}
        <HStack gap="3" fontSize="sm" color="fg.muted" wrap="wrap" mt="auto">
          <Text>{t('variants.moduleCount', { count: v.module_count })}</Text>
          <Text aria-hidden="true">·</Text>
          <Text>{t('variants.stepCount', { count: v.step_count })}</Text>
          <Text aria-hidden="true">·</Text>
          <Text>{t('variants.version', { version: v.version })}</Text>
        </HStack>
      </Card.Body>
      <Card.Footer>
        <Wrap gap="2">
          <Button size="sm" colorPalette="blue" onClick={onAssign} aria-label={label(t('variants.assign'))}>
            <UserPlus aria-hidden="true" />
            {t('variants.assign')}
          </Button>
          <Button size="sm" variant="outline" onClick={onDetail} aria-label={label(t('variants.detail'))}>
            <Eye aria-hidden="true" />
            {t('variants.detail')}
          </Button>
        </Wrap>
      </Card.Footer>
    </Card.Root>
  );
}

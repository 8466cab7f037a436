import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Badge, Box, Flex, Link, Text } from '@chakra-ui/react';
import { ArrowLeft, ArrowRight, Check } from 'lucide-react';
import type { StepWay, WayLink } from '../../engine/variants/step-way';
import { czechDate } from '../components/czech-date';

/** 'Krok N z M' at the top of a step page, with 'Dokončeno <date>' once the step is completed. */
export function StepPosition({ way, completedAt }: { way: StepWay; completedAt?: string }) {
  const { t } = useTranslation('step-runner');
  return (
    <Flex gap="3" align="center" wrap="wrap" data-testid="step-position">
      <Text fontSize="sm" fontWeight="medium" color="fg.muted">
        {t('way.position', { number: way.number, total: way.total })}
      </Text>
      {completedAt && (
        <Badge colorPalette="green" variant="subtle" size="md" data-testid="step-completed-on">
          <Check aria-hidden="true" size={14} /> {t('way.completedOn', { date: czechDate(completedAt) })}
        </Badge>
      )}
    </Flex>
  );
}

const box = {
  display: 'flex',
  flexDirection: 'column',
  gap: '0.5',
  px: '4',
  py: '3',
  borderWidth: '1px',
  borderRadius: 'md',
  bg: 'bg',
  minW: '0',
  maxW: { base: 'full', sm: '50%' },
  textDecoration: 'none',
} as const;

interface Target {
  /** 'Předchozí krok', 'Další krok', or 'Přehled modulu' after the last step. */
  label: string;
  /** The neighbouring step's name. */
  name?: string;
  route: string;
  open: boolean;
  closed?: 'locked' | 'preparing';
}

/** One neighbour: a real link while its page can be opened; otherwise the same place, marked unavailable, with why. */
function Neighbour({ target, direction }: { target: Target; direction: 'previous' | 'next' }) {
  const { t } = useTranslation('step-runner');
  const start = direction === 'previous';
  const heading = (
    <Flex as="span" gap="1" align="center" fontSize="sm" fontWeight="semibold" direction={start ? 'row' : 'row-reverse'}>
      {start ? <ArrowLeft aria-hidden="true" size={16} /> : <ArrowRight aria-hidden="true" size={16} />}
      {target.label}
    </Flex>
  );
  const name = target.name && (
    <Text as="span" fontSize="sm" overflowWrap="anywhere">
      {target.name}
    </Text>
  );
  const accessibleName = target.name ? `${target.label}: ${target.name}` : target.label;
  const place = {
    ...box,
    alignItems: start ? 'flex-start' : 'flex-end',
    textAlign: start ? 'start' : 'end',
    ms: start ? undefined : 'auto',
  } as const;
  if (target.open) {
    return (
      <Link
        asChild
        {...place}
        color="blue.700"
        borderColor="blue.200"
        _hover={{ bg: 'blue.50', borderColor: 'blue.400' }}
        data-testid={`way-${direction}`}
      >
        <RouterLink to={target.route} aria-label={accessibleName}>
          {heading}
          {name}
        </RouterLink>
      </Link>
    );
  }
  const why = `way-${direction}-why`;
  return (
    // Not a link while the page cannot be opened: named as one, marked unavailable, with the reason.
    <Box
      role="link"
      aria-disabled="true"
      aria-label={accessibleName}
      aria-describedby={why}
      {...place}
      color="fg.muted"
      bg="bg.muted"
      data-testid={`way-${direction}`}
    >
      {heading}
      {name}
      <Text as="span" id={why} fontSize="xs">
        {t(target.closed === 'preparing' ? 'way.preparing' : 'way.locked')}
      </Text>
    </Box>
  );
}

/** The way on from a step page: the previous and the next step of the module, or the module's overview after the last. */
export function StepWayNav({ way, workflowPath }: { way: StepWay; workflowPath: string }) {
  const { t } = useTranslation('step-runner');
  const of = (link: WayLink, label: string): Target => ({
    label,
    name: link.display_name,
    route: link.route,
    open: link.open,
    closed: link.closed,
  });
  return (
    <Flex as="nav" aria-label={t('way.nav')} gap="3" justify="space-between" wrap="wrap" borderTopWidth="1px" pt="6" data-testid="step-way">
      {way.previous && <Neighbour target={of(way.previous, t('way.previous'))} direction="previous" />}
      <Neighbour
        target={way.next ? of(way.next, t('way.next')) : { label: t('way.overview'), route: workflowPath, open: true }}
        direction="next"
      />
    </Flex>
  );
}

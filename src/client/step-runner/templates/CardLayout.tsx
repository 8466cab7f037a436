// biome-ignore-all lint/suspicious/noArrayIndexKey: the cards are fixed by the UI schema and only ever revealed in order.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Alert, Box, Button, Heading, IconButton, List, Stack, Text } from '@chakra-ui/react';
import { ArrowDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { afterPopup, cardDone, cardNumbers, initialCardCount, nextCard, type CardDef } from '../../../engine/steps';
import { StepDialog } from '../dialogs/StepDialog';
import { scrollBehavior } from '../reduced-motion';
import { AuthoredHtml } from '../AuthoredHtml';
import type { StepFormContext } from '../step-context';
import { tr } from '../translate';

interface Props {
  cards: CardDef[];
  /** The form's fields by property name, as rjsf renders them. */
  fields: ReadonlyMap<string, ReactNode>;
  data: Record<string, unknown>;
  context: StepFormContext;
}

const textCss = { '& p + p': { mt: '2' }, '& ul, & ol': { ps: '6' }, '& a': { color: 'blue.600', textDecoration: 'underline' } };
// On a card the question (the field's group title, FieldTemplate's `<id>__title`) and its answers read at body size, not as a form's small labels.
const questionCss = { '& [id$="__title"]': { textStyle: 'md', fontWeight: 'semibold' }, '& [data-part="item-text"]': { textStyle: 'md' } };

/**
 * A step as cards revealed one by one (step-schemas/README.md, "Cards"): the last card shown ends
 * with the next arrow (a question card once answered); a popup card opens between two cards and
 * its closing shows the next. The new card takes focus, so a keyboard user reads on from there.
 */
export function CardLayout({ cards, fields, data, context }: Props) {
  const { t } = useTranslation('step-runner');
  const [shown, setShown] = useState(() => initialCardCount(cards, data, context.completed ?? false));
  const [popup, setPopup] = useState<number | null>(null);
  const cardRefs = useRef<Array<HTMLElement | null>>([]);
  // The card to focus once it is rendered: set by the arrow or the popup's closing, never at load.
  const focusNext = useRef<number | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the cards shown change: that is when the card to focus has been rendered.
  useEffect(() => {
    const index = focusNext.current;
    if (index === null) return;
    focusNext.current = null;
    const card = cardRefs.current[index];
    card?.focus({ preventScroll: true });
    card?.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
  }, [shown]);

  const { numbers, total } = cardNumbers(cards);
  const show = (count: number) => {
    focusNext.current = count - 1;
    setShown(count);
  };
  const advance = () => {
    const next = nextCard(cards, shown);
    if ('popup' in next) setPopup(next.popup);
    else show(next.shown);
  };
  const closePopup = () => {
    if (popup === null) return;
    setPopup(null);
    show(afterPopup(cards, popup));
  };
  const open = popup === null ? undefined : cards[popup];

  return (
    <Stack gap="6">
      {cards.slice(0, shown).map((card, i) =>
        card.popup ? null : (
          <Box
            key={i}
            as="section"
            ref={(el: HTMLElement | null) => {
              cardRefs.current[i] = el;
            }}
            tabIndex={-1}
            aria-labelledby={`card-${i}-title`}
            data-card={numbers[i]}
            borderWidth="1px"
            rounded="xl"
            bg="bg"
            shadow="sm"
            p={{ base: '5', md: '8' }}
            scrollMarginTop="24"
            _focusVisible={{ outline: '2px solid', outlineColor: 'blue.500', outlineOffset: '2px' }}
          >
            <Stack gap="4">
              <Stack gap="1">
                <Text fontSize="sm" color="fg.muted">
                  {t('cards.number', { n: numbers[i], total })}
                </Text>
                <Heading as="h2" id={`card-${i}-title`} size={{ base: 'lg', md: 'xl' }}>
                  {tr(card.title)}
                </Heading>
              </Stack>
              {card.text && <AuthoredHtml css={textCss} html={tr(card.text)} />}
              {card.field && <Box css={questionCss}>{fields.get(card.field)}</Box>}
              {card.items && (
                <List.Root as="ul" gap="2" ps="5">
                  {card.items.map((item) => (
                    <List.Item key={item}>{tr(item)}</List.Item>
                  ))}
                </List.Root>
              )}
              {card.warning && (
                <Alert.Root status="warning">
                  <Alert.Indicator />
                  <Alert.Title fontWeight="normal">{tr(card.warning)}</Alert.Title>
                </Alert.Root>
              )}
              {card.completeLabel && (
                <Button
                  colorPalette="blue"
                  size="lg"
                  alignSelf={{ base: 'stretch', sm: 'start' }}
                  whiteSpace="normal"
                  onClick={() => context.complete?.()}
                  disabled={context.busy || !context.complete}
                >
                  {context.busy ? t('completing') : tr(card.completeLabel)}
                </Button>
              )}
              {i === shown - 1 && shown < cards.length && cardDone(card, data) && (
                <IconButton aria-label={t('cards.next')} onClick={advance} colorPalette="blue" rounded="full" size="lg" alignSelf="center">
                  <ArrowDown aria-hidden="true" />
                </IconButton>
              )}
            </Stack>
          </Box>
        ),
      )}
      {open?.popup && (
        <StepDialog open title={tr(open.title)} onClose={closePopup}>
          <Stack gap="4">
            {open.popup.subtitle && <Text color="fg.muted">{tr(open.popup.subtitle)}</Text>}
            {open.popup.sections.map((section) => (
              <Stack key={section.header} gap="1">
                <Heading as="h3" size="md">
                  {tr(section.header)}
                </Heading>
                <AuthoredHtml css={textCss} html={tr(section.text)} />
              </Stack>
            ))}
          </Stack>
        </StepDialog>
      )}
    </Stack>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Flex, Heading, List, Stack, Text } from '@chakra-ui/react';
import type { CardDef } from '../../../../engine/steps/cards';
import {
  addCard,
  cardFields,
  cardsIn,
  cardTextEditable,
  moveCard,
  removeCard,
  setCardContent,
  setCardText,
  turnIntoCards,
  turnOffCards,
} from '../../../../engine/step-editor/card-ops';
import { uiTextOf } from '../../../../engine/step-editor/field-props';
import { textOf } from '../../../../engine/step-editor/texts';
import type { EditorState } from '../../../../engine/step-editor/types';
import { LabelledSelect } from '../LabelledSelect';
import { RowMoveButtons } from '../RowMoveButtons';
import { plainText } from '../texts/plain-text';
import { PanelBox } from './PanelBox';
import { RichTextPair } from './RichTextPair';
import { TextPair } from './TextPair';

interface Props {
  state: EditorState;
  onChange(next: EditorState): void;
  /** By card index: the editor's findings and the check's. */
  problems: Map<number, string[]>;
}

const TEXT = 'text';
const fieldValue = (name: string) => `field:${name}`;

/**
 * The step read card by card (step-schemas/README.md, "Cards"): turned on and off, its cards added,
 * moved and removed, each with a title and a text or one of the step's fields. What else a card
 * holds (a list, a warning, the completing button, a popup) is named and left to the JSON view.
 */
export function CardsPanel({ state, onChange, problems }: Props) {
  const { t } = useTranslation('studio');
  const cards = cardsIn(state);
  const fields = cardFields(state);
  const labelOf = (name: string) => {
    const f = fields.find((x) => x.name === name);
    return (f && uiTextOf(state, f, 'ui:title', 'cs')) || name;
  };
  const asked = new Set((cards ?? []).map((c) => c.field));
  const free = fields.filter((f) => !asked.has(f.name));
  const [newField, setNewField] = useState('');
  const adding = free.find((f) => f.name === newField) ?? free[0];

  if (!cards)
    return (
      <PanelBox title={t('editor.cards.title')}>
        <Text>{t('editor.cards.off')}</Text>
        <Button alignSelf="start" variant="outline" onClick={() => onChange(turnIntoCards(state))}>
          {t('editor.cards.turnOn')}
        </Button>
      </PanelBox>
    );

  return (
    <PanelBox title={t('editor.cards.title')}>
      <Text>{t('editor.cards.on')}</Text>
      <List.Root as="ol" listStyle="none" gap="3" data-testid="card-list">
        {cards.map((card, i) => (
          <CardItem
            // biome-ignore lint/suspicious/noArrayIndexKey: a card has no id of its own; its place is what the author edits.
            key={i}
            state={state}
            card={card}
            index={i}
            count={cards.length}
            fieldChoices={[...fields.filter((f) => f.name === card.field), ...free].map((f) => [fieldValue(f.name), labelOf(f.name)])}
            problems={problems.get(i) ?? []}
            onChange={onChange}
          />
        ))}
      </List.Root>
      <Flex gap="3" wrap="wrap" align="end">
        <Button variant="outline" onClick={() => onChange(addCard(state, { text: true }))}>
          {t('editor.cards.addText')}
        </Button>
        {adding && (
          <>
            <LabelledSelect
              label={t('editor.cards.newField')}
              value={adding.name}
              options={free.map((f) => [f.name, labelOf(f.name)])}
              onChange={setNewField}
              width={{ base: 'full', md: '14rem' }}
            />
            <Button variant="outline" onClick={() => onChange(addCard(state, { field: adding.name }))}>
              {t('editor.cards.addField')}
            </Button>
          </>
        )}
      </Flex>
      <Stack gap="1" borderTopWidth="1px" pt="3">
        <Text fontSize="sm" color="fg.muted">
          {t('editor.cards.offHint')}
        </Text>
        <Button alignSelf="start" size="sm" variant="outline" onClick={() => onChange(turnOffCards(state))}>
          {t('editor.cards.turnOff')}
        </Button>
      </Stack>
    </PanelBox>
  );
}

interface ItemProps {
  state: EditorState;
  card: CardDef;
  index: number;
  count: number;
  fieldChoices: Array<[string, string]>;
  problems: string[];
  onChange(next: EditorState): void;
}

function CardItem({ state, card, index, count, fieldChoices, problems, onChange }: ItemProps) {
  const { t } = useTranslation('studio');
  const [asking, setAsking] = useState(false);
  const n = index + 1;
  const name = t('editor.cards.card', { n });
  const headingId = `editor-card-${n}`;
  const extras = [
    card.items?.length ? t('editor.cards.extras.items', { count: card.items.length }) : '',
    card.warning !== undefined ? t('editor.cards.extras.warning') : '',
    card.completeLabel !== undefined ? t('editor.cards.extras.complete') : '',
  ].filter(Boolean);
  const content = card.field !== undefined ? fieldValue(card.field) : TEXT;
  const foreign = (key: string | undefined) => !cardTextEditable(state, key);

  return (
    <List.Item>
      <Stack as="section" aria-labelledby={headingId} gap="3" w="full" borderWidth="1px" borderRadius="md" p="3" data-testid="card-item">
        <Flex gap="1" align="center">
          <Heading as="h5" size="sm" id={headingId} flex="1" minW="0" truncate>
            {name}
            {card.popup ? ` · ${t('editor.cards.popup', { count: card.span ?? 1 })}` : ''}
            {textOf(state, card.title, 'cs') ? ` · ${plainText(textOf(state, card.title, 'cs'))}` : ''}
          </Heading>
          <RowMoveButtons
            labels={{ up: t('editor.cards.up', { n }), down: t('editor.cards.down', { n }) }}
            upDisabled={index === 0}
            downDisabled={index === count - 1}
            onMove={(by) => onChange(moveCard(state, index, by))}
            remove={{ label: t('editor.cards.remove', { n }), onClick: () => setAsking(true) }}
          />
        </Flex>
        {asking && (
          <Stack role="alertdialog" aria-label={t('editor.cards.remove', { n })} gap="2" p="2" bg="bg.muted" borderRadius="md">
            <Text fontSize="sm">
              {t(card.field !== undefined ? 'editor.cards.removeFieldQuestion' : 'editor.cards.removeQuestion', { n })}
            </Text>
            <Flex gap="2">
              <Button
                size="sm"
                colorPalette="red"
                onClick={() => {
                  setAsking(false);
                  onChange(removeCard(state, index));
                }}
              >
                {t('editor.fields.removeConfirm')}
              </Button>
              <Button size="sm" variant="outline" autoFocus onClick={() => setAsking(false)}>
                {t('editor.fields.removeCancel')}
              </Button>
            </Flex>
          </Stack>
        )}
        {problems.length > 0 && (
          <List.Root ps="5" color="red.700" aria-label={t('editor.cards.problems', { n })}>
            {problems.map((p) => (
              <List.Item key={p}>{p}</List.Item>
            ))}
          </List.Root>
        )}
        {foreign(card.title) ? (
          <Text fontSize="sm">{t('editor.cards.foreign', { what: t('editor.cards.cardTitle'), key: card.title })}</Text>
        ) : (
          <TextPair
            label={t('editor.cards.cardTitle')}
            value={(lng) => textOf(state, card.title, lng)}
            onChange={(lng, text) => onChange(setCardText(state, index, 'title', lng, text))}
            czechRequired
          />
        )}
        {card.popup ? (
          <Text fontSize="sm" color="fg.muted">
            {t('editor.cards.popupHint')}
          </Text>
        ) : (
          <LabelledSelect
            label={t('editor.cards.content')}
            value={content}
            options={[
              [TEXT, t('editor.cards.contentText')],
              ...fieldChoices.map(([v, label]): [string, string] => [v, t('editor.cards.contentField', { label })]),
            ]}
            onChange={(v) =>
              onChange(setCardContent(state, index, v === TEXT ? { text: true } : { field: v.slice(fieldValue('').length) }))
            }
          />
        )}
        {card.text !== undefined &&
          (foreign(card.text) ? (
            <Text fontSize="sm">{t('editor.cards.foreign', { what: t('editor.cards.cardText'), key: card.text })}</Text>
          ) : (
            <RichTextPair
              label={t('editor.cards.cardText')}
              value={(lng) => textOf(state, card.text, lng)}
              onChange={(lng, html) => onChange(setCardText(state, index, 'text', lng, html))}
            />
          ))}
        {extras.length > 0 && (
          <Text fontSize="sm" color="fg.muted">
            {t('editor.cards.extras.lead', { list: extras.join(', ') })}
          </Text>
        )}
      </Stack>
    </List.Item>
  );
}

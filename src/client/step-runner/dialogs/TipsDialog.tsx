// biome-ignore-all lint/suspicious/noArrayIndexKey: the tips are fixed texts revealed in order; none is inserted or moved.
import { useEffect, useState } from 'react';
import { List } from '@chakra-ui/react';
import { typedPrefix } from '../../../engine/steps';
import { prefersReducedMotion } from '../reduced-motion';
import { StepDialog } from './StepDialog';

const MS_PER_WORD = 100;
const wordCount = (s: string) => s.split(/\s+/).filter(Boolean).length;

/** The mentor's tips, typed out one word per 100 ms (spec section 9), all at once for reduced motion. */
export function TipsDialog({
  open,
  title,
  items,
  typed,
  onClose,
}: {
  open: boolean;
  title: string;
  items: string[];
  typed: boolean;
  onClose(): void;
}) {
  const [elapsed, setElapsed] = useState(0);
  const total = items.reduce((n, s) => n + wordCount(s), 0) * MS_PER_WORD;
  const animate = typed && !prefersReducedMotion();
  useEffect(() => {
    if (!open || !animate) return;
    const started = Date.now();
    setElapsed(0);
    const timer = setInterval(() => {
      const ms = Date.now() - started;
      setElapsed(ms);
      if (ms >= total) clearInterval(timer);
    }, MS_PER_WORD);
    return () => clearInterval(timer);
  }, [open, animate, total]);

  let offset = 0;
  const shown = items.map((item) => {
    const start = offset;
    offset += wordCount(item) * MS_PER_WORD;
    if (!animate) return item;
    return elapsed < start ? '' : typedPrefix(item, elapsed - start, MS_PER_WORD);
  });
  return (
    <StepDialog open={open} title={title} onClose={onClose}>
      <List.Root as="ol" gap="2" ps="5" aria-live="polite" aria-busy={animate && elapsed < total}>
        {shown.map((text, i) => text && <List.Item key={i}>{text}</List.Item>)}
      </List.Root>
    </StepDialog>
  );
}

import type { FormContextType } from '@rjsf/utils';
import type { Confirmations } from '../../engine/steps';

/** What the runner hands every field and widget through rjsf's formContext. */
export interface StepFormContext extends FormContextType {
  /** JSON pointers of blocks the reveal rules hide for the current data (list rows: concrete, "/capacities/2/future_capacity"). */
  hidden: ReadonlySet<string>;
  /** Saves at once (an answer that changes what comes next, such as the strategy's yes/no). */
  saveSoon(): void;
  /** Opens the step's tips popup (the strategy's Yes does). */
  openTips(): void;
  /** The form is read only while completing. */
  busy: boolean;
  /** Choices from other steps, by the optionSources target they fill (rules.optionSources). */
  choices: Readonly<Record<string, { values: string[]; emptyMessage: string }>>;
  /** Answers confirmed so far (rules' `confirmedBy`); absent where no confirmations are tracked. */
  confirmed?: Confirmations;
  /** Confirms the answer now held at a pointer (a Continue button). */
  confirm?(pointer: string): void;
  /** Runs the completion (a card layout's last card has its button); absent where nothing completes. */
  complete?(): void;
  /** The step was completed when the page loaded: a card layout shows every card. */
  completed?: boolean;
}

/** The JSON pointer of a field from rjsf's path list. */
export const pointerOf = (path: ReadonlyArray<string | number>) => (path.length ? `/${path.join('/')}` : '');

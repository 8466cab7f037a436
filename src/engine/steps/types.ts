import type { DeriveRule } from '../derivations/types.js';
import type { IdRule } from './temporary-ids.js';

/** A JSON Schema as authored in step-schemas/ (plain JSON; typed loosely on purpose). */
export type JsonSchema = { [key: string]: unknown };

/** A condition on the step data: the value at `scope` (a JSON pointer) satisfies `schema`. */
export type Condition = { scope: string; schema: JsonSchema } | { all: Condition[] } | { any: Condition[] };

/**
 * Maps a validation error to a Czech message key. `path` is a JSON pointer into the data where
 * `*` stands for any array index (its 1-based number is the message's {{n}}); `keyword`
 * narrows the rule to one JSON Schema keyword (minItems, pattern, …).
 */
export interface MessageRule {
  path: string;
  keyword?: string;
  message: string;
  /** Fixed parameters of the message, e.g. { "n": 1 } for 'Pole 1 je povinné'. */
  params?: Record<string, number | string>;
  /** A property of the list item the error is in whose text the message shows as {{item}} ('Důvěra: …'). */
  itemText?: string;
  /**
   * The message also speaks for a refused save (a draft breaking a type or bound at `path`:
   * 'Řádek 1: Současná kapacita musí být celé číslo 0–100'). A rule naming a `keyword` speaks for
   * a save's error of that keyword anyway; one without a keyword usually says what is missing
   * ('… je povinné'), which a save is never refused for, so it needs this mark.
   */
  draft?: boolean;
}

export interface RevealRule {
  /**
   * JSON pointer of the field or block shown only while `when` holds. A `*` makes it a rule per
   * list row ("/capacities/*\/future_capacity"); a `*` in the condition's scopes is then that row.
   */
  target: string;
  when: Condition;
  /**
   * The answer at this pointer must also be confirmed (a Continue button): the target waits until
   * the member confirmed the answer it now holds, or that answer was stored when the page loaded.
   */
  confirmedBy?: string;
}

/**
 * Items of a list chosen by content: every value at `at` (a pointer pattern where `*` stands for
 * each list item), kept when it satisfies `where` (a JSON Schema) and mapped to its property `pick`.
 */
export interface ListSelector {
  at: string;
  where?: JsonSchema;
  pick?: string;
}

/**
 * How many items of the list at `at` (a pointer to an array) satisfy `where` (a JSON Schema; all
 * items without it) must lie within `min`..`max`: exactly 10 selected values, 3 to 5 priorities.
 * JSON Schema draft-07 cannot count matches, so the engine does. A count outside its bounds is an
 * error at `at` with this rule's `keyword`, which a message rule names. A `draft` count also
 * refuses a save (a limit the page keeps the member within); the others only completion.
 */
export interface CountRule {
  at: string;
  where?: JsonSchema;
  min?: number;
  max?: number;
  keyword: string;
  draft?: boolean;
}

/** The rule file: step-schemas/<module>/<step>.rules.json. Texts are i18n keys. */
export interface StepRules {
  title: string;
  subtitle?: string;
  /** HTML description, sanitised in the browser. */
  description?: string;
  /** Completion messages in the order the specification lists them; the first is shown. */
  messages: MessageRule[];
  reveal?: RevealRule[];
  /** A step with saved data shows every reveal target at once (team goals: 'all blocks show at once'). */
  revealAllOnceSaved?: boolean;
  /** Shown on the first completion attempt; closing it lets the next attempt proceed. */
  tips?: { title: string; items: string[]; typed?: boolean };
  celebration?: { message: string; durationMs: number; then?: string };
  /**
   * API paths (under /api) POSTed in order once the celebration shows and before the step's own
   * completion, each a part of finishing it (the intro marks the first login complete).
   */
  beforeCompletion?: string[];
  /** Where any failure of the completion leads instead of the error message (the intro: /home). */
  failureRoute?: string;
  /** Fields added to the completion answer while a condition on the data holds. */
  completionResult?: Array<{ set: Record<string, unknown>; when: Condition }>;
  /** The step's own words for a failed load ('Chyba při načítání hodnot týmu'), shown above the general ones. */
  loadError?: string;
  /** Message prefix of a failed save ('Chyba při ukládání …'). */
  saveErrorPrefix?: string;
  /**
   * The page's one save notice where the step saves on other timings than every 3 s (text key;
   * development topics: 'Vaše práce se automaticky ukládá vteřinu po psaní...'). Without it,
   * 'Vaše práce se automaticky ukládá každé 3 sekundy...'.
   */
  autosaveNotice?: string;
  /** A completion answer field that, when true, sends the member to a route (first steps: redirect_to_strategy). */
  redirects?: Record<string, string>;
  /** Where completion leads when the module's step list names no next step (spec: team goals → /people/team-vision). */
  next?: string;
  /** The member only reads the step (figures derived from earlier steps): no autosave line, no save button. */
  readOnly?: boolean;
  /**
   * A long form whose message speaks for every row ('Vyplňte všechna pole pro všechny členy
   * týmu'): the page lists each field still missing by row and title, each a button to it, and
   * the message names them.
   */
  missingList?: boolean;
  /** The complete button: disabled (default) or hidden while required content is missing. */
  completeButton?: 'disabledUntilFilled' | 'hiddenUntilFilled';
  /** A popup shown when a completion error's text contains `contains` (the 'strategie' warning). */
  errorPopups?: Array<{ contains: string; title: string; text: string }>;
  /** Acting on a query parameter at load: set values, open the tips after a delay, drop the parameter. */
  queryActions?: QueryAction[];
  /**
   * Later steps build on these values (pointer patterns with `*`, or selectors for the chosen
   * items only): when a save changes them as a set, the steps after this one must be completed
   * again (the reset of dependent steps).
   */
  resetDependents?: { watch: Array<string | ListSelector>; message: string; durationMs?: number };
  /** Fields whose choices are another step's list (a member's position from the roles). */
  optionSources?: OptionSource[];
  /** Pointer patterns of texts that must not repeat, ignoring case (role positions); errors have the keyword `unique`. */
  unique?: string[];
  /** Counted choices (exactly 10 values selected, 3 to 5 priorities): see CountRule. */
  counts?: CountRule[];
  /** Properties the server computes from other steps by named derivations (src/engine/derivations). */
  derive?: DeriveRule[];
  /** Lists whose rows get their real ids from the server (team members: temporary ids are timestamps). */
  ids?: IdRule[];
  /** Parts of the data with an address of their own (the team evaluation's roles, values, members, evaluations). */
  parts?: StepPart[];
  /** A list whose rows the page saves one by one, soon after typing (development topics). */
  itemSave?: ItemSave;
  /** The step completes itself when its page opens (the presentation). */
  completeOnLoad?: boolean;
  /** A file the page has the server generate and then downloads (the presentation's deck). */
  download?: DownloadAction;
}

/**
 * `/api/<module>/<endpoint>/<path>`: GET answers the list at `at` (a top-level pointer) in this
 * step's data as computed on every read, or with `step` in that step's stored data (read only);
 * a `writable` part also takes POST `{<property>: [...]}`, which replaces that property and saves
 * the step as a whole save does (ids, derivations, limits), answering `{<property>: [...]}`.
 */
export interface StepPart {
  path: string;
  at: string;
  step?: string;
  writable?: boolean;
}

/**
 * Rows of the list at `at` saved one by one with PUT /api/<module>/<endpoint>/<id> and a body of
 * `fields` only, `debounceMs` after the last keystroke; the saved status clears after
 * `savedClearMs`, a failure shows for `errorMs` (spec: development topics 1000, 500 and 5000 ms).
 */
export interface ItemSave {
  at: string;
  fields: string[];
  debounceMs: number;
  savedClearMs?: number;
  errorMs?: number;
}

/**
 * A button that POSTs /api/<module>/<endpoint> (a deck's endpoint), then fetches the answer's
 * `download_url` and saves the file. Texts: the button, while working, after the download
 * ({{file}}), the failure when the server gives no detail, a network failure, and the way on.
 */
export interface DownloadAction {
  endpoint: string;
  label: string;
  busy: string;
  done: string;
  failed: string;
  network: string;
  back: string;
  /** A printable page of the deck's results at <the step's route>/results: the link's label, the page's title and the sentence under it. */
  print?: { label: string; title: string; description: string };
  /** Whom the file is for: the choice's `value` is sent as {audience}; the first is chosen at first. */
  audience?: { label: string; choices: Array<{ value: string; label: string; hint: string }> };
}

export interface OptionSource {
  /** Pointer pattern of the choosing field ("/members/*\/position"). */
  target: string;
  /** "<module>/<step>" whose stored data holds the choices, and where in it. */
  step: string;
  values: string;
  /** Shown instead of the field while the source offers nothing ('Nejprve dokončete …'). */
  emptyMessage: string;
  /** Completion message for a choice no longer in the source ({{n}}: the item's number). */
  message: string;
  /**
   * The property of the choosing row that links the chosen row by its id (a member's `role_id`):
   * the choice follows a renamed source row (derivation followChoices). The source list needs
   * server-kept ids (rules.ids).
   */
  ref?: string;
}

export interface QueryAction {
  param: string;
  value: string;
  /** JSON pointer (top-level property) → value. */
  set?: Record<string, unknown>;
  openTipsAfterMs?: number;
}

/** One step's definition as loaded: schema, UI schema and rules. Reading steps have no schema. */
export interface StepDefinition {
  module: string;
  step: string;
  /** As authored: completion-only constraints under the `completion` keyword. */
  schema?: JsonSchema;
  ui?: JsonSchema;
  rules: StepRules;
}

/** A validation error in a neutral form (what ajv reports, with `required` pointing at the property). */
export interface DataError {
  path: string;
  keyword: string;
  /** Values a message may show, such as the repeated text of a `unique` error. */
  params?: Record<string, number | string>;
}

/** A message ready to show: its key, the parameters, and where it belongs. */
export interface StepMessage {
  path: string;
  messageKey: string;
  params: Record<string, number | string>;
}

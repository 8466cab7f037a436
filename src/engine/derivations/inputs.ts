import type { SchemaCheck } from '../steps/conditions.js';
import { selectValues } from '../steps/pointers.js';
import type { DeriveInput } from './types.js';

/** What an input names in the source step's data: one value, or (with `*`) the filtered, picked list. */
export const readInput = (data: unknown, input: DeriveInput, check: SchemaCheck): unknown => selectValues(data, input, check);

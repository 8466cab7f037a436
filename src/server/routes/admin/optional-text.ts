import { trimInvisible } from '../../../engine/shell/index.js';

/** Optional free text as stored: without invisible characters at its ends, and blank means none. */
export const optionalText = (value: string | null | undefined): string | null => trimInvisible(value ?? '') || null;

/**
 * Edits the server has not confirmed yet, kept in this browser so a reload, a crashed tab or a
 * lost connection loses nothing. One entry per user and step; cleared once the server confirms.
 */
export interface LocalDraft {
  data: Record<string, unknown>;
  /** The server version the edits were made on (0: nothing stored then). */
  baseVersion: number;
  savedAt: string;
}

const keyOf = (userId: number, stepKey: string) => `step_draft:${userId}:${stepKey}`;

export function readDraft(userId: number, stepKey: string): LocalDraft | null {
  try {
    const raw = localStorage.getItem(keyOf(userId, stepKey));
    return raw ? (JSON.parse(raw) as LocalDraft) : null;
  } catch (err) {
    console.error('Could not read the local draft', err);
    return null;
  }
}

export function writeDraft(userId: number, stepKey: string, draft: LocalDraft): void {
  try {
    localStorage.setItem(keyOf(userId, stepKey), JSON.stringify(draft));
  } catch (err) {
    // A full or blocked storage must not stop typing; the server save still runs.
    console.error('Could not keep the local draft', err);
  }
}

export function clearDraft(userId: number, stepKey: string): void {
  try {
    localStorage.removeItem(keyOf(userId, stepKey));
  } catch (err) {
    console.error('Could not clear the local draft', err);
  }
}

export declare function buildIfNeeded(parts?: { client?: boolean; server?: boolean }): void;

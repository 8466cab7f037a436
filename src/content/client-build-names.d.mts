export declare const BUILD_MANIFEST: string;
export declare function indexFileFor(fingerprint: string): string;
export declare function stepFilesFingerprintOf(dir: string): string;

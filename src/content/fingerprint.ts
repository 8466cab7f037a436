import { STEP_SCHEMAS_DIR } from './paths.js';
import { stepFilesFingerprintOf } from './client-build-names.mjs';

/**
 * A hash over every JSON file under step-schemas/ (names and bytes). The build records the one it
 * compiled the browser's validators from, and the server serves only the build whose fingerprint
 * matches the step files it loaded, so the two never judge a step differently.
 */
export const stepFilesFingerprint = (dir = STEP_SCHEMAS_DIR): string => stepFilesFingerprintOf(dir);

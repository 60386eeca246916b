// What the door benchmark runs in Chromium: the scanner's own verification and device storage,
// bundled from the same source the app's door chunk is built from.
import { PassVerifier } from '../../src/features/door/lib/verify-pass';
import { saveDoorData } from '../../src/features/door/lib/door-store';
import { doorDataResponseSchema } from '../../src/contract/door';

Object.assign(globalThis, { doorBench: { PassVerifier, saveDoorData, doorDataResponseSchema } });

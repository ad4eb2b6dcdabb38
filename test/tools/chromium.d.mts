/** Types of chromium.mjs (plain JS so the web-test-runner config can import it). */
export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_ARGS: string[];

// The types of chromium.mjs, for the TypeScript that imports it (a browser spec's launch options).
export declare const chromiumPath: string;
export declare const chromiumFlags: readonly string[];

/** Events of <rad-results>; their details never carry personal data (hosts forward them to analytics). */
declare module '../../src/element/events' {
  interface RadEventMap {
    /** The results are shown: whether they are a share's, and how many. */
    'rad-results-shown': { shared: boolean; count: number };
  }
}

export {};

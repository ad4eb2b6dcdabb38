/**
 * The preview page is one page with ONE widget runtime (a module singleton that loads the
 * provider's settings once), like a real host page. Each story says how the fixture API should
 * answer in `parameters.fixtureApi` (a Scenario); a loader installs it before the story renders
 * and restores the previous one, so per-request states (terms loading, terms failing) apply per
 * story. Settings-level states (settings failing) need a fresh runtime: see stories/README.md.
 */
import type { Preview } from '@storybook/react-vite';
import { runtime } from '../src/runtime';
import { forgetSlotSearches } from '../src/slots/slot-cache';
import { installFixtureApi, type Scenario } from '../test/support/fixture-api';

// Installed at once, so whatever loads first (the runtime's settings) gets the seed's answers.
let restore = installFixtureApi({});

const preview: Preview = {
  parameters: {
    layout: 'padded',
    controls: { expanded: true, sort: 'requiredFirst' },
    // Stories keep their own scenario in parameters; the default answers everything from the seed.
    fixtureApi: {} satisfies Scenario,
  },
  loaders: [
    ({ parameters }) => {
      restore();
      // The page's runtime remembers slot searches for half a minute (src/slots/slot-cache.ts): a
      // story asks its own scenario, not the times the story before it was answered.
      forgetSlotSearchesOfPage();
      restore = installFixtureApi({ ...((parameters.fixtureApi as Scenario | undefined) ?? {}) });
      return Promise.resolve({});
    },
  ],
};

function forgetSlotSearchesOfPage(): void {
  try {
    forgetSlotSearches(runtime.api());
  } catch {
    // No widget has started the runtime yet: nothing is remembered.
  }
}

export default preview;

/**
 * Compile-time only: the generated JSX typings cover exactly the shipped widgets (widgets/registry.ts),
 * so a new widget whose typings were not regenerated (`npm run docs`), or typings of a removed one,
 * fail `npm run typecheck`.
 */
import type { WidgetTag } from '../widgets/registry';
import type { RadIntrinsicElements } from './jsx-elements';

type Exactly<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

export const jsxTypingsCoverEveryWidget: Exactly<keyof RadIntrinsicElements, WidgetTag> = true;

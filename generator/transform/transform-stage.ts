import type { Stage } from '../workers/stage.ts';
import type { LinkContext, TransformInput, TransformOutput } from './context.ts';
import { transformMarkdown } from './transform-markdown.ts';

/** What every transform job shares. */
export interface TransformStageData {
  root: string;
  links: LinkContext;
}

/** Stage 2 as jobs: one markdown file each, on the build's workers or inline. */
export const transformStage: Stage<TransformStageData, TransformInput, TransformOutput> = {
  name: 'transform',
  handler:
    ({ root, links }) =>
    (input) =>
      transformMarkdown({ root, input, links }),
};

// The module of the build's worker threads: each serves the transform and the render stage, so one set of threads
// (and one load of both stages' modules per thread) does a build's work.
import { renderStage } from './render/render-stage.ts';
import { transformStage } from './transform/transform-stage.ts';
import { serveStages } from './workers/serve-jobs.ts';

serveStages([transformStage, renderStage]);

// The worker module of the worker pool's tests.
import { serveStages } from '../../generator/workers/serve-jobs.ts';
import { echoStage, offsetStage, slowStartStage, spinStage, waitStage } from './pool-stages.ts';

serveStages([echoStage, offsetStage, spinStage, slowStartStage, waitStage]);

// The worker module of the worker pool's tests.
import { serveStages } from '../../generator/workers/serve-jobs.ts';
import { echoStage, holdStage, offsetStage, slowStartStage, spinStage, waitStage } from './pool-stages.ts';

serveStages([echoStage, holdStage, offsetStage, spinStage, slowStartStage, waitStage]);

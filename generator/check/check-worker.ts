import { jobData, serveJobs } from '../workers/serve-jobs.ts';
import { checkPages, type CrawlContext } from './check-pages.ts';

const context = jobData<CrawlContext>();

serveJobs((routes: string[]) => checkPages(context, routes));

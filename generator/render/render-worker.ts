import { jobData, serveJobs } from '../workers/serve-jobs.ts';
import { writePage, type PageContext } from './write-page.ts';

const context = jobData<PageContext>();

serveJobs((json: string) => writePage(context, JSON.parse(json), json));

import type { PageData } from '../../core/site/page-data.ts';
import { jobData, serveJobs } from '../workers/serve-jobs.ts';
import { writePage, type PageContext } from './write-page.ts';

const context = jobData<PageContext>();

serveJobs((page: PageData) => writePage(context, page));

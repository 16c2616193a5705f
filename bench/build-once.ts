// Child process of the build benchmark: one build, then its own figures as JSON on stdout.
import { createReporter } from '../generator/cli/reporter.ts';
import { buildSite } from '../generator/build.ts';

const [root, outDir = 'build'] = process.argv.slice(2);
if (!root) throw new Error('usage: build-once.ts <site root> [out dir]');
const started = performance.now();
const summary = await buildSite({ root, outDir, reporter: createReporter() });
const wall = (performance.now() - started) / 1000;
process.stdout.write(
  `${JSON.stringify({ pages: summary.pages, wall_s: wall, peak_rss_mb: Math.round(process.resourceUsage().maxRSS / 1024) })}\n`,
);

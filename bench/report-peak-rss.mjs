// Preloaded by the build benchmark into the CLI's process (`node --import`): the process's peak resident memory,
// every thread included, as the last line of its output.
import { writeSync } from 'node:fs';
import process from 'node:process';

process.on('exit', () => {
  const peakRssMb = Math.round(process.resourceUsage().maxRSS / 1024);
  writeSync(1, `\n${JSON.stringify({ peak_rss_mb: peakRssMb })}\n`);
});

#!/usr/bin/env node
// Deterministic documentation corpus generator (plain Node, no dependencies).
//
//   node make-corpus.mjs --pages N --out DIR [--seed S] [--sections K]
//
// Writes:
//   DIR/docs/section-<k>/page-<i>.md   N pages, i = 0..N-1, K sections (default 10)
//   DIR/docs/assets/architecture.png   the one shared image every page references
//   DIR/corpus.json                    manifest (counts, words, seed) for sanity checks
//
// Page shape: YAML front matter (title, sidebar_position), intro paragraph,
// h2/h3 headings, paragraphs of English-like words, bullet lists, GFM tables,
// fenced code (ts, bash, json), relative .md links to other pages of the corpus
// (all resolve), one image reference, and a ```mermaid block on every 20th page
// (i % 20 === 7). Content avoids `{`, `<`, `{{` outside code fences so it is
// valid as MDX (Docusaurus), Vue templates (VitePress) and Hugo markdown.
// Same --pages/--seed always gives byte-identical output.

import { mkdirSync, writeFileSync, rmSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { Buffer } from 'node:buffer';
import console from 'node:console';
import process from 'node:process';

function parseArgs(argv) {
  const a = { pages: 100, out: null, seed: 1, sections: 10 };
  for (let i = 2; i < argv.length; i++) {
    const k = argv[i];
    const v = argv[i + 1];
    if (k === '--pages') {
      a.pages = parseInt(v, 10);
      i++;
    } else if (k === '--out') {
      a.out = v;
      i++;
    } else if (k === '--seed') {
      a.seed = parseInt(v, 10);
      i++;
    } else if (k === '--sections') {
      a.sections = parseInt(v, 10);
      i++;
    } else if (k === '-h' || k === '--help') {
      a.help = true;
    } else throw new Error(`unknown argument ${k}`);
  }
  return a;
}

// mulberry32: small, fast, deterministic
function rng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS = (
  'the of and to in is that for it as with was on be by this are from or an at which ' +
  'not have has can will all one more when use used using you your we our they their ' +
  'data file files config configuration build builds server client page pages route routes ' +
  'request response cache caching value values default option options plugin plugins module ' +
  'modules package packages version release api endpoint token user users project projects ' +
  'deploy deployment environment variable variables command commands output input process ' +
  'runtime memory thread worker queue event events handler handlers function functions type ' +
  'types schema field fields record records index query queries result results error errors ' +
  'warning log logs metric metrics trace latency throughput network storage disk bucket ' +
  'object objects key keys secret secrets policy policies role roles permission access ' +
  'service services cluster node nodes instance instances region zone replica primary backup ' +
  'migration upgrade install installation setup guide overview reference example examples ' +
  'section component components layout theme style render rendering markdown content ' +
  'document documentation search navigation sidebar header footer link links image images ' +
  'first next then after before during while until also only each every some many most ' +
  'simple complex fast slow small large new old local remote public private internal external ' +
  'enable disable create update delete read write list get set add remove start stop run ' +
  'check verify validate compile bundle serve watch test tests testing coverage report ' +
  'should must may might could would often usually typically rarely always never ' +
  'because however therefore instead otherwise although unless whether since so ' +
  'team teams workflow pipeline stage step steps task tasks job jobs schedule trigger ' +
  'limit limits quota retry retries timeout timeouts connection connections session sessions'
).split(/\s+/);

const TITLE_WORDS = (
  'Configuring Deploying Understanding Managing Using Building Testing Securing Scaling ' +
  'Monitoring Migrating Extending Customizing Debugging Optimizing Installing Authenticating ' +
  'Caching Routing Indexing Rendering Publishing Versioning Observing Troubleshooting'
).split(/\s+/);
const TITLE_NOUNS = (
  'Plugins Routes Workers Queues Tokens Clusters Sidebars Themes Builds Pipelines Caches ' +
  'Webhooks Schemas Indexes Regions Sessions Permissions Secrets Releases Environments ' +
  'Endpoints Components Layouts Metrics Traces Buckets Replicas Migrations Commands'
).split(/\s+/);

function makeWriter(r) {
  const pick = (arr) => arr[Math.floor(r() * arr.length)];
  const int = (lo, hi) => lo + Math.floor(r() * (hi - lo + 1));
  const cap = (w) => w[0].toUpperCase() + w.slice(1);
  const ident = () => pick(WORDS).replace(/[^a-z]/g, '') + cap(pick(WORDS).replace(/[^a-z]/g, ''));
  const sentence = (lo = 8, hi = 18) => {
    const n = int(lo, hi);
    const w = [];
    for (let i = 0; i < n; i++) w.push(pick(WORDS));
    if (r() < 0.15) w.splice(int(1, n - 1), 0, '`' + ident() + '`');
    if (r() < 0.08) w.splice(int(1, n - 1), 0, '**' + pick(WORDS) + '**');
    let s = w.join(' ');
    s = cap(s);
    if (r() < 0.2) {
      const k = s.lastIndexOf(' ', Math.floor(s.length / 2));
      if (k > 0) s = s.slice(0, k) + ',' + s.slice(k);
    }
    return s + '.';
  };
  return { pick, int, cap, ident, sentence };
}

function pagePath(i, n, sections) {
  const per = Math.ceil(n / sections);
  const k = Math.floor(i / per);
  return { section: k, rel: `section-${k}/page-${i}.md`, pos: (i % per) + 1 };
}

function relLink(from, to, n, sections) {
  const a = pagePath(from, n, sections);
  const b = pagePath(to, n, sections);
  return a.section === b.section ? `./page-${to}.md` : `../section-${b.section}/page-${to}.md`;
}

function codeBlock(w, lang) {
  if (lang === 'ts') {
    const fn = w.ident();
    const t = w.cap(w.ident());
    const lines = [
      '```ts',
      `import { ${w.ident()}, ${w.ident()} } from './${w.pick(WORDS)}';`,
      '',
      `export interface ${t} {`,
      `  ${w.ident()}: string;`,
      `  ${w.ident()}?: number;`,
      `  ${w.ident()}: boolean[];`,
      '}',
      '',
      `export async function ${fn}(input: ${t}, limit = ${w.int(1, 500)}): Promise<${t}[]> {`,
      `  const results: ${t}[] = [];`,
      `  for (let i = 0; i < limit; i++) {`,
      `    const ${w.pick(['item', 'entry', 'row'])} = await fetch${t}(input, i);`,
      `    if (!${w.pick(['item', 'entry', 'row'])}) break;`,
      `    results.push({ ...input, ${w.ident()}: i });`,
      '  }',
      `  return results; // ${w.sentence(4, 8)}`,
      '}',
      '```',
    ];
    return lines.join('\n');
  }
  if (lang === 'bash') {
    const pkg = w.pick(WORDS) + '-' + w.pick(WORDS);
    return [
      '```bash',
      `npm install --save-dev ${pkg}@${w.int(1, 9)}.${w.int(0, 20)}.${w.int(0, 9)}`,
      `export ${w.ident().toUpperCase()}_${w.pick(WORDS).toUpperCase()}=${w.int(10, 9999)}`,
      `npx ${pkg} ${w.pick(['build', 'serve', 'deploy', 'check'])} --${w.pick(WORDS)} ./${w.pick(WORDS)}`,
      `# ${w.sentence(5, 10)}`,
      `curl -s http://localhost:${w.int(3000, 9000)}/${w.pick(WORDS)}/${w.pick(WORDS)} | jq '.${w.ident()}'`,
      '```',
    ].join('\n');
  }
  // json
  return [
    '```json',
    '{',
    `  "${w.ident()}": "${w.pick(WORDS)}-${w.pick(WORDS)}",`,
    `  "${w.ident()}": ${w.int(0, 10000)},`,
    `  "${w.ident()}": ${w.pick(['true', 'false'])},`,
    `  "${w.ident()}": ["${w.pick(WORDS)}", "${w.pick(WORDS)}", "${w.pick(WORDS)}"],`,
    `  "${w.ident()}": {`,
    `    "${w.ident()}": "${w.pick(WORDS)}",`,
    `    "${w.ident()}": ${w.int(1, 64)}`,
    '  }',
    '}',
    '```',
  ].join('\n');
}

function table(w) {
  const cols = w.int(3, 4);
  const rows = w.int(3, 6);
  const head = [];
  for (let c = 0; c < cols; c++) head.push(w.cap(w.pick(WORDS)));
  const out = ['| ' + head.join(' | ') + ' |', '|' + head.map(() => ' --- ').join('|') + '|'];
  for (let r = 0; r < rows; r++) {
    const cells = ['`' + w.ident() + '`'];
    for (let c = 1; c < cols; c++) {
      cells.push(c === 1 ? String(w.int(0, 1000)) : w.sentence(2, 5).replace(/\.$/, ''));
    }
    out.push('| ' + cells.join(' | ') + ' |');
  }
  return out.join('\n');
}

function mermaid(w) {
  const a = w.cap(w.pick(WORDS));
  const b = w.cap(w.pick(WORDS));
  const c = w.cap(w.pick(WORDS));
  return [
    '```mermaid',
    'flowchart LR',
    `  A[${a}] --> B(${b})`,
    `  B --> C{${c}?}`,
    `  C -->|yes| D[${w.cap(w.pick(WORDS))}]`,
    `  C -->|no| E[${w.cap(w.pick(WORDS))}]`,
    '```',
  ].join('\n');
}

function countWords(md) {
  // prose words only: drop fenced code and front matter, strip markdown punctuation
  const noCode = md.replace(/```[\s\S]*?```/g, ' ').replace(/^---[\s\S]*?---/, ' ');
  return noCode.split(/\s+/).filter((t) => /[A-Za-z]/.test(t)).length;
}

function makePage(i, n, sections, seed) {
  const r = rng((seed * 2654435761 + i * 40503 + 17) >>> 0);
  const w = makeWriter(r);
  const { pos } = pagePath(i, n, sections);
  const title = `${w.pick(TITLE_WORDS)} ${w.pick(TITLE_NOUNS)} ${i}`;
  const target = w.int(600, 900);
  const link = () => {
    let j = w.int(0, n - 1);
    if (j === i) j = (i + 1) % n;
    return `[${w.pick(TITLE_WORDS).toLowerCase()} ${w.pick(TITLE_NOUNS).toLowerCase()}](${relLink(i, j, n, sections)})`;
  };
  const para = (lo, hi) => {
    const k = w.int(lo, hi);
    const s = [];
    for (let q = 0; q < k; q++) {
      let x = w.sentence();
      if (r() < 0.18) x = x.replace(/\.$/, '') + ', see ' + link() + '.';
      s.push(x);
    }
    return s.join(' ');
  };
  const parts = [];
  parts.push('---');
  parts.push(`title: "${title}"`);
  parts.push(`sidebar_position: ${pos}`);
  parts.push('---');
  parts.push('');
  parts.push(`${para(3, 5)} Start with ${link()} if this is new to you.`);
  parts.push('');
  parts.push('![Architecture diagram](../assets/architecture.png)');
  let h2 = 0;
  const langs = ['ts', 'bash', 'json'];
  let wrote = 0;
  while (countWords(parts.join('\n')) < target || h2 < 3) {
    h2++;
    parts.push('');
    parts.push(`## ${w.pick(TITLE_WORDS)} the ${w.cap(w.pick(WORDS))} ${w.cap(w.pick(WORDS))}`);
    parts.push('');
    parts.push(para(3, 6));
    const roll = r();
    if (roll < 0.45) {
      parts.push('');
      const k = w.int(3, 6);
      for (let q = 0; q < k; q++) parts.push(`- ${r() < 0.25 ? link() + ': ' : ''}${w.sentence(5, 12)}`);
    }
    if (r() < 0.3) {
      parts.push('');
      parts.push(table(w));
    }
    if (r() < 0.55) {
      parts.push('');
      parts.push(w.sentence(6, 12).replace(/\.$/, ':'));
      parts.push('');
      parts.push(codeBlock(w, langs[wrote++ % 3]));
    }
    if (r() < 0.6) {
      parts.push('');
      parts.push(`### ${w.cap(w.pick(WORDS))} ${w.pick(WORDS)} ${w.pick(WORDS)}`);
      parts.push('');
      parts.push(para(2, 5));
    }
    if (i % 20 === 7 && h2 === 2) {
      parts.push('');
      parts.push('The flow below shows how the pieces fit together.');
      parts.push('');
      parts.push(mermaid(w));
    }
    if (h2 > 20) break;
  }
  parts.push('');
  parts.push('## See also');
  parts.push('');
  for (let q = 0; q < 3; q++) parts.push(`- ${link()}`);
  parts.push('');
  return parts.join('\n');
}

// Minimal truecolor PNG (no deps): a 640x360 diagram-ish picture.
function makePng(width = 640, height = 360) {
  const crcTable = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    crcTable[n] = c >>> 0;
  }
  const crc = (buf) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type, data) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const td = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const c = Buffer.alloc(4);
    c.writeUInt32BE(crc(td));
    return Buffer.concat([len, td, c]);
  };
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    raw[row] = 0;
    for (let x = 0; x < width; x++) {
      const box = x % 200 > 20 && x % 200 < 180 && y > 120 && y < 240;
      const o = row + 1 + x * 3;
      raw[o] = box ? 46 : 240 - (y >> 3);
      raw[o + 1] = box ? 133 : 244 - (x >> 4);
      raw[o + 2] = box ? 85 : 250;
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  ihdr[10] = 0;
  ihdr[11] = 0;
  ihdr[12] = 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function main() {
  const a = parseArgs(process.argv);
  if (a.help || !a.out || !(a.pages > 0)) {
    console.log('usage: node make-corpus.mjs --pages N --out DIR [--seed S] [--sections K]');
    process.exit(a.help ? 0 : 2);
  }
  const docs = join(a.out, 'docs');
  if (existsSync(docs)) rmSync(docs, { recursive: true, force: true });
  mkdirSync(join(docs, 'assets'), { recursive: true });
  writeFileSync(join(docs, 'assets', 'architecture.png'), makePng());
  let words = 0;
  let bytes = 0;
  let mermaidPages = 0;
  const sectionsUsed = new Set();
  for (let i = 0; i < a.pages; i++) {
    const p = pagePath(i, a.pages, a.sections);
    sectionsUsed.add(p.section);
    mkdirSync(join(docs, `section-${p.section}`), { recursive: true });
    const md = makePage(i, a.pages, a.sections, a.seed);
    words += countWords(md);
    bytes += Buffer.byteLength(md);
    if (md.includes('```mermaid')) mermaidPages++;
    writeFileSync(join(docs, p.rel), md);
  }
  const manifest = {
    pages: a.pages,
    sections: sectionsUsed.size,
    seed: a.seed,
    mermaidPages,
    totalProseWords: words,
    avgProseWords: Math.round(words / a.pages),
    totalMarkdownBytes: bytes,
    typicalPage: `docs/${pagePath(42 % a.pages, a.pages, a.sections).rel}`,
  };
  writeFileSync(join(a.out, 'corpus.json'), JSON.stringify(manifest, null, 2) + '\n');
  console.log(JSON.stringify(manifest));
}

main();

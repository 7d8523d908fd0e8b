// One set of i18n checks for every app's jest suite (host and each remote):
//  - en.json and hi.json have the same keys, no empty values, and the same {{variables}};
//  - every literal t('key') in the app's source exists in en.json (a missing key shows the raw
//    key to a student, in either language);
//  - no hard-coded user-visible English in JSX (text nodes, aria-label, title, placeholder, alt).
// Usage, in `src/locales/locales.test.ts`:
//   import en from './en.json'; import hi from './hi.json';
//   import { describeI18nChecks } from 'tools/jest/i18n-checks';
//   describeI18nChecks({ en, hi });
const fs = require('node:fs');
const path = require('node:path');

/** Flattens nested messages to dotted keys. Non-string leaves are kept (and reported). */
function flattenMessages(tree, prefix = '', out = {}) {
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === 'object' && !Array.isArray(v)) flattenMessages(v, key, out);
    else out[key] = v;
  }
  return out;
}

/** The {{variables}} of a message, sorted, without formats ({{count, number}} → count). */
function interpolationVars(message) {
  const names = [...String(message).matchAll(/\{\{\s*-?\s*([^},\s]+)[^}]*\}\}/g)].map((m) => m[1]);
  return [...new Set(names)].sort();
}

/** Every way the two catalogues disagree, as readable lines (empty when they match). */
function localeProblems(en, hi) {
  const e = flattenMessages(en);
  const h = flattenMessages(hi);
  const problems = [];
  for (const k of Object.keys(e)) if (!(k in h)) problems.push(`hi.json lacks "${k}" (en: ${JSON.stringify(e[k])})`);
  for (const k of Object.keys(h)) if (!(k in e)) problems.push(`hi.json has "${k}", which en.json lacks`);
  for (const [lng, flat] of [['en', e], ['hi', h]]) {
    for (const [k, v] of Object.entries(flat)) {
      if (typeof v !== 'string') problems.push(`${lng}.json "${k}" is not a string`);
      else if (!v.trim()) problems.push(`${lng}.json "${k}" is empty`);
    }
  }
  for (const k of Object.keys(e)) {
    if (!(k in h) || typeof e[k] !== 'string' || typeof h[k] !== 'string') continue;
    const a = interpolationVars(e[k]).join(', ');
    const b = interpolationVars(h[k]).join(', ');
    if (a !== b) problems.push(`"${k}" variables differ: en {${a}} hi {${b}}`);
  }
  return problems;
}

function sourceFiles(dir, out = []) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!['node_modules', 'dist', 'testing', 'test', 'test-utils', '__mocks__'].includes(entry.name)) sourceFiles(p, out);
    } else if (/\.tsx?$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') && !/^test-utils?\./.test(entry.name)) {
      out.push(p);
    }
  }
  return out;
}

const UI_ATTRIBUTES = new Set(['aria-label', 'aria-description', 'aria-valuetext', 'aria-roledescription', 'aria-placeholder', 'title', 'placeholder', 'alt']);
const WORDS = /[A-Za-z]{2,}/;

/**
 * Hard-coded user-visible English in the JSX of `srcDir`: text nodes, UI attributes given a
 * literal (or a template literal whose fixed parts hold words). `allow` lists texts that are
 * the same in every language (brand names).
 */
function findHardcodedStrings(srcDir, allow = []) {
  const ts = require('typescript');
  const allowed = new Set(allow);
  const hits = [];
  for (const file of sourceFiles(srcDir)) {
    const code = fs.readFileSync(file, 'utf8');
    if (!file.endsWith('.tsx') && !/<[A-Za-z]/.test(code)) continue;
    const sf = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
    const report = (node, what) => {
      const { line } = sf.getLineAndCharacterOfPosition(node.getStart());
      hits.push(`${path.relative(srcDir, file)}:${line + 1} ${what}`);
    };
    const visit = (node) => {
      if (ts.isJsxText(node)) {
        const text = node.text.replace(/\s+/g, ' ').trim();
        if (WORDS.test(text) && !allowed.has(text)) report(node, `text ${JSON.stringify(text)}`);
      } else if (ts.isJsxExpression(node) && node.expression && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) {
        const e = node.expression;
        if ((ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) && WORDS.test(e.text) && !allowed.has(e.text.trim())) report(node, `text ${e.getText()}`);
      } else if (ts.isJsxAttribute(node) && UI_ATTRIBUTES.has(node.name.getText()) && node.initializer) {
        const init = node.initializer;
        const expr = ts.isJsxExpression(init) ? init.expression : init;
        const name = node.name.getText();
        if (expr && (ts.isStringLiteral(expr) || ts.isNoSubstitutionTemplateLiteral(expr))) {
          if (WORDS.test(expr.text) && !allowed.has(expr.text)) report(node, `${name}=${JSON.stringify(expr.text)}`);
        } else if (expr && ts.isTemplateExpression(expr)) {
          const fixed = [expr.head.text, ...expr.templateSpans.map((s) => s.literal.text)].join(' ');
          if (WORDS.test(fixed)) report(node, `${name}=${expr.getText()}`);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
  }
  return hits;
}

/** Every `locales` folder under srcDir holding en.json and hi.json (the app's, and any feature's own). */
function catalogues(srcDir) {
  const out = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name === 'node_modules') continue;
      const p = path.join(dir, entry.name);
      if (entry.name === 'locales' && fs.existsSync(path.join(p, 'en.json'))) {
        const read = (lng) => JSON.parse(fs.readFileSync(path.join(p, `${lng}.json`), 'utf8'));
        out.push({ dir: p, name: path.relative(srcDir, p), en: read('en'), hi: fs.existsSync(path.join(p, 'hi.json')) ? read('hi') : {} });
      } else walk(p);
    }
  };
  walk(srcDir);
  return out;
}

/**
 * Literal keys passed to `t('…')` / `i18n.t('…')` / `<Trans i18nKey="…">` that the nearest
 * catalogue (the closest `locales/en.json` above the file) lacks. Keys with a namespace prefix
 * (`ns:key`) or built at run time are not checked; a plural key counts as present when its
 * `_one`/`_other` forms are.
 */
function findMissingKeys(srcDir) {
  const ts = require('typescript');
  const cats = new Map(catalogues(srcDir).map((c) => [path.dirname(c.dir), new Set(Object.keys(flattenMessages(c.en)))]));
  const catalogueFor = (file) => {
    for (let dir = path.dirname(file); dir.startsWith(srcDir); dir = path.dirname(dir)) if (cats.has(dir)) return cats.get(dir);
    return new Set();
  };
  const missing = [];
  for (const file of sourceFiles(srcDir)) {
    const code = fs.readFileSync(file, 'utf8');
    if (!/\bt\(|i18nKey/.test(code)) continue;
    const keys = catalogueFor(file);
    const has = (k) => keys.has(k) || keys.has(`${k}_one`) || keys.has(`${k}_other`) || [...keys].some((x) => x.startsWith(`${k}.`));
    const sf = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
    const check = (node, key) => {
      if (!/^[A-Za-z0-9_.]+$/.test(key) || has(key)) return;
      const { line } = sf.getLineAndCharacterOfPosition(node.getStart());
      missing.push(`${path.relative(srcDir, file)}:${line + 1} "${key}"`);
    };
    const visit = (node) => {
      if (ts.isCallExpression(node) && node.arguments.length > 0) {
        const callee = node.expression;
        const isT = (ts.isIdentifier(callee) && callee.text === 't') || (ts.isPropertyAccessExpression(callee) && callee.name.text === 't');
        const first = node.arguments[0];
        if (isT && (ts.isStringLiteral(first) || ts.isNoSubstitutionTemplateLiteral(first))) check(first, first.text);
      } else if (ts.isJsxAttribute(node) && node.name.getText() === 'i18nKey' && node.initializer && ts.isStringLiteral(node.initializer)) {
        check(node, node.initializer.text);
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
  }
  return missing;
}

/** The app's `src` folder, found from the running test file's path. */
function srcDirOfTest() {
  // eslint-disable-next-line no-undef
  let dir = path.dirname(expect.getState().testPath);
  while (path.basename(dir) !== 'src' && path.dirname(dir) !== dir) dir = path.dirname(dir);
  return dir;
}

/** Values left in English in hi.json (brand names in `allow` and pure {{variables}} excepted). */
function untranslated(en, hi, allow = []) {
  const e = flattenMessages(en);
  const h = flattenMessages(hi);
  return Object.keys(e).filter((k) => h[k] === e[k] && WORDS.test(String(e[k]).replace(/\{\{[^}]*\}\}/g, '')) && !allow.includes(String(e[k])));
}

/** Menu items (src/app/nav.json, drawn by the host before the remote loads) lacking a title or description in a language. */
function navProblems(srcDir) {
  const file = path.join(srcDir, 'app', 'nav.json');
  if (!fs.existsSync(file)) return [];
  const problems = [];
  for (const item of JSON.parse(fs.readFileSync(file, 'utf8'))) {
    for (const field of ['title', 'description']) {
      for (const lng of ['en', 'hi']) {
        const v = item[field] && item[field][lng];
        if (typeof v !== 'string' || !v.trim()) problems.push(`${item.routeId}: ${field}.${lng} is missing`);
      }
      if (item[field] && item[field].en === item[field].hi) problems.push(`${item.routeId}: ${field}.hi is the English text`);
    }
  }
  return problems;
}

/**
 * Registers the app's i18n tests: its `src/locales/{en,hi}.json` (passed in) and any other
 * catalogue under `src` (a feature's own `locales` folder). Options: `allow` (texts that stay
 * the same in every language, such as the brand), `checkKeys` (false to skip the t() key check).
 */
function describeI18nChecks({ en, hi, allow = ['Vistas'], checkKeys = true }) {
  /* eslint-disable no-undef */
  const others = () => catalogues(srcDirOfTest()).filter((c) => c.name !== 'locales');
  describe('locales', () => {
    it('en.json and hi.json have the same keys, no empty values and the same {{variables}}', () => {
      expect(localeProblems(en, hi)).toEqual([]);
      for (const c of others()) expect([c.name, localeProblems(c.en, c.hi)]).toEqual([c.name, []]);
    });
    it('every English value is translated in hi.json (brand names excepted)', () => {
      expect(untranslated(en, hi, allow)).toEqual([]);
      for (const c of others()) expect([c.name, untranslated(c.en, c.hi, allow)]).toEqual([c.name, []]);
    });
    it('menu items (src/app/nav.json) have an English and a Hindi title and description', () => {
      expect(navProblems(srcDirOfTest())).toEqual([]);
    });
    it('no hard-coded user-visible English in JSX (text, aria-label, title, placeholder, alt)', () => {
      expect(findHardcodedStrings(srcDirOfTest(), allow)).toEqual([]);
    });
    if (checkKeys) {
      it('every literal t() key used in the source exists in its catalogue', () => {
        expect(findMissingKeys(srcDirOfTest())).toEqual([]);
      });
    }
  });
  /* eslint-enable no-undef */
}

module.exports = { flattenMessages, interpolationVars, localeProblems, untranslated, catalogues, navProblems, findHardcodedStrings, findMissingKeys, describeI18nChecks };

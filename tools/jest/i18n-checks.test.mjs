// node --test: the i18n checks every app's jest suite runs find what they should.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { localeProblems, untranslated, interpolationVars, findHardcodedStrings, findMissingKeys, navProblems } = require('./i18n-checks.js');

function fixture(files) {
  const src = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'i18n-checks-')), 'src');
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(src, rel)), { recursive: true });
    fs.writeFileSync(path.join(src, rel), typeof text === 'string' ? text : JSON.stringify(text));
  }
  return src;
}

test('catalogue parity: missing, extra, empty keys and different variables', () => {
  const problems = localeProblems({ a: 'Hi {{name}}', b: { c: 'Yes' }, d: 'Only English' }, { a: 'नमस्ते {{user}}', b: { c: ' ' }, e: 'अतिरिक्त' });
  assert.deepEqual(problems, [
    'hi.json lacks "d" (en: "Only English")',
    'hi.json has "e", which en.json lacks',
    'hi.json "b.c" is empty',
    '"a" variables differ: en {name} hi {user}',
  ]);
  assert.deepEqual(localeProblems({ a: 'x {{n}}' }, { a: 'क {{n}}' }), []);
  assert.deepEqual(interpolationVars('{{count, number}} of {{ total }}'), ['count', 'total']);
});

test('values left in English are found; brand names and pure variables are not', () => {
  assert.deepEqual(untranslated({ a: 'Save', b: '{{x}}/{{y}}', c: 'Vistas', d: 'Home' }, { a: 'Save', b: '{{x}}/{{y}}', c: 'Vistas', d: 'होम' }, ['Vistas']), ['a']);
});

test('hard-coded English in JSX: text, aria-label, title, placeholder, alt; t() calls and brand names pass', () => {
  const src = fixture({
    'features/a/A.tsx': `export function A({ t, n }) {
      return (<div>
        <h1>Welcome back</h1>
        <p>{t('ok')}</p>
        <button aria-label="Close dialog" title={t('x')}>x</button>
        <input placeholder={'Type here'} />
        <img alt={\`Photo \${n}\`} src="/a.png" />
        <span aria-label={\`\${t('score')}: \${n}\`} />
        <b>Vistas</b>
        <i>{'Loading'}</i>
      </div>);
    }`,
    'features/a/A.test.tsx': 'export const x = <p>Test text is fine</p>;',
  });
  const hits = findHardcodedStrings(src, ['Vistas']).map((h) => h.replace(/^features\/a\/A\.tsx:\d+ /, ''));
  assert.deepEqual(hits, ['text "Welcome back"', 'aria-label="Close dialog"', 'placeholder="Type here"', 'alt=`Photo ${n}`', "text 'Loading'"]);
});

test('t() keys missing from the nearest catalogue; plurals, nested catalogues and namespaced keys', () => {
  const src = fixture({
    'locales/en.json': { home: { title: 'Home' }, items_one: '{{count}} item', items_other: '{{count}} items' },
    'locales/hi.json': { home: { title: 'होम' }, items_one: '{{count}} चीज़', items_other: '{{count}} चीज़ें' },
    'features/about/locales/en.json': { open: 'About' },
    'features/about/locales/hi.json': { open: 'परिचय' },
    'features/home/Home.tsx': "export const H = ({ t }) => [t('home.title'), t('items', { count: 2 }), t('home.missing'), t('host:other.ns'), t(`dyn.${1}`)];",
    'features/about/About.tsx': "export const A = ({ t }) => [t('open'), t('home.title')];",
  });
  assert.deepEqual(findMissingKeys(src).map((m) => m.replace(/:\d+ /, ' ')), ['features/about/About.tsx "home.title"', 'features/home/Home.tsx "home.missing"']);
});

test('menu items need an English and a Hindi title and description', () => {
  const src = fixture({
    'app/nav.json': [
      { routeId: 'home', title: { en: 'Home', hi: 'होम' }, description: { en: 'Today', hi: 'आज' } },
      { routeId: 'quiz', title: { en: 'Tests', hi: 'Tests' }, description: { en: 'Practice' } },
    ],
  });
  assert.deepEqual(navProblems(src), ['quiz: title.hi is the English text', 'quiz: description.hi is missing']);
});

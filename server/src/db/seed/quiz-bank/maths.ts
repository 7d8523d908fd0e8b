import type { BankQuestion } from './types.js';

/**
 * Maths questions generated with computed answers, per chapter, from a seeded random source
 * (the same questions on every start). `count` questions per chapter; geometry chapters
 * without numbers to compute are hand-written in `primary-geometry.ts`.
 */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type R = () => number;
const int = (r: R, lo: number, hi: number) => lo + Math.floor(r() * (hi - lo + 1));

/** An objective question whose options are the answer and three distinct wrong values. */
function mcq(r: R, q: string, answer: number | string, wrong: (number | string)[], e: string): BankQuestion {
  const opts = [String(answer)];
  for (const w of wrong) if (!opts.includes(String(w)) && opts.length < 4) opts.push(String(w));
  let k = 1;
  while (opts.length < 4) {
    const extra = typeof answer === 'number' ? String(answer + k * (k % 2 ? 1 : -1) * 2) : `${answer} ${k}`;
    if (!opts.includes(extra)) opts.push(extra);
    k++;
  }
  // Shuffle, remembering where the answer went.
  const order = opts.map((o, i) => ({ o, k: r(), i })).sort((a, b) => a.k - b.k);
  return { t: 'o', q, o: order.map((x) => x.o), a: order.findIndex((x) => x.i === 0), e };
}

const typed = (q: string, a: number | string, e: string): BankQuestion => ({ t: 's', q, a: String(a), e });

const gcd = (a: number, b: number): number => (b ? gcd(b, a % b) : Math.abs(a));
const frac = (n: number, d: number) => {
  const g = gcd(n, d);
  return d / g === 1 ? `${n / g}` : `${n / g}/${d / g}`;
};

type Gen = (r: R, i: number) => BankQuestion;

const GENERATORS: Record<number, Gen> = {
  // Class 1
  1102: (r) => {
    const n = int(r, 1, 8);
    return mcq(r, `Which number comes just after ${n}?`, n + 1, [n - 1, n + 2, n], `Counting on by one: after ${n} comes ${n + 1}.`);
  },
  1103: (r, i) => {
    const a = int(r, 1, 5);
    const b = int(r, 1, 4);
    return i % 2
      ? typed(`${a} + ${b} = ?`, a + b, `Start at ${a} and count on ${b}: ${a + b}.`)
      : mcq(r, `Riya has ${a} balloons and gets ${b} more. How many balloons does she have now?`, a + b, [a + b - 1, a + b + 1, a], `${a} + ${b} = ${a + b}.`);
  },
  // Class 2
  2102: (r, i) => {
    const g = int(r, 2, 5);
    const n = int(r, 2, 5);
    return i % 2
      ? typed(`${g} groups of ${n} make how many in all?`, g * n, `${g} groups of ${n} = ${Array(g).fill(n).join(' + ')} = ${g * n}.`)
      : mcq(r, `Count in ${n}s: ${n}, ${2 * n}, ${3 * n}, __. What comes next?`, 4 * n, [4 * n + 1, 3 * n + 1, 5 * n], `Add ${n} each time: ${3 * n} + ${n} = ${4 * n}.`);
  },
  // Class 3
  3102: (r, i) => {
    const n = int(r, 101, 989);
    const h = Math.floor(n / 100);
    const t = Math.floor((n % 100) / 10);
    return i % 2
      ? mcq(r, `How many hundreds are there in ${n}?`, h, [t, n % 10, h + 1], `${n} = ${h} hundreds + ${t} tens + ${n % 10} ones.`)
      : typed(`Write the number that is 10 more than ${n}.`, n + 10, `Adding 10 increases the tens digit by one: ${n} + 10 = ${n + 10}.`);
  },
  3103: (r, i) => {
    const a = int(r, 25, 89);
    const b = int(r, 11, a - 5);
    return i % 2
      ? typed(`${a} - ${b} = ?`, a - b, `Subtract the ones, then the tens (borrowing if needed): ${a} - ${b} = ${a - b}.`)
      : mcq(r, `A shop had ${a} mangoes and sold ${b}. How many are left?`, a - b, [a + b, a - b + 10, a - b - 1], `Left = ${a} - ${b} = ${a - b}.`);
  },
  // Class 4
  4102: (r, i) => {
    const m = int(r, 2, 9);
    const cm = int(r, 5, 95);
    return i % 2
      ? typed(`How many centimetres are there in ${m} metres?`, m * 100, `1 m = 100 cm, so ${m} m = ${m * 100} cm.`)
      : mcq(r, `${m} m ${cm} cm is how many centimetres?`, m * 100 + cm, [m * 10 + cm, m + cm, m * 100 + cm * 10], `${m} m = ${m * 100} cm; ${m * 100} + ${cm} = ${m * 100 + cm} cm.`);
  },
  4103: (r, i) => {
    const seats = int(r, 12, 48);
    const buses = int(r, 3, 9);
    return i % 2
      ? typed(`A train has ${buses} coaches with ${seats} seats each. How many seats are there in all?`, seats * buses, `${seats} x ${buses} = ${seats * buses}.`)
      : mcq(r, `The train leaves at 9:00 and the journey takes ${buses} hours. When does it arrive (24-hour time)?`, `${9 + buses}:00`, [`${8 + buses}:00`, `${10 + buses}:00`, `${buses}:00`], `9:00 + ${buses} hours = ${9 + buses}:00.`);
  },
  // Class 5
  5101: (r, i) => {
    const kg = int(r, 12, 40);
    const trips = int(r, 3, 9);
    return i % 2
      ? typed(`A boat catches ${kg} kg of fish on each trip. How many kg in ${trips} trips?`, kg * trips, `${kg} x ${trips} = ${kg * trips} kg.`)
      : mcq(r, `Fish is sold at ₹${kg * 5} per kg. What is the price of ${trips} kg?`, kg * 5 * trips, [kg * 5 + trips, kg * trips, kg * 5 * (trips + 1)], `Price = ${kg * 5} x ${trips} = ₹${kg * 5 * trips}.`);
  },
  5103: (r, i) => {
    const d = [2, 3, 4, 5, 6][int(r, 0, 4)]!;
    const whole = d * int(r, 2, 9);
    return i % 2
      ? typed(`What is 1/${d} of ${whole}?`, whole / d, `Divide ${whole} into ${d} equal parts: ${whole} ÷ ${d} = ${whole / d}.`)
      : mcq(r, `A cake is cut into ${d * 2} equal pieces. What fraction is one piece?`, `1/${d * 2}`, [`1/${d}`, `${d * 2}`, `2/${d}`], `One of ${d * 2} equal parts is 1/${d * 2}.`);
  },
  // Class 6
  6101: (r, i) => {
    const n = int(r, 10000, 99999);
    const rounded = Math.round(n / 1000) * 1000;
    return i % 2
      ? typed(`Round ${n} to the nearest thousand.`, rounded, `Look at the hundreds digit (${Math.floor((n % 1000) / 100)}): ${n} rounds to ${rounded}.`)
      : mcq(r, `What is the place value of ${Math.floor(n / 10000)} in ${n}?`, Math.floor(n / 10000) * 10000, [Math.floor(n / 10000) * 1000, Math.floor(n / 10000), Math.floor(n / 10000) * 100], `It is in the ten-thousands place: ${Math.floor(n / 10000)} x 10000.`);
  },
  6102: (r, i) => {
    const a = int(r, 11, 99);
    const b = int(r, 2, 9);
    return i % 2
      ? typed(`Find ${a} x ${b} + ${a} x ${10 - b} using the distributive property.`, a * 10, `${a} x (${b} + ${10 - b}) = ${a} x 10 = ${a * 10}.`)
      : mcq(r, `What is the predecessor of ${a * 100}?`, a * 100 - 1, [a * 100 + 1, a * 100 - 10, a * 10 - 1], `The predecessor is one less: ${a * 100} - 1 = ${a * 100 - 1}.`);
  },
  6103: (r, i) => {
    const d = int(r, 5, 12);
    const a = int(r, 1, d - 3);
    const b = int(r, 1, d - a - 1);
    return i % 2
      ? typed(`${a}/${d} + ${b}/${d} = ? (in lowest terms)`, frac(a + b, d), `Like fractions: add the numerators, keep the denominator: ${a + b}/${d} = ${frac(a + b, d)}.`)
      : mcq(r, `Which fraction is equivalent to ${a}/${d}?`, `${a * 3}/${d * 3}`, [`${a + 3}/${d + 3}`, `${a * 3}/${d}`, `${a}/${d * 3}`], `Multiply numerator and denominator by the same number: ${a}/${d} = ${a * 3}/${d * 3}.`);
  },
  // Class 7
  7101: (r, i) => {
    const a = -int(r, 2, 15);
    const b = int(r, 2, 12);
    return i % 2
      ? typed(`(${a}) x (${-b}) = ?`, a * -b, `The product of two negative integers is positive: ${-a} x ${b} = ${a * -b}.`)
      : mcq(r, `(${a}) + ${b} = ?`, a + b, [a - b, -a + b, -(a + b)], `Move ${b} steps right from ${a} on the number line: ${a + b}.`);
  },
  7102: (r, i) => {
    const a = int(r, 11, 49) / 10;
    const b = int(r, 2, 9);
    const p = Math.round(a * b * 10) / 10;
    return i % 2
      ? typed(`${a} x ${b} = ?`, p, `${a * 10} x ${b} = ${Math.round(a * 10 * b)}, then put back one decimal place: ${p}.`)
      : mcq(r, `${b}/${b * 2 + 1} of ${b * 2 + 1} is:`, b, [b * 2 + 1, b + 1, 1], `${b}/${b * 2 + 1} x ${b * 2 + 1} = ${b}.`);
  },
  7103: (r, i) => {
    const x = int(r, 2, 12);
    const a = int(r, 2, 6);
    const b = int(r, 1, 15);
    return i % 2
      ? typed(`Solve for x: ${a}x + ${b} = ${a * x + b}`, x, `${a}x = ${a * x + b} - ${b} = ${a * x}, so x = ${a * x} ÷ ${a} = ${x}.`)
      : mcq(r, `If x/${a} = ${x}, then x =`, a * x, [x, a + x, x - a], `Multiply both sides by ${a}: x = ${a * x}.`);
  },
  // Class 8
  8101: (r, i) => {
    const n = int(r, 1, 9);
    const d = int(r, n + 1, 13);
    return i % 2
      ? mcq(r, `The additive inverse of ${n}/${d} is:`, `-${n}/${d}`, [`${d}/${n}`, `${n}/${d}`, `-${d}/${n}`], `A number plus its additive inverse is 0: ${n}/${d} + (-${n}/${d}) = 0.`)
      : typed(`The multiplicative inverse (reciprocal) of ${n}/${d} is:`, `${d}/${n}`, `${n}/${d} x ${d}/${n} = 1.`);
  },
  8102: (r, i) => {
    const x = int(r, 2, 15);
    const a = int(r, 2, 7);
    const b = int(r, 1, 20);
    return i % 2
      ? typed(`Solve: ${a}x - ${b} = ${a * x - b}`, x, `${a}x = ${a * x - b} + ${b} = ${a * x}; x = ${x}.`)
      : mcq(r, `The sum of two consecutive numbers is ${2 * x + 1}. The smaller number is:`, x, [x + 1, x - 1, 2 * x], `x + (x + 1) = ${2 * x + 1} gives 2x = ${2 * x}, so x = ${x}.`);
  },
  8103: (r, i) => {
    const n = [5, 6, 8, 9, 10, 12][int(r, 0, 5)]!;
    const a = int(r, 60, 100);
    const b = int(r, 70, 110);
    const c = int(r, 60, 100);
    return i % 2
      ? typed(`Three angles of a quadrilateral are ${a}°, ${b}° and ${c}°. Find the fourth angle in degrees.`, 360 - a - b - c, `The angles of a quadrilateral add up to 360°: 360 - ${a} - ${b} - ${c} = ${360 - a - b - c}.`)
      : mcq(r, `Each exterior angle of a regular polygon with ${n} sides is:`, `${360 / n}°`, [`${180 / n}°`, `${(180 * (n - 2)) / n}°`, `${360 / (n + 1)}°`], `Exterior angles add up to 360°, so each is 360 ÷ ${n} = ${360 / n}°.`);
  },
  // Class 9
  9101: (r, i) => {
    const b = [4, 8, 9, 16, 25, 27][int(r, 0, 5)]!;
    const roots: Record<number, [number, number]> = { 4: [2, 2], 8: [3, 2], 9: [2, 3], 16: [2, 4], 25: [2, 5], 27: [3, 3] };
    const [n, root] = roots[b]!;
    return i % 2
      ? typed(`Find ${b}^(1/${n}).`, root, `${b}^(1/${n}) is the ${n === 2 ? 'square' : 'cube'} root of ${b}, which is ${root}.`)
      : mcq(r, `Simplify 2^${n} x 2^${root}.`, `2^${n + root}`, [`2^${n * root}`, `4^${n + root}`, `2^${Math.abs(n - root) || 1}`], `a^m x a^n = a^(m+n): 2^${n} x 2^${root} = 2^${n + root}.`);
  },
  9102: (r, i) => {
    const a = int(r, 1, 4);
    const c = int(r, 1, 9);
    const k = int(r, 2, 5);
    return i % 2
      ? typed(`Find the remainder when x^2 + ${k}x + ${c} is divided by x - ${a}.`, a * a + k * a + c, `Remainder theorem: p(${a}) = ${a * a} + ${k * a} + ${c} = ${a * a + k * a + c}.`)
      : mcq(r, `The degree of the polynomial ${k}x^3 - ${c}x + ${a} is:`, 3, [1, k, 2], `The highest power of x is 3.`);
  },
  9103: (r) => {
    const x = int(r, 1, 9) * (r() < 0.5 ? -1 : 1);
    const y = int(r, 1, 9) * (r() < 0.5 ? -1 : 1);
    const q = x > 0 ? (y > 0 ? 'I' : 'IV') : y > 0 ? 'II' : 'III';
    return mcq(r, `In which quadrant does the point (${x}, ${y}) lie?`, q, ['I', 'II', 'III', 'IV'].filter((v) => v !== q), `Signs: I (+, +), II (-, +), III (-, -), IV (+, -). (${x}, ${y}) is in quadrant ${q}.`);
  },
  // Class 11
  11101: (r, i) => {
    const n = int(r, 2, 6);
    const a = int(r, 10, 30);
    const b = int(r, 10, 30);
    const both = int(r, 2, 9);
    return i % 2
      ? typed(`A set has ${n} elements. How many subsets does it have?`, 2 ** n, `A set with n elements has 2^n subsets: 2^${n} = ${2 ** n}.`)
      : mcq(r, `n(A) = ${a}, n(B) = ${b} and n(A ∩ B) = ${both}. Find n(A ∪ B).`, a + b - both, [a + b, a + b + both, a - b + both], `n(A ∪ B) = n(A) + n(B) - n(A ∩ B) = ${a} + ${b} - ${both} = ${a + b - both}.`);
  },
  11102: (r, i) => {
    const deg = [30, 45, 60, 90, 120, 135, 150, 180][int(r, 0, 7)]!;
    const g = gcd(deg, 180);
    const rad = `${deg / g === 1 ? '' : deg / g}π${180 / g === 1 ? '' : `/${180 / g}`}`;
    const sinVals: Record<number, string> = { 30: '1/2', 45: '1/√2', 60: '√3/2', 90: '1' };
    const d = [30, 45, 60, 90][int(r, 0, 3)]!;
    return i % 2
      ? mcq(r, `${deg}° in radians is:`, rad, [`${deg}π`, `π/${deg}`, `${180 / g}π/${deg / g}`], `Multiply by π/180: ${deg} x π/180 = ${rad}.`)
      : mcq(r, `sin ${d}° = ?`, sinVals[d]!, Object.values(sinVals).filter((v) => v !== sinVals[d]), `Standard value: sin ${d}° = ${sinVals[d]}.`);
  },
  11103: (r, i) => {
    const x1 = int(r, -5, 5);
    const y1 = int(r, -5, 5);
    const m = int(r, -3, 4) || 2;
    const dx = int(r, 1, 4);
    const x2 = x1 + dx;
    const y2 = y1 + m * dx;
    return i % 2
      ? typed(`Find the slope of the line through (${x1}, ${y1}) and (${x2}, ${y2}).`, m, `m = (y2 - y1)/(x2 - x1) = ${y2 - y1}/${dx} = ${m}.`)
      : mcq(r, `The line y = ${m}x + ${y1} has slope:`, m, [y1 === m ? m + 1 : y1, -m, m * 2], `In y = mx + c the slope is m = ${m}.`);
  },
  // Class 12
  12101: (r, i) => {
    const a = int(r, 2, 5);
    const b = int(r, 1, 7);
    const x = int(r, 1, 5);
    return i % 2
      ? typed(`If f(x) = ${a}x + ${b}, find f(${x}).`, a * x + b, `f(${x}) = ${a} x ${x} + ${b} = ${a * x + b}.`)
      : mcq(r, `If f(x) = x + ${b} and g(x) = ${a}x, then (f∘g)(${x}) =`, a * x + b, [a * (x + b), x + b, a * x], `(f∘g)(${x}) = f(g(${x})) = f(${a * x}) = ${a * x + b}.`);
  },
  12102: (r, i) => {
    const p = int(r, 1, 6);
    const q = int(r, 1, 6);
    const s = int(r, 1, 6);
    const t = int(r, 1, 6);
    return i % 2
      ? typed(`Find the determinant of the matrix [[${p}, ${q}], [${s}, ${t}]].`, p * t - q * s, `|A| = ad - bc = ${p} x ${t} - ${q} x ${s} = ${p * t - q * s}.`)
      : mcq(r, `A matrix has ${p + 1} rows and ${q + 1} columns. How many elements does it have?`, (p + 1) * (q + 1), [p + q + 2, (p + 1) * (q + 2), p * q], `An m x n matrix has mn elements: ${p + 1} x ${q + 1} = ${(p + 1) * (q + 1)}.`);
  },
  12103: (r, i) => {
    const n = int(r, 1, 5);
    const k = n + 1;
    const a = int(r, 1, 3);
    return i % 2
      ? mcq(r, `∫ x^${n} dx = ?`, `x^${k}/${k} + C`, [`x^${n - 1 || 1}/${n} + C`, `${n}x^${n - 1} + C`, `x^${k} + C`], `Power rule: ∫ x^n dx = x^(n+1)/(n+1) + C.`)
      : typed(`Evaluate ∫ from 0 to ${a} of ${k}x^${n} dx.`, a ** k, `∫ ${k}x^${n} dx = x^${k}; from 0 to ${a}: ${a}^${k} - 0 = ${a ** k}.`);
  },
};

/** `count` generated questions for a maths chapter, or none when it has no generator. */
export function generatedMaths(idSubjectChapter: number, count: number): BankQuestion[] {
  const gen = GENERATORS[idSubjectChapter];
  if (!gen) return [];
  const r = rng(idSubjectChapter * 7919);
  const out: BankQuestion[] = [];
  const seen = new Set<string>();
  for (let i = 0; out.length < count && i < count * 6; i++) {
    const q = gen(r, out.length);
    if (seen.has(q.q)) continue;
    seen.add(q.q);
    out.push(q);
  }
  return out;
}

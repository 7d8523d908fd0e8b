import type { BankQuestion } from './types.js';

/**
 * The vocational test (VCT): aptitude questions in several subjects with marks. Sections
 * become the report's subject rows.
 */
export const VCT_QUESTIONS: readonly BankQuestion[] = [
  { t: 'o', section: 'Numerical Aptitude', idSubject: 1, marks: 2, q: 'A shirt costs ₹400 after a 20% discount. What was its price before the discount?', o: ['₹500', '₹480', '₹420', '₹520'], a: 0, e: 'After a 20% discount you pay 80%: 0.8 x P = 400, so P = ₹500.' },
  { t: 'o', section: 'Numerical Aptitude', idSubject: 1, marks: 2, q: 'Find the next number: 2, 6, 12, 20, 30, ?', o: ['42', '40', '36', '44'], a: 0, e: 'The differences are 4, 6, 8, 10, so the next difference is 12: 30 + 12 = 42.' },
  { t: 'o', section: 'Numerical Aptitude', idSubject: 1, marks: 2, q: 'A train covers 180 km in 3 hours. How far does it go in 5 hours at the same speed?', o: ['300 km', '250 km', '360 km', '270 km'], a: 0, e: 'Speed = 180 ÷ 3 = 60 km/h; in 5 hours: 60 x 5 = 300 km.' },
  { t: 's', section: 'Numerical Aptitude', idSubject: 1, marks: 2, q: 'If 5 pens cost ₹60, how many rupees do 8 pens cost?', a: '96', e: 'One pen costs 60 ÷ 5 = ₹12; 8 pens cost 12 x 8 = ₹96.' },
  { t: 'o', section: 'Scientific Reasoning', idSubject: 2, marks: 2, q: 'A plant kept in a dark room for a week turns pale. What is the most likely reason?', o: ['It cannot make chlorophyll and food without light', 'It has too much water', 'The room is too cold', 'Plants never need light'], a: 0, e: 'Light is needed for photosynthesis and for making chlorophyll; without it the leaves turn yellow-white.' },
  { t: 'o', section: 'Scientific Reasoning', idSubject: 2, marks: 2, q: 'Why does ice float on water?', o: ['Ice is less dense than water', 'Ice is heavier than water', 'Ice has air bubbles only', 'Water pushes everything up'], a: 0, e: 'Water expands when it freezes, so ice is less dense than liquid water and floats.' },
  { t: 'm', section: 'Scientific Reasoning', idSubject: 2, marks: 2, q: 'Which of these are good conductors of electricity? Choose all that apply.', o: ['copper', 'aluminium', 'rubber', 'dry wood'], a: [0, 1], e: 'Metals such as copper and aluminium conduct electricity; rubber and dry wood are insulators.' },
  { t: 'o', section: 'Verbal Ability', idSubject: 3, marks: 1, q: 'Choose the word closest in meaning to "diligent".', o: ['hard-working', 'lazy', 'angry', 'careless'], a: 0, e: 'Diligent means showing care and effort in one\'s work.' },
  { t: 'o', section: 'Verbal Ability', idSubject: 3, marks: 1, q: 'Choose the word opposite in meaning to "ancient".', o: ['modern', 'old', 'historic', 'antique'], a: 0, e: 'Ancient means very old; its opposite is modern.' },
  { t: 'o', section: 'Verbal Ability', idSubject: 3, marks: 1, q: 'Fill in the blank: She has been studying ___ two hours.', o: ['for', 'since', 'from', 'by'], a: 0, e: '"For" is used with a length of time; "since" with a point in time.' },
  { t: 'o', section: 'Logical Reasoning', idSubject: 6, marks: 2, q: 'All roses are flowers. Some flowers fade quickly. Which statement must be true?', o: ['All roses are flowers', 'All roses fade quickly', 'No rose fades quickly', 'All flowers are roses'], a: 0, e: 'Only the given fact is certain; "some flowers fade quickly" says nothing definite about roses.' },
  { t: 'o', section: 'Logical Reasoning', idSubject: 6, marks: 2, q: 'If CAT is written as DBU, how is DOG written?', o: ['EPH', 'CNF', 'DPH', 'EOH'], a: 0, e: 'Each letter moves one place forward: D→E, O→P, G→H.' },
  { t: 'o', section: 'Logical Reasoning', idSubject: 6, marks: 2, q: 'Ravi is taller than Sita. Sita is taller than Mohan. Who is the shortest?', o: ['Mohan', 'Sita', 'Ravi', 'Cannot be decided'], a: 0, e: 'Ravi > Sita > Mohan, so Mohan is the shortest.' },
];

/** The challenger test: a short mixed test against the clock. */
export const CHALLENGER_QUESTIONS: readonly BankQuestion[] = [
  { t: 'o', q: 'What is 15% of 200?', o: ['30', '15', '20', '35'], a: 0, e: '15/100 x 200 = 30.' },
  { t: 'o', q: 'Which gas do plants take in for photosynthesis?', o: ['carbon dioxide', 'oxygen', 'nitrogen', 'hydrogen'], a: 0, e: 'Plants use carbon dioxide and water to make glucose, giving out oxygen.' },
  { t: 'o', q: 'Who is known as the Father of the Indian Constitution?', o: ['Dr B. R. Ambedkar', 'Mahatma Gandhi', 'Jawaharlal Nehru', 'Sardar Patel'], a: 0, e: 'Dr B. R. Ambedkar chaired the Drafting Committee of the Constitution.' },
  { t: 's', q: 'What is 12 x 12?', a: '144', e: '12 x 12 = 144.' },
  { t: 'o', q: 'The plural of "child" is:', o: ['children', 'childs', 'childes', 'childrens'], a: 0, e: '"Child" has an irregular plural: children.' },
  { t: 'm', q: 'Which of these are prime numbers? Choose all that apply.', o: ['2', '9', '11', '15'], a: [0, 2], e: 'A prime has exactly two factors: 2 and 11 are prime; 9 = 3 x 3 and 15 = 3 x 5 are not.' },
  { t: 'o', q: 'Which is the largest planet in our solar system?', o: ['Jupiter', 'Saturn', 'Earth', 'Neptune'], a: 0, e: 'Jupiter is the largest planet, more than 11 times wider than Earth.' },
  { t: 'o', q: 'The angles of a triangle add up to:', o: ['180°', '360°', '90°', '270°'], a: 0, e: 'The angle-sum property: the three angles of any triangle add up to 180°.' },
];

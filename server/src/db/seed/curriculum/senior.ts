import type { ClassData } from './types.js';

/** Classes 11-12: Maths and Science (physics, chemistry and biology chapters). */
export const SENIOR: readonly ClassData[] = [
  {
    classNumber: 11,
    idClassStandard: 14,
    subjects: [
      {
        idSubject: 1,
        chapters: [
          {
            name: 'Sets',
            topic: 'Sets, subsets and Venn diagrams',
            description: 'Roster and set-builder forms, subsets, power sets, and operations on sets.',
            clip: 'what-is-a-fraction',
            notes: [
              'A set is a well-defined collection of objects. It can be written in roster form, {2, 4, 6}, or in set-builder form, {x : x is an even natural number less than 8}. The empty set ∅ has no elements. A is a subset of B (A ⊂ B) if every element of A is in B. A set with n elements has 2ⁿ subsets, which together form its power set.',
              'Union A ∪ B contains elements in A or B; intersection A ∩ B contains elements in both; the difference A - B contains elements of A not in B; the complement A\' contains elements of the universal set not in A. De Morgan\'s laws: (A ∪ B)\' = A\' ∩ B\' and (A ∩ B)\' = A\' ∪ B\'.',
              'For finite sets, n(A ∪ B) = n(A) + n(B) - n(A ∩ B). If 25 students like tea, 30 like coffee and 10 like both, then 45 like at least one.',
            ],
            qa: [
              { question: 'How many subsets does {a, b, c} have?', answer: '2³ = 8.' },
              { question: 'If n(A) = 25, n(B) = 30 and n(A ∩ B) = 10, find n(A ∪ B).', answer: '25 + 30 - 10 = 45.' },
            ],
          },
          {
            name: 'Trigonometric Functions',
            topic: 'Radian measure and trigonometric functions',
            description: 'Angles in radians, trigonometric functions of any angle, and sum and difference formulae.',
            clip: 'reading-a-map',
            notes: [
              'A radian is the angle subtended at the centre of a circle by an arc equal in length to the radius. π radians = 180°, so 1 radian ≈ 57°16\'. Arc length l = rθ with θ in radians.',
              'Using the unit circle, sin x and cos x are defined for every real x, with sin²x + cos²x = 1. Signs: all functions are positive in the first quadrant, sine in the second, tangent in the third and cosine in the fourth. sin and cos have period 2π; tan has period π.',
              'Sum formulae: sin(x + y) = sin x cos y + cos x sin y; cos(x + y) = cos x cos y - sin x sin y. From these, sin 2x = 2 sin x cos x and cos 2x = cos²x - sin²x. For example cos 75° = cos(45° + 30°) = (√6 - √2)/4.',
            ],
            qa: [
              { question: 'Convert 40°20\' into radians.', answer: '40°20\' = 121/3 degrees = 121π/540 radians.' },
              { question: 'In which quadrant are both sine and cosine negative?', answer: 'The third quadrant.' },
            ],
          },
          {
            name: 'Straight Lines',
            topic: 'Slope and equations of a line',
            description: 'Slope, angle between lines, and the various forms of the equation of a line.',
            clip: 'reading-a-map',
            notes: [
              'The slope of a line through (x₁, y₁) and (x₂, y₂) is m = (y₂ - y₁)/(x₂ - x₁) = tan θ, where θ is its inclination. Parallel lines have equal slopes; perpendicular lines have slopes whose product is -1.',
              'Forms of the equation: point-slope y - y₁ = m(x - x₁); slope-intercept y = mx + c; intercept form x/a + y/b = 1; general form Ax + By + C = 0, whose slope is -A/B.',
              'The distance of a point (x₁, y₁) from the line Ax + By + C = 0 is |Ax₁ + By₁ + C| / √(A² + B²). The distance between parallel lines Ax + By + C₁ = 0 and Ax + By + C₂ = 0 is |C₁ - C₂| / √(A² + B²).',
            ],
            qa: [
              { question: 'Find the slope of the line through (3, -2) and (-1, 4).', answer: '(4 - (-2)) / (-1 - 3) = -3/2.' },
              { question: 'Find the distance of (3, -5) from 3x - 4y - 26 = 0.', answer: '|9 + 20 - 26| / 5 = 3/5.' },
            ],
          },
        ],
      },
      {
        idSubject: 2,
        chapters: [
          {
            name: 'Units and Measurement',
            topic: 'SI units, significant figures and dimensions',
            description: 'The seven SI base units, significant figures, and dimensional analysis.',
            clip: 'force-and-motion',
            notes: [
              'The International System of Units (SI) has seven base units: metre (length), kilogram (mass), second (time), ampere (electric current), kelvin (temperature), mole (amount of substance) and candela (luminous intensity). All other units, like the newton (kg m s⁻²), are derived from them.',
              'Significant figures report the precision of a measurement: all non-zero digits are significant, zeros between them are significant, and leading zeros are not (0.00520 has three). In multiplication or division the result keeps as many significant figures as the least precise number.',
              'Every physical quantity has dimensions in terms of [M], [L], [T]: velocity [LT⁻¹], force [MLT⁻²], energy [ML²T⁻²]. An equation must be dimensionally consistent; this checks formulas and helps derive relations, e.g. the period of a pendulum T ∝ √(l/g).',
            ],
            qa: [
              { question: 'How many significant figures does 0.00520 have?', answer: 'Three (5, 2 and the trailing 0).' },
              { question: 'Write the dimensions of force.', answer: '[MLT⁻²].' },
            ],
          },
          {
            name: 'Some Basic Concepts of Chemistry',
            topic: 'The mole concept',
            description: 'Laws of chemical combination, atomic and molecular mass, the mole and stoichiometry.',
            clip: 'photosynthesis',
            notes: [
              'Matter combines according to laws: conservation of mass, definite proportions (water always has hydrogen and oxygen in a 1:8 mass ratio), multiple proportions, Gay Lussac\'s law of gaseous volumes and Avogadro\'s law (equal volumes of gases at the same temperature and pressure contain equal numbers of molecules).',
              'One mole contains 6.022 x 10²³ particles (Avogadro\'s number). The molar mass in grams equals the molecular mass in u: 1 mol of H₂O weighs 18 g. Molarity M = moles of solute per litre of solution.',
              'Stoichiometry uses balanced equations to relate amounts: in CH₄ + 2O₂ → CO₂ + 2H₂O, 16 g of methane needs 64 g of oxygen. The reactant that runs out first is the limiting reagent and decides how much product forms.',
            ],
            qa: [
              { question: 'How many molecules are in 18 g of water?', answer: '1 mole, i.e. 6.022 x 10²³ molecules.' },
              { question: 'What is a limiting reagent?', answer: 'The reactant that is used up first and limits the amount of product formed.' },
            ],
          },
          {
            name: 'Cell: The Unit of Life',
            topic: 'Prokaryotic and eukaryotic cells',
            description: 'Cell theory, cell envelope and organelles, and the differences between prokaryotes and eukaryotes.',
            clip: 'photosynthesis',
            notes: [
              'Cell theory (Schleiden and Schwann, modified by Virchow) states that all living organisms are made of cells and cell products, and that all cells arise from pre-existing cells (omnis cellula e cellula).',
              'Prokaryotic cells (bacteria, blue-green algae) lack a membrane-bound nucleus and organelles; their DNA lies in the nucleoid, and many have plasmids, a cell wall and 70S ribosomes. Eukaryotic cells have a true nucleus, membrane-bound organelles and 80S ribosomes in the cytoplasm.',
              'The fluid mosaic model (Singer and Nicolson, 1972) describes the cell membrane as a quasi-fluid lipid bilayer with proteins. The endomembrane system (ER, Golgi apparatus, lysosomes, vacuoles) works together; mitochondria and chloroplasts are semi-autonomous organelles with their own DNA.',
            ],
            qa: [
              { question: 'Who proposed that all cells arise from pre-existing cells?', answer: 'Rudolf Virchow (omnis cellula e cellula).' },
              { question: 'What type of ribosomes do prokaryotes have?', answer: '70S ribosomes.' },
            ],
          },
        ],
      },
    ],
  },
  {
    classNumber: 12,
    idClassStandard: 15,
    subjects: [
      {
        idSubject: 1,
        chapters: [
          {
            name: 'Relations and Functions',
            topic: 'Types of relations and functions',
            description: 'Reflexive, symmetric, transitive and equivalence relations; one-one and onto functions.',
            clip: 'what-is-a-fraction',
            notes: [
              'A relation R on a set A is reflexive if (a, a) ∈ R for every a; symmetric if (a, b) ∈ R implies (b, a) ∈ R; transitive if (a, b) and (b, c) in R imply (a, c) ∈ R. A relation with all three properties is an equivalence relation; it splits A into disjoint equivalence classes. "Has the same remainder when divided by 5" on integers is an equivalence relation.',
              'A function f : A → B is one-one (injective) if different elements have different images, and onto (surjective) if every element of B is an image. A function that is both is a bijection and has an inverse.',
              'Composition: (g∘f)(x) = g(f(x)). For f(x) = 2x + 3 on real numbers, f is a bijection with inverse f⁻¹(x) = (x - 3)/2.',
            ],
            qa: [
              { question: 'Is f(x) = x² from R to R one-one?', answer: 'No: f(2) = f(-2) = 4.' },
              { question: 'Find the inverse of f(x) = 2x + 3.', answer: 'f⁻¹(x) = (x - 3)/2.' },
            ],
          },
          {
            name: 'Matrices',
            topic: 'Matrix algebra',
            description: 'Types of matrices, addition and multiplication, transpose, and symmetric matrices.',
            clip: 'what-is-a-fraction',
            notes: [
              'A matrix is a rectangular array of numbers; an m x n matrix has m rows and n columns. Special types include row, column, square, diagonal, scalar, identity (I) and zero matrices. Two matrices are equal if they have the same order and equal corresponding entries.',
              'Matrices of the same order are added entry by entry. The product AB is defined when the number of columns of A equals the number of rows of B; entry (i, j) is the sum of products of row i of A with column j of B. Matrix multiplication is associative and distributive but not, in general, commutative: AB ≠ BA.',
              'The transpose Aᵀ swaps rows and columns, and (AB)ᵀ = BᵀAᵀ. A square matrix is symmetric if Aᵀ = A and skew-symmetric if Aᵀ = -A; every square matrix is the sum of a symmetric and a skew-symmetric matrix: A = ½(A + Aᵀ) + ½(A - Aᵀ).',
            ],
            qa: [
              { question: 'When is the product AB defined?', answer: 'When the number of columns of A equals the number of rows of B.' },
              { question: 'What is (AB)ᵀ?', answer: 'BᵀAᵀ.' },
            ],
          },
          {
            name: 'Integrals',
            topic: 'Indefinite and definite integrals',
            description: 'Integration as anti-differentiation, methods of integration and the fundamental theorem of calculus.',
            clip: 'what-is-a-fraction',
            notes: [
              'Integration is the reverse of differentiation: if d/dx F(x) = f(x), then ∫ f(x) dx = F(x) + C. Standard results: ∫ xⁿ dx = xⁿ⁺¹/(n + 1) + C (n ≠ -1), ∫ 1/x dx = log|x| + C, ∫ eˣ dx = eˣ + C, ∫ cos x dx = sin x + C.',
              'Methods: substitution (∫ 2x cos(x²) dx = sin(x²) + C), partial fractions for rational functions, and integration by parts: ∫ u v dx = u ∫ v dx - ∫ (u\' ∫ v dx) dx, so ∫ x eˣ dx = (x - 1)eˣ + C.',
              'The definite integral ∫ₐᵇ f(x) dx gives the area under the curve between a and b. By the fundamental theorem of calculus it equals F(b) - F(a): ∫₀² x² dx = 8/3.',
            ],
            qa: [
              { question: 'Evaluate ∫₀² x² dx.', answer: '[x³/3] from 0 to 2 = 8/3.' },
              { question: 'Find ∫ x eˣ dx.', answer: '(x - 1)eˣ + C, by parts.' },
            ],
          },
        ],
      },
      {
        idSubject: 2,
        chapters: [
          {
            name: 'Electric Charges and Fields',
            topic: "Coulomb's law and Gauss's law",
            description: 'Properties of charge, Coulomb\'s law, electric field lines, dipoles and Gauss\'s law.',
            clip: 'force-and-motion',
            notes: [
              'Electric charge is quantised (q = ne, with e = 1.6 x 10⁻¹⁹ C), conserved and additive. Like charges repel and unlike charges attract. Coulomb\'s law: F = k q₁q₂ / r², with k = 1/(4πε₀) ≈ 9 x 10⁹ N m² C⁻².',
              'The electric field E = F / q₀ is the force per unit positive test charge; for a point charge E = kq / r². Field lines start on positive and end on negative charges and never cross. An electric dipole (charges ±q separated by 2a) has dipole moment p = q x 2a, pointing from -q to +q; in a uniform field it feels a torque τ = p x E.',
              'Gauss\'s law: the electric flux through any closed surface equals the enclosed charge divided by ε₀ (Φ = q/ε₀). It gives the field of an infinite line charge E = λ / (2πε₀r), of an infinite plane sheet E = σ / (2ε₀), and shows the field inside a charged conducting shell is zero.',
            ],
            qa: [
              { question: 'State Gauss\'s law.', answer: 'The total electric flux through a closed surface is q/ε₀, where q is the charge enclosed.' },
              { question: 'How does the force between two charges change if the distance is doubled?', answer: 'It becomes one quarter (inverse square law).' },
            ],
          },
          {
            name: 'Solutions',
            topic: 'Concentration and colligative properties',
            description: 'Ways of expressing concentration, Raoult\'s law, and colligative properties.',
            clip: 'the-water-cycle',
            notes: [
              'A solution is a homogeneous mixture. Concentration can be expressed as mass percentage, mole fraction, molarity (moles per litre of solution) and molality (moles per kilogram of solvent; molality does not change with temperature). Henry\'s law: the solubility of a gas in a liquid is proportional to its partial pressure, which is why soda bottles are sealed under pressure.',
              'Raoult\'s law: in a solution of volatile liquids, the partial vapour pressure of each component equals its mole fraction times its pure vapour pressure. Ideal solutions obey it; non-ideal solutions show positive or negative deviations and may form azeotropes.',
              'Colligative properties depend only on the number of solute particles: relative lowering of vapour pressure, elevation of boiling point (ΔTb = Kb m), depression of freezing point (ΔTf = Kf m), and osmotic pressure (π = CRT). They are used to find molar masses; the van\'t Hoff factor i corrects for dissociation (i ≈ 2 for NaCl).',
            ],
            qa: [
              { question: 'Why is molality preferred to molarity in colligative calculations?', answer: 'Molality does not depend on temperature, as it uses the mass of solvent, not volume.' },
              { question: 'What is the van\'t Hoff factor for NaCl in dilute solution?', answer: 'About 2, because NaCl dissociates into Na⁺ and Cl⁻.' },
            ],
          },
          {
            name: 'Principles of Inheritance and Variation',
            topic: "Mendel's laws of inheritance",
            description: 'Monohybrid and dihybrid crosses, incomplete dominance, chromosomal theory and sex determination.',
            clip: 'photosynthesis',
            notes: [
              'Gregor Mendel worked with garden peas and seven pairs of contrasting traits. In a monohybrid cross of tall (TT) and dwarf (tt) plants, the F₁ generation was all tall, and the F₂ generation showed a 3:1 phenotypic ratio and a 1:2:1 genotypic ratio. From this came the law of dominance and the law of segregation.',
              'A dihybrid cross (round yellow x wrinkled green) gave an F₂ ratio of 9:3:3:1, showing the law of independent assortment. Exceptions: incomplete dominance (snapdragon flower colour, 1:2:1 in F₂) and co-dominance (ABO blood groups, where Iᴬ and Iᴮ are both expressed).',
              'Sutton and Boveri\'s chromosomal theory placed genes on chromosomes; Morgan\'s work on fruit flies showed linkage and recombination. In humans sex is determined by XX (female) and XY (male) chromosomes, and the father\'s sperm decides the sex of the child. Disorders may be Mendelian (haemophilia, sickle-cell anaemia) or chromosomal (Down\'s syndrome, trisomy of chromosome 21).',
            ],
            qa: [
              { question: 'What is the F₂ phenotypic ratio of a dihybrid cross?', answer: '9:3:3:1.' },
              { question: 'Which human blood groups show co-dominance?', answer: 'The AB blood group (alleles Iᴬ and Iᴮ both expressed).' },
            ],
          },
        ],
      },
    ],
  },
];

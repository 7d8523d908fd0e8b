import type { ClassData } from './types.js';

/** Classes 9-10: Maths, Science, Social Science; English (First Flight) in class 10. */
export const SECONDARY: readonly ClassData[] = [
  {
    classNumber: 9,
    idClassStandard: 2,
    subjects: [
      {
        idSubject: 1,
        chapters: [
          {
            name: 'Number Systems',
            topic: 'Rational and irrational numbers',
            description: 'Real numbers on the number line, decimal expansions and laws of exponents.',
            clip: 'what-is-a-fraction',
            notes: [
              'Natural numbers, whole numbers, integers and rational numbers (p/q, q ≠ 0) all sit on the number line. The decimal expansion of a rational number either terminates (3/8 = 0.375) or repeats (1/3 = 0.333...).',
              'Numbers whose decimal expansion neither terminates nor repeats are irrational, such as √2, √3 and π. Rational and irrational numbers together make the real numbers, and every point on the number line is a real number. √2 can be located on the number line with a right triangle of sides 1 and 1.',
              'To rationalise a denominator, multiply by a suitable expression: 1/√2 = √2/2, and 1/(√3 + √2) = √3 - √2. The laws of exponents hold for real bases: a^m x a^n = a^(m+n), (a^m)^n = a^(mn), and a^(1/n) is the n-th root of a, so 8^(2/3) = 4.',
            ],
            qa: [
              { question: 'Is 0.101001000100001... rational or irrational?', answer: 'Irrational: it neither terminates nor repeats.' },
              { question: 'Find 8^(2/3).', answer: '4 (the cube root of 8 is 2, and 2 squared is 4).' },
            ],
          },
          {
            name: 'Polynomials',
            topic: 'Zeroes and the factor theorem',
            description: 'Degree, zeroes of a polynomial, the remainder and factor theorems, and algebraic identities.',
            clip: 'what-is-a-fraction',
            notes: [
              'A polynomial in x is an expression like 3x^2 - 5x + 2 with whole-number powers of x. Its degree is the highest power: linear (1), quadratic (2), cubic (3). A zero of p(x) is a value of x that makes p(x) = 0.',
              'Remainder theorem: when p(x) is divided by (x - a), the remainder is p(a). Factor theorem: (x - a) is a factor of p(x) exactly when p(a) = 0. For x^2 - 5x + 6, p(2) = 0, so (x - 2) is a factor and x^2 - 5x + 6 = (x - 2)(x - 3).',
              'Useful identities: (a + b)^2 = a^2 + 2ab + b^2, (a - b)^2 = a^2 - 2ab + b^2, a^2 - b^2 = (a + b)(a - b), and a^3 + b^3 + c^3 - 3abc = (a + b + c)(a^2 + b^2 + c^2 - ab - bc - ca).',
            ],
            qa: [
              { question: 'Find the remainder when x^3 + 1 is divided by x + 1.', answer: 'p(-1) = -1 + 1 = 0, so the remainder is 0.' },
              { question: 'Factorise x^2 - 5x + 6.', answer: '(x - 2)(x - 3).' },
            ],
          },
          {
            name: 'Coordinate Geometry',
            topic: 'The Cartesian plane',
            description: 'Axes, quadrants and plotting points with coordinates.',
            clip: 'reading-a-map',
            notes: [
              'Two perpendicular number lines, the x-axis (horizontal) and the y-axis (vertical), meet at the origin O(0, 0) and divide the plane into four quadrants. A point is written (x, y): x is its distance from the y-axis (abscissa) and y its distance from the x-axis (ordinate).',
              'Signs in the quadrants: I (+, +), II (-, +), III (-, -), IV (+, -). A point on the x-axis has y = 0, such as (4, 0); a point on the y-axis has x = 0. The order matters: (2, 3) and (3, 2) are different points. This system is named after René Descartes.',
            ],
            qa: [
              { question: 'In which quadrant does (-3, 5) lie?', answer: 'The second quadrant.' },
              { question: 'What are the coordinates of the origin?', answer: '(0, 0).' },
            ],
          },
        ],
      },
      {
        idSubject: 2,
        chapters: [
          {
            name: 'Matter in Our Surroundings',
            topic: 'States of matter and their changes',
            description: 'Particles of matter, solids, liquids and gases, and evaporation.',
            clip: 'the-water-cycle',
            notes: [
              'Matter is made of very small particles that have space between them, are always moving and attract each other. In solids the particles are tightly packed, so solids have a fixed shape and volume. Liquids have a fixed volume but take the shape of the container. Gases have neither a fixed shape nor a fixed volume and can be compressed.',
              'Heating gives particles energy. Ice melts at 0 °C (273 K) and water boils at 100 °C (373 K) at normal pressure; the heat absorbed without a rise in temperature is the latent heat. Some substances, like camphor, change directly from solid to gas: sublimation. Temperature in kelvin = temperature in °C + 273.',
              'Evaporation is the change of a liquid into vapour at any temperature below its boiling point. It increases with surface area, temperature and wind speed, and decreases with humidity. Evaporation causes cooling, which is why water in an earthen pot stays cool and we feel cold after sweating.',
            ],
            qa: [
              { question: 'Convert 25 °C to kelvin.', answer: '298 K.' },
              { question: 'Why does an earthen pot keep water cool?', answer: 'Water seeps out through its pores and evaporates, which causes cooling.' },
            ],
          },
          {
            name: 'Motion',
            topic: 'Distance, velocity and acceleration',
            description: 'Uniform and non-uniform motion, graphs and the equations of motion.',
            clip: 'force-and-motion',
            notes: [
              'Distance is the length of the path travelled; displacement is the shortest distance from the start to the end point, with a direction. Speed = distance / time; velocity is speed in a given direction. In uniform motion an object covers equal distances in equal intervals of time.',
              'Acceleration is the rate of change of velocity: a = (v - u) / t, measured in m/s². For uniform acceleration the equations of motion are v = u + at, s = ut + ½at² and v² - u² = 2as. The slope of a distance-time graph gives speed; the slope of a velocity-time graph gives acceleration, and the area under it gives the distance.',
              'In uniform circular motion the speed is constant but the direction changes all the time, so the motion is accelerated. For a circle of radius r covered in time t, speed v = 2πr / t.',
            ],
            qa: [
              { question: 'A car goes from rest to 20 m/s in 5 s. Find its acceleration.', answer: 'a = (20 - 0) / 5 = 4 m/s².' },
              { question: 'What does the area under a velocity-time graph give?', answer: 'The distance (displacement) travelled.' },
            ],
          },
          {
            name: 'The Fundamental Unit of Life',
            topic: 'The cell and its organelles',
            description: 'Cell membrane, cell wall, nucleus, cytoplasm and organelles, and how substances move in and out.',
            clip: 'photosynthesis',
            notes: [
              'All living things are made of cells, first seen by Robert Hooke in 1665 in cork. Some organisms are single-celled (Amoeba); others are multicellular. Prokaryotic cells (bacteria) have no defined nucleus; eukaryotic cells have a nucleus with a nuclear membrane.',
              'The plasma membrane is selectively permeable: water moves through it by osmosis and gases by diffusion. Plant cells also have a rigid cell wall made of cellulose. Inside, the nucleus holds chromosomes made of DNA, which carry genetic information.',
              'Organelles do specialised jobs: mitochondria release energy as ATP (the powerhouse of the cell); plastids (chloroplasts) carry out photosynthesis in plant cells; the endoplasmic reticulum and Golgi apparatus make and package materials; lysosomes digest waste (the suicide bags); vacuoles store substances.',
            ],
            qa: [
              { question: 'Which organelle is called the powerhouse of the cell?', answer: 'The mitochondrion.' },
              { question: 'What is osmosis?', answer: 'The movement of water through a selectively permeable membrane from a region of higher water concentration to lower.' },
            ],
          },
        ],
      },
      {
        idSubject: 6,
        chapters: [
          {
            name: 'India – Size and Location',
            topic: "India's size and location",
            description: 'Latitudinal and longitudinal extent, the Standard Meridian and India\'s neighbours.',
            clip: 'reading-a-map',
            notes: [
              'India lies entirely in the Northern Hemisphere. The mainland extends from 8°4\'N to 37°6\'N latitude and from 68°7\'E to 97°25\'E longitude. The Tropic of Cancer (23°30\'N) divides the country almost into two halves. With an area of 3.28 million square km, India is the seventh largest country in the world.',
              'From Gujarat to Arunachal Pradesh there is a time lag of about two hours, so 82°30\'E, passing through Mirzapur in Uttar Pradesh, is taken as the Standard Meridian of India. India\'s central location at the head of the Indian Ocean has helped its trade. Its neighbours are Pakistan, Afghanistan, China, Nepal, Bhutan, Myanmar and Bangladesh; Sri Lanka and the Maldives lie across the sea.',
            ],
            qa: [
              { question: 'Which line of latitude divides India into almost two halves?', answer: 'The Tropic of Cancer.' },
              { question: 'Which meridian is the Standard Meridian of India?', answer: '82°30\'E.' },
            ],
          },
          {
            name: 'Physical Features of India',
            topic: 'Mountains, plains, plateaus and coasts',
            description: 'The six physiographic divisions of India.',
            clip: 'reading-a-map',
            notes: [
              'India has six physiographic divisions: the Himalayan mountains, the Northern Plains, the Peninsular Plateau, the Indian Desert, the Coastal Plains and the Islands. The Himalayas are young fold mountains with three ranges: the Himadri (Great Himalaya), the Himachal (Lesser Himalaya) and the Shiwaliks.',
              'The Northern Plains were built by the Indus, Ganga and Brahmaputra and their tributaries and are very fertile. The Peninsular Plateau, made of old crystalline rocks, includes the Central Highlands and the Deccan Plateau, with the Western and Eastern Ghats at its edges. The Thar Desert lies west of the Aravallis; the Lakshadweep (coral) and Andaman and Nicobar islands complete the picture.',
            ],
            qa: [
              { question: 'Name the three parallel ranges of the Himalayas.', answer: 'Himadri, Himachal and Shiwaliks.' },
              { question: 'Which islands of India are of coral origin?', answer: 'The Lakshadweep islands.' },
            ],
          },
          {
            name: 'What is Democracy? Why Democracy?',
            topic: 'Features of democracy',
            description: 'Rulers elected by the people, free and fair elections, one person one vote, and the rule of law.',
            clip: 'reading-a-map',
            notes: [
              'Democracy is a form of government in which the rulers are elected by the people. Its features: major decisions are taken by elected representatives; elections offer a free and fair choice; each adult citizen has one vote with equal value; and the government rules within limits set by the constitution and citizens\' rights.',
              'Democracy is more accountable and responsive, improves the quality of decision-making through discussion, provides a way to deal with differences and conflicts, enhances the dignity of citizens, and allows us to correct our own mistakes. It can be slow, but its advantages outweigh its weaknesses.',
            ],
            qa: [
              { question: 'What does "one person, one vote, one value" mean?', answer: 'Every adult citizen has one vote, and every vote has equal value.' },
              { question: 'Give one argument in favour of democracy.', answer: 'It is more accountable to the people (it also allows mistakes to be corrected).' },
            ],
          },
        ],
      },
    ],
  },
  {
    classNumber: 10,
    idClassStandard: 1,
    subjects: [
      {
        idSubject: 1,
        chapters: [
          {
            name: 'Real Numbers',
            topic: 'The Fundamental Theorem of Arithmetic',
            description: 'Prime factorisation, HCF and LCM, and proofs that √2 is irrational.',
            clip: 'what-is-a-fraction',
            notes: [
              'The Fundamental Theorem of Arithmetic says every composite number can be written as a product of primes in exactly one way, apart from the order: 140 = 2² x 5 x 7. Prime factorisation gives the HCF (product of the smallest powers of common primes) and the LCM (product of the greatest powers of all primes).',
              'For any two positive integers a and b, HCF(a, b) x LCM(a, b) = a x b. For 6 and 20: HCF = 2 and LCM = 60, and 2 x 60 = 120 = 6 x 20.',
              'We prove √2 is irrational by contradiction: suppose √2 = p/q in lowest terms. Then p² = 2q², so p is even; writing p = 2k gives q² = 2k², so q is even too, contradicting lowest terms. In the same way √3 and √5 are irrational, and so are numbers like 5 - √3.',
            ],
            qa: [
              { question: 'Express 140 as a product of primes.', answer: '140 = 2² x 5 x 7.' },
              { question: 'If HCF(306, 657) = 9, find their LCM.', answer: 'LCM = 306 x 657 / 9 = 22338.' },
            ],
          },
          {
            name: 'Polynomials',
            topic: 'Zeroes and coefficients of a polynomial',
            description: 'Graphs of polynomials and the relation between zeroes and coefficients.',
            clip: 'what-is-a-fraction',
            notes: [
              'The zeroes of a polynomial p(x) are the x-coordinates of the points where the graph of y = p(x) meets the x-axis. A linear polynomial has one zero, a quadratic at most two (its graph is a parabola) and a cubic at most three.',
              'For a quadratic ax² + bx + c with zeroes α and β: α + β = -b/a and αβ = c/a. For x² - 2x - 8 = (x - 4)(x + 2), the zeroes are 4 and -2; their sum 2 = -(-2)/1 and their product -8 = -8/1.',
              'Conversely, a quadratic with a given sum S and product P of zeroes is k(x² - Sx + P). For example, if the sum is 1/4 and the product is -1, the polynomial is 4x² - x - 4.',
            ],
            qa: [
              { question: 'Find the zeroes of x² - 2x - 8.', answer: '4 and -2.' },
              { question: 'Find a quadratic whose zeroes have sum 1/4 and product -1.', answer: '4x² - x - 4.' },
            ],
          },
          {
            name: 'Pair of Linear Equations in Two Variables',
            topic: 'Solving a pair of linear equations',
            description: 'Graphical method, substitution and elimination, and consistency of a pair of lines.',
            clip: 'what-is-a-fraction',
            notes: [
              'A pair of linear equations a₁x + b₁y + c₁ = 0 and a₂x + b₂y + c₂ = 0 represents two lines. If the lines intersect, there is one solution (consistent); if they coincide, infinitely many (dependent); if they are parallel, none (inconsistent). Compare the ratios: a₁/a₂ ≠ b₁/b₂ gives one solution; a₁/a₂ = b₁/b₂ = c₁/c₂ gives infinitely many; a₁/a₂ = b₁/b₂ ≠ c₁/c₂ gives none.',
              'Substitution: from x + y = 14, x = 14 - y; put it into x - y = 4 to get 14 - 2y = 4, so y = 5 and x = 9. Elimination: add the two equations to get 2x = 18, so x = 9 and y = 5.',
              'Word problems: "The sum of two numbers is 14 and their difference is 4" is exactly this pair. Always check the answer in both original equations.',
            ],
            qa: [
              { question: 'Solve x + y = 14 and x - y = 4.', answer: 'x = 9, y = 5.' },
              { question: 'When does a pair of linear equations have no solution?', answer: 'When the lines are parallel: a₁/a₂ = b₁/b₂ ≠ c₁/c₂.' },
            ],
          },
          {
            name: 'Quadratic Equations',
            topic: 'Solving quadratic equations',
            description: 'Factorisation, the quadratic formula and the nature of roots.',
            clip: 'what-is-a-fraction',
            notes: [
              'A quadratic equation has the form ax² + bx + c = 0 with a ≠ 0. We can solve it by splitting the middle term: 2x² - 5x + 3 = 2x² - 2x - 3x + 3 = (2x - 3)(x - 1) = 0, so x = 3/2 or x = 1.',
              'The quadratic formula gives the roots directly: x = (-b ± √(b² - 4ac)) / 2a. The discriminant D = b² - 4ac decides the nature of the roots: D > 0 two distinct real roots, D = 0 two equal real roots, D < 0 no real roots.',
              'Many problems lead to quadratics: if a rectangle\'s length is 1 more than twice its breadth and its area is 528 m², then b(2b + 1) = 528, giving b = 16 m and length 33 m.',
            ],
            qa: [
              { question: 'Find the discriminant of 2x² - 4x + 3 = 0 and the nature of its roots.', answer: 'D = 16 - 24 = -8 < 0, so there are no real roots.' },
              { question: 'Solve 2x² - 5x + 3 = 0.', answer: 'x = 1 or x = 3/2.' },
            ],
          },
        ],
      },
      {
        idSubject: 2,
        chapters: [
          {
            name: 'Chemical Reactions and Equations',
            topic: 'Types of chemical reactions',
            description: 'Balanced equations and combination, decomposition, displacement, double displacement and redox reactions.',
            clip: 'photosynthesis',
            notes: [
              'A chemical reaction changes substances into new ones; we notice a change of state, colour, temperature or the release of a gas. A chemical equation must be balanced so that the number of atoms of each element is the same on both sides (law of conservation of mass): 2H₂ + O₂ → 2H₂O.',
              'Types: combination (CaO + H₂O → Ca(OH)₂, which releases heat, an exothermic reaction); decomposition (CaCO₃ → CaO + CO₂ on heating); displacement (Fe + CuSO₄ → FeSO₄ + Cu, the blue solution turns green); double displacement (Na₂SO₄ + BaCl₂ → BaSO₄↓ + 2NaCl, a white precipitate).',
              'Oxidation is gain of oxygen or loss of hydrogen; reduction is the opposite. In CuO + H₂ → Cu + H₂O, copper oxide is reduced and hydrogen is oxidised: a redox reaction. Oxidation in daily life causes corrosion (rusting of iron) and rancidity (stale smell of oily food), prevented by painting and by flushing chip packets with nitrogen.',
            ],
            qa: [
              { question: 'Why does the blue colour of copper sulphate solution fade when an iron nail is dipped in it?', answer: 'Iron displaces copper, forming green iron sulphate: Fe + CuSO₄ → FeSO₄ + Cu.' },
              { question: 'What is rancidity and how is it prevented?', answer: 'Oxidation of fats and oils in food; prevented by antioxidants, airtight containers or flushing packets with nitrogen.' },
            ],
          },
          {
            name: 'Life Processes',
            topic: 'Nutrition, respiration, transport and excretion',
            description: 'The processes that keep living things alive, in plants and in humans.',
            clip: 'photosynthesis',
            notes: [
              'Life processes are the basic functions that maintain life: nutrition, respiration, transportation and excretion. In autotrophic nutrition plants make food by photosynthesis: 6CO₂ + 12H₂O → (sunlight, chlorophyll) → C₆H₁₂O₆ + 6O₂ + 6H₂O. In humans digestion begins in the mouth with salivary amylase, continues in the stomach with pepsin and hydrochloric acid, and is completed in the small intestine, where villi absorb the digested food.',
              'Respiration releases energy from glucose. Aerobic respiration in mitochondria gives carbon dioxide, water and much energy (ATP); anaerobic respiration gives ethanol and CO₂ in yeast, or lactic acid in our muscles during hard exercise, causing cramps. In the lungs, oxygen enters the blood in the alveoli.',
              'The human heart has four chambers and keeps oxygenated and deoxygenated blood separate (double circulation). Arteries carry blood away from the heart and veins bring it back. Plants transport water through xylem and food through phloem (translocation). The kidneys filter blood in nephrons to make urine.',
            ],
            qa: [
              { question: 'What are the products of anaerobic respiration in yeast?', answer: 'Ethanol and carbon dioxide (with a little energy).' },
              { question: 'What is the function of the villi in the small intestine?', answer: 'They increase the surface area for absorbing digested food.' },
            ],
          },
          {
            name: 'Light – Reflection and Refraction',
            topic: 'Mirrors, lenses and refraction',
            description: 'Spherical mirrors, the mirror and lens formulae, refractive index and power of a lens.',
            clip: 'force-and-motion',
            notes: [
              'Light reflects so that the angle of incidence equals the angle of reflection. A concave mirror converges light and can form real, inverted images (used in torches and shaving mirrors); a convex mirror always forms a virtual, erect, diminished image and gives a wide view (used as rear-view mirrors). The focal length is half the radius of curvature: f = R/2.',
              'The mirror formula is 1/v + 1/u = 1/f and magnification m = -v/u, using the New Cartesian sign convention (distances measured from the pole; against the incident light they are negative).',
              'Light bends (refracts) when it passes from one medium into another because its speed changes. Refractive index n = c / v; for glass it is about 1.5. For lenses 1/v - 1/u = 1/f, and the power of a lens is P = 1/f (f in metres), measured in dioptres: a convex lens of focal length 0.5 m has power +2 D.',
            ],
            qa: [
              { question: 'Why is a convex mirror used as a rear-view mirror?', answer: 'It always gives an erect, diminished image and a wider field of view.' },
              { question: 'Find the power of a concave lens of focal length 2 m.', answer: 'P = 1/f = 1/(-2) = -0.5 D.' },
            ],
          },
          {
            name: 'Electricity',
            topic: "Ohm's law and electric circuits",
            description: 'Current, potential difference, resistance, series and parallel circuits, and heating effect.',
            clip: 'force-and-motion',
            notes: [
              'Electric current is the rate of flow of charge: I = Q / t, measured in amperes with an ammeter (in series). Potential difference is the work done per unit charge: V = W / Q, measured in volts with a voltmeter (in parallel). Ohm\'s law: at constant temperature V = IR, where R is the resistance in ohms (Ω).',
              'The resistance of a wire R = ρL / A: it increases with length, decreases with thickness and depends on the material (resistivity ρ). In series, resistances add: R = R₁ + R₂ + R₃, and the same current flows through each. In parallel, 1/R = 1/R₁ + 1/R₂ + 1/R₃; each appliance gets the full voltage, which is why homes are wired in parallel.',
              'Current produces heat: H = I²Rt (Joule\'s law of heating), used in heaters, irons and fuses. Electric power P = VI = I²R = V²/R, in watts. Commercial energy is measured in kilowatt-hours: 1 kWh = 3.6 x 10⁶ J.',
            ],
            qa: [
              { question: 'A 12 V battery drives 2 A through a resistor. Find its resistance.', answer: 'R = V / I = 12 / 2 = 6 Ω.' },
              { question: 'Why are household appliances connected in parallel?', answer: 'Each gets the full voltage and can be switched on or off independently; one failing does not stop the others.' },
            ],
          },
        ],
      },
      {
        idSubject: 6,
        chapters: [
          {
            name: 'Resources and Development',
            topic: 'Resource planning and soils of India',
            description: 'Types of resources, land use, and the soils of India and their conservation.',
            clip: 'the-water-cycle',
            notes: [
              'Resources can be classified by origin (biotic, abiotic), exhaustibility (renewable, non-renewable), ownership (individual, community, national, international) and status of development (potential, developed, stock, reserves). Resource planning, first stressed at the Rio de Janeiro Earth Summit of 1992 (Agenda 21), means identifying resources, planning their use and matching plans with national development.',
              'India\'s main soils: alluvial soil in the northern plains, very fertile and good for rice, wheat and sugarcane; black (regur) soil in the Deccan, which holds moisture and suits cotton; red and yellow soils, coloured by iron; laterite soil in areas of heavy rain, suitable for tea and cashew with manure; arid and forest soils.',
              'Soil erosion is caused by deforestation, overgrazing, mining and faulty farming. Gullies make land unfit for cultivation (bad land, such as the Chambal ravines). Contour ploughing, terrace farming, strip cropping and shelter belts help conserve soil.',
            ],
            qa: [
              { question: 'Which soil is best suited for growing cotton?', answer: 'Black (regur) soil.' },
              { question: 'What is Agenda 21?', answer: 'A declaration signed at the 1992 Rio Earth Summit to achieve global sustainable development.' },
            ],
          },
          {
            name: 'Power Sharing',
            topic: 'Why and how power is shared',
            description: 'The stories of Belgium and Sri Lanka, and the forms of power sharing in a democracy.',
            clip: 'reading-a-map',
            notes: [
              'Belgium, with Dutch-speaking, French-speaking and German-speaking communities, accommodated every group: equal ministers in the central government, powers for state governments, a special government for Brussels and a community government. Sri Lanka instead followed majoritarianism, favouring the Sinhala majority through the 1956 Act that made Sinhala the only official language, which alienated the Tamils and led to civil war.',
              'Power sharing is good for two reasons: prudential (it reduces conflict between social groups and brings political stability) and moral (it is the very spirit of democracy, in which people have a say in how they are governed).',
              'Forms of power sharing: horizontal, among the legislature, executive and judiciary (checks and balances); vertical, among governments at different levels (union, state, local); among social groups (such as reserved constituencies); and among political parties, pressure groups and movements (coalition governments).',
            ],
            qa: [
              { question: 'What is majoritarianism?', answer: 'The belief that the majority community should rule the country in whatever way it wants, ignoring the minority.' },
              { question: 'Give the two reasons why power sharing is desirable.', answer: 'Prudential: it reduces conflict; moral: it is the spirit of democracy.' },
            ],
          },
          {
            name: 'The Rise of Nationalism in Europe',
            topic: 'Nation-states in nineteenth-century Europe',
            description: 'The French Revolution, liberalism, and the unification of Germany and Italy.',
            clip: 'reading-a-map',
            notes: [
              'The French Revolution of 1789 transferred sovereignty from the monarch to the citizens and introduced ideas of la patrie (the fatherland) and le citoyen (the citizen), a common flag, a national assembly and uniform laws. Napoleon\'s Civil Code of 1804 abolished privileges based on birth and established equality before the law.',
              'In the nineteenth century liberal nationalism stood for individual freedom, equality before the law and government by consent. After 1815 the Congress of Vienna restored conservative regimes, but revolutions broke out in 1830 and 1848. Romanticism used folk songs, poetry and language to build a sense of nation.',
              'Germany was unified in 1871 under Prussia, led by Chief Minister Otto von Bismarck through three wars; Kaiser William I was proclaimed emperor at Versailles. Italy was unified through Giuseppe Mazzini\'s ideas, Count Cavour\'s diplomacy and Giuseppe Garibaldi\'s Red Shirts; Victor Emmanuel II became king of united Italy in 1861.',
            ],
            qa: [
              { question: 'Who led the unification of Germany?', answer: 'Otto von Bismarck, Chief Minister of Prussia.' },
              { question: 'What did the Napoleonic Code of 1804 do?', answer: 'It abolished privileges based on birth, established equality before the law and secured the right to property.' },
            ],
          },
        ],
      },
      {
        idSubject: 3,
        chapters: [
          {
            name: 'A Letter to God',
            topic: 'Story: A Letter to God',
            description: 'G. L. Fuentes\'s story of Lencho, a farmer whose faith in God is unshakeable.',
            clip: 'parts-of-speech',
            notes: [
              'Lencho is a farmer whose corn field is ready for harvest. He hopes for rain, and it comes, but turns into a hailstorm that destroys the whole crop. With nothing left, Lencho writes a letter to God asking for a hundred pesos to sow his field again and feed his family.',
              'The postmaster, moved by Lencho\'s faith, collects money from his employees and friends and sends seventy pesos signed "God". Lencho is sure God could not have made a mistake, so he writes again asking for the rest, adding that the post office employees are "a bunch of crooks".',
              'The irony is that Lencho suspects the very people who helped him. The story is about unshakeable faith, kindness and the contrast between the simple farmer and the world around him.',
            ],
            qa: [
              { question: 'What did Lencho ask God for?', answer: 'A hundred pesos to sow his field again and live until the next crop.' },
              { question: 'What is ironic about the ending?', answer: 'Lencho calls the post office employees crooks, though they were the ones who gave him the money.' },
            ],
          },
          {
            name: 'Nelson Mandela: Long Walk to Freedom',
            topic: 'Extract: Long Walk to Freedom',
            description: 'Nelson Mandela\'s inauguration as South Africa\'s first black President and his idea of freedom.',
            clip: 'parts-of-speech',
            notes: [
              'On 10 May 1994 Nelson Mandela was sworn in as the first black President of South Africa, in Pretoria, before leaders of many nations. He spoke of the "extraordinary human disaster" of apartheid and promised a society of which all humanity would be proud.',
              'Mandela explains that he was born free, but slowly learnt that his freedom and that of his people was an illusion. He joined the African National Congress, and his hunger for the freedom of his people became greater than his hunger for his own freedom.',
              'He believed that the oppressor is as much a prisoner as the oppressed, robbed of humanity by hatred, prejudice and narrow-mindedness. Courage, he writes, is not the absence of fear but the triumph over it.',
            ],
            qa: [
              { question: 'When did Nelson Mandela become President of South Africa?', answer: 'On 10 May 1994.' },
              { question: 'What does Mandela say about courage?', answer: 'Courage is not the absence of fear but the triumph over it.' },
            ],
          },
          {
            name: 'Dust of Snow',
            topic: 'Poem: Dust of Snow',
            description: 'Robert Frost\'s short poem about how a small moment can change a mood.',
            clip: 'parts-of-speech',
            notes: [
              'In Dust of Snow, Robert Frost describes a crow shaking down a dust of snow from a hemlock tree onto the poet. This small event changes his mood and saves part of a day he had "rued" (regretted).',
              'The crow and the hemlock are usually symbols of sorrow and gloom, yet here they bring cheer. The poem shows that small things in nature can lift our spirits. It is a single sentence in eight lines with the rhyme scheme ABAB CDCD.',
            ],
            qa: [
              { question: 'What does the crow do in the poem?', answer: 'It shakes down a dust of snow from a hemlock tree onto the poet.' },
              { question: 'What does "rued" mean?', answer: 'Regretted.' },
            ],
          },
        ],
      },
    ],
  },
];

import type { ClassData } from './types.js';

/** Classes 6-8: Maths, Science, Social Science; Hindi (Vasant) in class 6. */
export const MIDDLE: readonly ClassData[] = [
  {
    classNumber: 6,
    idClassStandard: 6,
    subjects: [
      {
        idSubject: 1,
        chapters: [
          {
            name: 'Knowing Our Numbers',
            topic: 'Large numbers, place value and estimation',
            description: 'Read, write and compare large numbers in the Indian and international systems, and estimate sensibly.',
            clip: 'what-is-a-fraction',
            notes: [
              'In the Indian system we group digits as ones, thousands, lakhs and crores: 5,46,32,190 is five crore forty-six lakh thirty-two thousand one hundred ninety. In the international system we group in threes: 54,632,190 is fifty-four million six hundred thirty-two thousand one hundred ninety. 1 lakh = 100 thousand and 1 million = 10 lakh.',
              'To compare two numbers, the one with more digits is greater; if they have the same number of digits, compare from the left. Estimation means rounding to a convenient place: 5,290 rounded to the nearest hundred is 5,300 and to the nearest thousand is 5,000. We estimate to check whether an exact answer is reasonable.',
            ],
            qa: [
              { question: 'How many lakhs make one million?', answer: '10 lakh = 1 million.' },
              { question: 'Round 5,290 to the nearest hundred.', answer: '5,300.' },
            ],
          },
          {
            name: 'Whole Numbers',
            topic: 'Properties of whole numbers',
            description: 'The number line, predecessor and successor, and the properties of addition and multiplication.',
            clip: 'what-is-a-fraction',
            notes: [
              'Whole numbers are 0, 1, 2, 3, ... . Every whole number has a successor (one more) and, except 0, a predecessor (one less). On the number line, adding means moving right and subtracting means moving left.',
              'Whole numbers are closed under addition and multiplication: adding or multiplying two whole numbers always gives a whole number. Both operations are commutative (a + b = b + a) and associative. Multiplication distributes over addition: 6 x 102 = 6 x 100 + 6 x 2 = 612. Zero is the additive identity and 1 is the multiplicative identity.',
            ],
            qa: [
              { question: 'What is the predecessor of 1000?', answer: '999.' },
              { question: 'Use the distributive property to find 6 x 102.', answer: '6 x 100 + 6 x 2 = 600 + 12 = 612.' },
            ],
          },
          {
            name: 'Fractions',
            topic: 'Proper, improper and equivalent fractions',
            description: 'Fractions on the number line, equivalent fractions and simplest form.',
            clip: 'what-is-a-fraction',
            notes: [
              'A fraction a/b means a parts out of b equal parts. In a proper fraction the numerator is less than the denominator (3/5); in an improper fraction it is greater or equal (7/4), which can be written as a mixed fraction (1 3/4).',
              'Equivalent fractions are obtained by multiplying or dividing numerator and denominator by the same number: 2/3 = 4/6 = 6/9. A fraction is in its simplest form when the numerator and denominator have no common factor other than 1: 12/18 = 2/3 (dividing by the HCF 6). To add like fractions, add the numerators: 2/7 + 3/7 = 5/7.',
            ],
            qa: [
              { question: 'Write 7/4 as a mixed fraction.', answer: '1 3/4.' },
              { question: 'Reduce 12/18 to its simplest form.', answer: '2/3 (divide both by 6).' },
            ],
          },
        ],
      },
      {
        idSubject: 2,
        chapters: [
          {
            name: 'Components of Food',
            topic: 'Nutrients and a balanced diet',
            description: 'Carbohydrates, proteins, fats, vitamins, minerals, fibre and water, and how to test for them.',
            clip: 'photosynthesis',
            notes: [
              'Food contains nutrients: carbohydrates and fats give energy, proteins build and repair the body, and vitamins and minerals protect us from diseases. Roughage (dietary fibre) helps the body get rid of undigested food, and water helps absorb nutrients.',
              'We can test foods: a few drops of iodine turn blue-black on food with starch; copper sulphate and caustic soda turn violet with protein; fat leaves an oily patch on paper. A balanced diet has all nutrients in the right amounts. Lack of a nutrient over a long time causes deficiency diseases, such as scurvy (vitamin C), rickets (vitamin D) and anaemia (iron).',
            ],
            qa: [
              { question: 'Which colour does iodine show with starch?', answer: 'Blue-black.' },
              { question: 'Lack of which vitamin causes scurvy?', answer: 'Vitamin C.' },
            ],
          },
          {
            name: 'Sorting Materials into Groups',
            topic: 'Properties of materials',
            description: 'Group materials by appearance, hardness, solubility, transparency and whether they float.',
            clip: 'force-and-motion',
            notes: [
              'Objects are made of materials: wood, glass, metal, plastic, cotton, paper. We group materials by their properties so that they are easier to find and use. Metals are lustrous (shiny); materials like wood are not.',
              'Some materials are hard (iron), some soft (cotton). Some dissolve in water (sugar, salt) and some do not (sand, chalk powder). Materials that let light pass are transparent (glass), those that let some light pass are translucent (butter paper), and those that block it are opaque (wood).',
            ],
            qa: [
              { question: 'Give an example of a translucent material.', answer: 'Butter paper (or frosted glass).' },
              { question: 'Does sand dissolve in water?', answer: 'No, sand is insoluble in water.' },
            ],
          },
          {
            name: 'Motion and Measurement of Distances',
            topic: 'Measuring length and kinds of motion',
            description: 'Standard units, correct use of a scale, and rectilinear, circular and periodic motion.',
            clip: 'force-and-motion',
            notes: [
              'Handspans and footsteps differ from person to person, so we use standard units. The SI unit of length is the metre (m): 1 m = 100 cm and 1 km = 1000 m. Place the scale along the length, start from a clear mark and keep your eye exactly above the reading.',
              'An object is in motion when its position changes with time. Motion along a straight line is rectilinear (a car on a straight road); motion along a circle is circular (a fan blade); motion that repeats after a fixed time is periodic (a swinging pendulum).',
            ],
            qa: [
              { question: 'What is the SI unit of length?', answer: 'The metre (m).' },
              { question: 'What kind of motion does a pendulum have?', answer: 'Periodic motion.' },
            ],
          },
        ],
      },
      {
        idSubject: 6,
        chapters: [
          {
            name: 'The Earth in the Solar System',
            topic: 'Sun, planets and the Moon',
            description: 'Stars, constellations, the eight planets, and our Earth and Moon.',
            clip: 'reading-a-map',
            notes: [
              'The Sun is a star at the centre of our solar system. Eight planets move around it in fixed paths called orbits: Mercury, Venus, Earth, Mars, Jupiter, Saturn, Uranus and Neptune. Earth is the third planet and the only one known to support life, because it has water, air and the right temperature.',
              'The Moon is Earth\'s natural satellite; it takes about 27 days to go around the Earth and shines by reflecting sunlight. Groups of stars forming patterns are constellations, such as Ursa Major (Saptarishi). The Pole Star stays in the same position and was used to find the north direction.',
            ],
            qa: [
              { question: 'Which is the third planet from the Sun?', answer: 'The Earth.' },
              { question: 'Why does the Moon shine?', answer: 'It reflects the light of the Sun.' },
            ],
          },
          {
            name: 'Globe: Latitudes and Longitudes',
            topic: 'The grid on the globe',
            description: 'Equator, tropics, poles, the Prime Meridian, and how they help us locate places and tell time.',
            clip: 'reading-a-map',
            notes: [
              'A globe is a true model of the Earth. Imaginary lines running east-west are parallels of latitude; the Equator (0°) divides the Earth into the Northern and Southern Hemispheres. The Tropic of Cancer (23½° N), the Tropic of Capricorn (23½° S) and the Arctic and Antarctic Circles are important parallels.',
              'Lines from pole to pole are meridians of longitude; the Prime Meridian (0°) passes through Greenwich near London. The Earth turns 360° in 24 hours, so each 15° of longitude makes a difference of one hour. India\'s Standard Time is taken at 82½° E and is 5½ hours ahead of Greenwich Mean Time.',
            ],
            qa: [
              { question: 'What is the latitude of the Equator?', answer: '0°.' },
              { question: 'How much time difference does 15° of longitude make?', answer: 'One hour.' },
            ],
          },
          {
            name: 'What, Where, How and When?',
            topic: 'How we know about the past',
            description: 'Manuscripts, inscriptions and archaeology: sources historians use.',
            clip: 'reading-a-map',
            notes: [
              'Historians learn about the past from many sources. Manuscripts are books written by hand, often on palm leaves or birch bark. Inscriptions are writings on hard surfaces such as stone or metal. Archaeologists study the remains of buildings, tools, pots, coins and bones.',
              'People of the past lived along rivers like the Narmada and the Indus, where there was water and fertile land. Dates are counted from the birth of Jesus Christ: BC (Before Christ) counts backwards and AD (Anno Domini) counts forwards; today BCE and CE are also used.',
            ],
            qa: [
              { question: 'What is a manuscript?', answer: 'A book written by hand, for example on palm leaves or birch bark.' },
              { question: 'What do archaeologists study?', answer: 'Remains of buildings, tools, pots, coins and bones from the past.' },
            ],
          },
        ],
      },
      {
        idSubject: 5,
        chapters: [
          {
            name: 'वह चिड़िया जो',
            topic: 'कविता: वह चिड़िया जो',
            description: 'केदारनाथ अग्रवाल की कविता: एक छोटी नीली चिड़िया जो अन्न, गाना और नदी से प्यार करती है।',
            clip: 'parts-of-speech',
            notes: [
              'यह कविता केदारनाथ अग्रवाल ने लिखी है। इसमें एक छोटी-सी नीले पंखों वाली चिड़िया अपने बारे में बताती है। वह जुंडी के दाने रुचि से खाती है, वन में मीठे गीत गाती है और नदी से एक बूँद पानी चुराकर ले जाती है।',
              'कविता में चिड़िया संतोषी, मस्त और स्वाभिमानी है। वह कहती है कि उसे अन्न से, गाने से और नदी से बहुत प्यार है। कविता हमें प्रकृति से प्रेम करना और छोटी-छोटी चीज़ों में खुशी ढूँढ़ना सिखाती है।',
            ],
            qa: [
              { question: 'चिड़िया के पंख किस रंग के हैं?', answer: 'नीले रंग के।' },
              { question: 'चिड़िया नदी से क्या ले जाती है?', answer: 'नदी का एक बूँद पानी।' },
            ],
          },
          {
            name: 'बचपन',
            topic: 'संस्मरण: बचपन',
            description: 'कृष्णा सोबती अपने बचपन के कपड़ों, खाने और शिमला की यादें सुनाती हैं।',
            clip: 'parts-of-speech',
            notes: [
              'इस पाठ में लेखिका कृष्णा सोबती अपने बचपन को याद करती हैं। उस समय वे रंग-बिरंगे फ्रॉक, निकर-बॉकर और चॉकलेट-रंग के जूते पहनती थीं। रविवार को मोज़े धोना और जूतों पर पॉलिश करना उनका काम था।',
              'वे शिमला के माल रोड, कुल्फ़ी, चने ज़ोर गरम और रसभरी जैसी चीज़ें याद करती हैं। उन्हें बचपन में चश्मा लगा था। पाठ से पता चलता है कि समय के साथ पहनावा, खाना और खेल कितने बदल गए हैं।',
            ],
            qa: [
              { question: 'बचपन पाठ की लेखिका कौन हैं?', answer: 'कृष्णा सोबती।' },
              { question: 'रविवार को लेखिका क्या करती थीं?', answer: 'मोज़े धोती थीं और जूतों पर पॉलिश करती थीं।' },
            ],
          },
          {
            name: 'नादान दोस्त',
            topic: 'कहानी: नादान दोस्त',
            description: 'प्रेमचंद की कहानी: केशव और श्यामा चिड़िया के अंडों की मदद करने चलते हैं।',
            clip: 'parts-of-speech',
            notes: [
              'यह कहानी प्रेमचंद ने लिखी है। केशव और उसकी बहन श्यामा ने कार्निस पर चिड़िया के अंडे देखे। उन्होंने अंडों की रक्षा के लिए टोकरी की छाया, पानी और दाना रखा, लेकिन उन्हें यह नहीं पता था कि अंडों को छूने से चिड़िया उन्हें छोड़ देती है।',
              'अंडे ज़मीन पर गिरकर टूट गए और दोनों बच्चे बहुत दुखी हुए। कहानी सिखाती है कि अच्छे इरादे के साथ सही जानकारी भी ज़रूरी है; बिना समझे की गई मदद नुकसान कर सकती है।',
            ],
            qa: [
              { question: 'नादान दोस्त कहानी के लेखक कौन हैं?', answer: 'प्रेमचंद।' },
              { question: 'कहानी से क्या सीख मिलती है?', answer: 'मदद करने से पहले सही जानकारी होना ज़रूरी है।' },
            ],
          },
        ],
      },
    ],
  },
  {
    classNumber: 7,
    idClassStandard: 5,
    subjects: [
      {
        idSubject: 1,
        chapters: [
          {
            name: 'Integers',
            topic: 'Operations on integers',
            description: 'Adding, subtracting, multiplying and dividing positive and negative numbers.',
            clip: 'what-is-a-fraction',
            notes: [
              'Integers are ..., -3, -2, -1, 0, 1, 2, 3, ... . Negative numbers describe things like temperatures below zero or a loss. On the number line, adding a positive integer moves right and adding a negative integer moves left. Subtracting an integer is the same as adding its additive inverse: 5 - (-3) = 5 + 3 = 8.',
              'When multiplying or dividing, the signs follow simple rules: a positive times a positive is positive, a negative times a negative is positive, and a positive times a negative is negative. So (-4) x (-5) = 20 and (-20) ÷ 4 = -5. Division by zero is not defined.',
            ],
            qa: [
              { question: 'Find 5 - (-3).', answer: '8.' },
              { question: 'What is (-4) x (-5)?', answer: '20 (negative times negative is positive).' },
            ],
          },
          {
            name: 'Fractions and Decimals',
            topic: 'Multiplying and dividing fractions',
            description: 'Fraction of a number, products and reciprocals, and operations with decimals.',
            clip: 'what-is-a-fraction',
            notes: [
              'To multiply two fractions, multiply numerators and multiply denominators: 2/3 x 4/5 = 8/15. "Of" means multiply: 1/4 of 20 = 5. The reciprocal of a fraction swaps numerator and denominator; the reciprocal of 3/7 is 7/3.',
              'To divide by a fraction, multiply by its reciprocal: 3/4 ÷ 1/2 = 3/4 x 2 = 3/2. Multiplying a decimal by 10, 100 or 1000 moves the decimal point 1, 2 or 3 places to the right: 2.35 x 100 = 235. When multiplying two decimals, the answer has as many decimal places as both numbers together: 0.2 x 0.3 = 0.06.',
            ],
            qa: [
              { question: 'Find 3/4 ÷ 1/2.', answer: '3/2 (or 1 1/2).' },
              { question: 'What is 0.2 x 0.3?', answer: '0.06.' },
            ],
          },
          {
            name: 'Simple Equations',
            topic: 'Solving simple equations',
            description: 'Balance both sides of an equation and turn word problems into equations.',
            clip: 'what-is-a-fraction',
            notes: [
              'An equation is a condition on a variable, with an equals sign: 2x + 3 = 11. Like a balance, it stays true if we do the same operation on both sides. Subtract 3 from both sides: 2x = 8. Divide both sides by 2: x = 4. Check: 2 x 4 + 3 = 11.',
              'Transposing is a short cut: a number moved to the other side changes its operation (+3 becomes -3). Word problems become equations: "Four times a number plus 5 is 37" gives 4x + 5 = 37, so 4x = 32 and x = 8.',
            ],
            qa: [
              { question: 'Solve 2x + 3 = 11.', answer: 'x = 4.' },
              { question: 'Four times a number plus 5 is 37. Find the number.', answer: '8.' },
            ],
          },
        ],
      },
      {
        idSubject: 2,
        chapters: [
          {
            name: 'Nutrition in Plants',
            topic: 'Photosynthesis',
            description: 'How green plants make food from carbon dioxide and water using sunlight.',
            clip: 'photosynthesis',
            notes: [
              'Green plants make their own food, so they are autotrophs. In the leaves, chlorophyll traps the energy of sunlight. Using it, the plant combines carbon dioxide (taken in through tiny pores called stomata) with water (taken up by the roots) to make glucose, and releases oxygen. This process is photosynthesis: carbon dioxide + water → (sunlight, chlorophyll) → carbohydrate + oxygen.',
              'The glucose is stored as starch. Animals and non-green plants depend on others for food (heterotrophs). Some plants use other modes: the parasite Cuscuta takes food from a host; the pitcher plant traps insects for nitrogen; fungi are saprotrophs that feed on dead matter; and lichens are a partnership (symbiosis) of an alga and a fungus.',
            ],
            qa: [
              { question: 'Through which pores do leaves take in carbon dioxide?', answer: 'Stomata.' },
              { question: 'Which gas is released during photosynthesis?', answer: 'Oxygen.' },
            ],
          },
          {
            name: 'Heat',
            topic: 'Temperature and the transfer of heat',
            description: 'Thermometers, conduction, convection and radiation, and why we wear different clothes in different seasons.',
            clip: 'force-and-motion',
            notes: [
              'Temperature tells how hot or cold something is and is measured with a thermometer in degrees Celsius (°C). A clinical thermometer reads from 35 °C to 42 °C; normal body temperature is about 37 °C. A laboratory thermometer usually reads from -10 °C to 110 °C.',
              'Heat flows from a hotter object to a colder one. In solids it moves by conduction (a steel spoon in hot tea gets hot); in liquids and gases by convection (warm air rises, causing sea and land breezes); and from the Sun it reaches us by radiation, which needs no medium. Dark clothes absorb more heat, so we prefer light colours in summer; wool keeps us warm because it traps air, a poor conductor.',
            ],
            qa: [
              { question: 'What is the normal human body temperature?', answer: 'About 37 °C.' },
              { question: 'How does heat reach us from the Sun?', answer: 'By radiation.' },
            ],
          },
          {
            name: 'Acids, Bases and Salts',
            topic: 'Indicators and neutralisation',
            description: 'Sour and bitter substances, natural indicators, and what happens when an acid meets a base.',
            clip: 'photosynthesis',
            notes: [
              'Acids taste sour (lemon juice, vinegar, curd) and bases taste bitter and feel soapy (baking soda, soap, lime water). Never taste unknown substances; we use indicators instead. Blue litmus turns red in an acid; red litmus turns blue in a base. Turmeric turns red in a base, and China rose turns acids dark pink and bases green.',
              'When an acid and a base react they neutralise each other, forming a salt and water, and heat is given out. Neutralisation is used every day: an antacid such as milk of magnesia relieves acidity in the stomach, baking soda soothes an ant bite, and farmers add lime to acidic soil.',
            ],
            qa: [
              { question: 'What colour does blue litmus turn in an acid?', answer: 'Red.' },
              { question: 'What is formed when an acid reacts with a base?', answer: 'A salt and water (and heat is released).' },
            ],
          },
        ],
      },
      {
        idSubject: 6,
        chapters: [
          {
            name: 'Environment',
            topic: 'Natural and human environment',
            description: 'The lithosphere, hydrosphere, atmosphere and biosphere, and our place in the ecosystem.',
            clip: 'the-water-cycle',
            notes: [
              'Our environment is everything around us. The natural environment is made of land (lithosphere), water (hydrosphere), air (atmosphere) and living things (biosphere). The human environment includes what people have made: buildings, roads, farms and industries.',
              'All living things and their surroundings form an ecosystem, in which plants, animals and the non-living environment depend on each other. When humans change nature too fast, for example by cutting forests or polluting rivers, the balance is disturbed. Protecting the environment keeps the ecosystem healthy.',
            ],
            qa: [
              { question: 'What is the hydrosphere?', answer: 'The water part of the Earth: oceans, rivers, lakes, ice and groundwater.' },
              { question: 'Give one example of the human-made environment.', answer: 'Buildings, roads or bridges.' },
            ],
          },
          {
            name: 'Inside Our Earth',
            topic: 'Layers of the Earth and rocks',
            description: 'Crust, mantle and core, and the three types of rocks.',
            clip: 'reading-a-map',
            notes: [
              'The Earth is made of three layers. The crust is the thin outer layer, about 35 km thick under continents and 5 km under oceans. Below it is the mantle, about 2,900 km thick, and at the centre is the core, made mainly of nickel and iron, with very high temperature and pressure.',
              'Rocks are of three types. Igneous rocks form when molten magma cools (granite, basalt). Sedimentary rocks form from layers of deposited sediment (sandstone) and may contain fossils. Under heat and pressure these change into metamorphic rocks: clay becomes slate and limestone becomes marble. Rocks keep changing from one type to another in the rock cycle.',
            ],
            qa: [
              { question: 'Name the three layers of the Earth.', answer: 'Crust, mantle and core.' },
              { question: 'Limestone changes into which metamorphic rock?', answer: 'Marble.' },
            ],
          },
          {
            name: 'On Equality',
            topic: 'Equality in Indian democracy',
            description: 'Universal adult franchise, the Constitution and equality in everyday life.',
            clip: 'reading-a-map',
            notes: [
              'In India every adult aged 18 and above has one vote, whatever their religion, caste, gender or wealth. This is universal adult franchise, and it rests on the idea that all citizens are equal.',
              'The Constitution says every person is equal before the law, and no one may be discriminated against on the basis of religion, race, caste, sex or place of birth. Untouchability has been abolished. The government runs schemes such as the midday meal to make equality real, but people still face unequal treatment, and we must work to remove it.',
            ],
            qa: [
              { question: 'What is universal adult franchise?', answer: 'Every adult citizen (18 years and above) has the right to vote.' },
              { question: 'Name one government scheme that promotes equality.', answer: 'The midday meal scheme.' },
            ],
          },
        ],
      },
    ],
  },
  {
    classNumber: 8,
    idClassStandard: 3,
    subjects: [
      {
        idSubject: 1,
        chapters: [
          {
            name: 'Rational Numbers',
            topic: 'Properties of rational numbers',
            description: 'Closure, commutativity, associativity, identities and inverses for p/q numbers.',
            clip: 'what-is-a-fraction',
            notes: [
              'A rational number is one that can be written as p/q where p and q are integers and q ≠ 0, such as 3/4, -2/5 and 7 (= 7/1). Rational numbers are closed under addition, subtraction and multiplication; division is closed except by zero.',
              'Addition and multiplication are commutative and associative. 0 is the additive identity and 1 the multiplicative identity. The additive inverse of a/b is -a/b and the reciprocal (multiplicative inverse) of a/b is b/a. Between any two rational numbers there are infinitely many others: between 1/4 and 1/2 lies their average 3/8.',
            ],
            qa: [
              { question: 'What is the reciprocal of -3/7?', answer: '-7/3.' },
              { question: 'Find a rational number between 1/4 and 1/2.', answer: '3/8 (their average); there are infinitely many.' },
            ],
          },
          {
            name: 'Linear Equations in One Variable',
            topic: 'Solving linear equations',
            description: 'Equations with the variable on both sides and their use in word problems.',
            clip: 'what-is-a-fraction',
            notes: [
              'A linear equation has the highest power of the variable equal to 1, such as 3x - 5 = x + 7. Move the variable terms to one side and the numbers to the other: 3x - x = 7 + 5, so 2x = 12 and x = 6. Always check by substituting the answer back.',
              'Many problems become linear equations. If the sum of two consecutive numbers is 63, call them x and x + 1: 2x + 1 = 63, so x = 31 and the numbers are 31 and 32. Equations with fractions can be simplified by multiplying both sides by the LCM of the denominators.',
            ],
            qa: [
              { question: 'Solve 3x - 5 = x + 7.', answer: 'x = 6.' },
              { question: 'Two consecutive numbers add to 63. What are they?', answer: '31 and 32.' },
            ],
          },
          {
            name: 'Understanding Quadrilaterals',
            topic: 'Polygons and quadrilaterals',
            description: 'Angle sums of polygons and the properties of parallelograms, rhombuses, rectangles and squares.',
            clip: 'reading-a-map',
            notes: [
              'A polygon is a closed figure made of line segments. The sum of the interior angles of a polygon with n sides is (n - 2) x 180°; for a quadrilateral it is 360°. The sum of the exterior angles of any polygon is 360°, so each exterior angle of a regular hexagon is 60°.',
              'A parallelogram has opposite sides parallel and equal, opposite angles equal, and diagonals that bisect each other. A rhombus is a parallelogram with all sides equal, whose diagonals are perpendicular. A rectangle is a parallelogram with right angles and equal diagonals. A square is both a rectangle and a rhombus. A trapezium has only one pair of parallel sides.',
            ],
            qa: [
              { question: 'What is the sum of the interior angles of a pentagon?', answer: '(5 - 2) x 180° = 540°.' },
              { question: 'In which quadrilateral are the diagonals perpendicular bisectors of each other?', answer: 'A rhombus (and so a square).' },
            ],
          },
        ],
      },
      {
        idSubject: 2,
        chapters: [
          {
            name: 'Crop Production and Management',
            topic: 'From field to food',
            description: 'Kharif and rabi crops and the steps of agriculture from ploughing to storage.',
            clip: 'photosynthesis',
            notes: [
              'Crops grown in the rainy season (June to September), such as paddy, maize and cotton, are kharif crops. Crops grown in winter (October to March), such as wheat, gram and mustard, are rabi crops.',
              'Agricultural practices follow steps: preparing the soil (ploughing, levelling), sowing good seeds, adding manure and fertilisers, irrigation, protecting crops from weeds and pests, harvesting, and storage. Manure is organic and improves soil texture, while fertilisers are chemicals rich in specific nutrients. Crop rotation with leguminous plants restores nitrogen to the soil.',
            ],
            qa: [
              { question: 'Is wheat a kharif or a rabi crop?', answer: 'A rabi crop.' },
              { question: 'Why do farmers grow legumes between cereal crops?', answer: 'Legumes restore nitrogen to the soil (crop rotation).' },
            ],
          },
          {
            name: 'Force and Pressure',
            topic: 'Push, pull and pressure',
            description: 'What a force can do, contact and non-contact forces, and pressure in liquids and air.',
            clip: 'force-and-motion',
            notes: [
              'A force is a push or a pull. A force can move a still object, change the speed or direction of a moving object, and change the shape of an object. Forces need an interaction between two objects. Muscular and frictional forces are contact forces; magnetic, electrostatic and gravitational forces act without contact.',
              'Pressure is force per unit area: pressure = force / area. The same force gives more pressure on a smaller area, which is why knives are sharp and porters use a round cloth to spread the load on their heads. Liquids and gases press on the walls of their containers, and the air around us exerts atmospheric pressure.',
            ],
            qa: [
              { question: 'Define pressure.', answer: 'Force acting per unit area (pressure = force / area).' },
              { question: 'Give an example of a non-contact force.', answer: 'Gravitational force (or magnetic or electrostatic force).' },
            ],
          },
          {
            name: 'Friction',
            topic: 'Friction: friend and foe',
            description: 'Why surfaces resist sliding, how we increase or reduce friction, and rolling versus sliding.',
            clip: 'force-and-motion',
            notes: [
              'Friction is the force that opposes the relative motion between two surfaces in contact. It is caused by the tiny bumps (irregularities) on surfaces locking into each other. Rougher surfaces give more friction. Static friction (before motion starts) is larger than sliding friction, and rolling friction is the smallest, which is why wheels and ball bearings make work easier.',
              'Friction is useful: it lets us walk, write and brake a cycle. It is also harmful: it wears out shoes and machine parts and wastes energy as heat. We increase it with treaded tyres and grooved soles, and reduce it with lubricants such as oil, with ball bearings, and with streamlined shapes for moving through air and water (fluid friction or drag).',
            ],
            qa: [
              { question: 'Which is smaller: rolling friction or sliding friction?', answer: 'Rolling friction.' },
              { question: 'Name two ways to reduce friction.', answer: 'Using lubricants (oil, grease) and ball bearings.' },
            ],
          },
        ],
      },
      {
        idSubject: 6,
        chapters: [
          {
            name: 'Resources',
            topic: 'Types of resources and their conservation',
            description: 'Natural, human-made and human resources, and sustainable development.',
            clip: 'the-water-cycle',
            notes: [
              'Anything that satisfies a human need and has value is a resource. Natural resources come from nature: air, water, soil, minerals. They may be renewable (solar energy, wind) or non-renewable (coal, petroleum). Resources become useful through human knowledge and technology, which makes people themselves a human resource.',
              'Human-made resources, such as buildings and machines, are made by transforming natural ones. Because many resources are limited, we must use them carefully so that future generations can also meet their needs. This is sustainable development: reduce, reuse and recycle.',
            ],
            qa: [
              { question: 'Give an example of a non-renewable resource.', answer: 'Coal (or petroleum, natural gas).' },
              { question: 'What is sustainable development?', answer: 'Using resources so that future generations can also meet their needs.' },
            ],
          },
          {
            name: 'Land, Soil, Water, Natural Vegetation and Wildlife Resources',
            topic: 'Land, soil and water conservation',
            description: 'Land use, soil formation and erosion, water scarcity, forests and wildlife protection.',
            clip: 'the-water-cycle',
            notes: [
              'Land is used for farming, forests, mining, houses and roads. Soil forms slowly from weathered rock mixed with organic matter. Deforestation, overgrazing and floods cause soil erosion; we conserve soil with mulching, contour ploughing, terrace farming, shelter belts and rock dams.',
              'Only about 2.7 percent of the Earth\'s water is fresh and usable. Rainwater harvesting, drip irrigation and preventing pollution help conserve it. Forests and wildlife keep ecosystems in balance; national parks, wildlife sanctuaries and biosphere reserves protect them.',
            ],
            qa: [
              { question: 'Name two methods of soil conservation.', answer: 'Terrace farming and contour ploughing (also mulching, shelter belts).' },
              { question: 'How can we conserve water in agriculture?', answer: 'By drip or sprinkler irrigation and rainwater harvesting.' },
            ],
          },
          {
            name: 'The Indian Constitution',
            topic: 'Why a country needs a constitution',
            description: 'Key features of the Indian Constitution and our Fundamental Rights.',
            clip: 'reading-a-map',
            notes: [
              'A constitution lays down the ideals of a country and the rules by which it is governed. The Indian Constitution was drafted by the Constituent Assembly, with Dr B. R. Ambedkar as chairman of the Drafting Committee, and came into effect on 26 January 1950.',
              'Its key features are federalism (governments at the union, state and local level), a parliamentary form of government, separation of powers between the legislature, executive and judiciary, Fundamental Rights, and secularism. The Fundamental Rights are the rights to equality, to freedom, against exploitation, to freedom of religion, cultural and educational rights, and the right to constitutional remedies.',
            ],
            qa: [
              { question: 'When did the Indian Constitution come into effect?', answer: 'On 26 January 1950.' },
              { question: 'Who chaired the Drafting Committee?', answer: 'Dr B. R. Ambedkar.' },
            ],
          },
        ],
      },
    ],
  },
];

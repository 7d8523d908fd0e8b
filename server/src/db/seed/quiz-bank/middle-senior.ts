import type { Bank } from './types.js';

/**
 * Classes 6-9, 11 and 12 (science, social science, Hindi): three hand-written questions per
 * chapter; the chapter's two Q&A pairs complete each quiz. Maths chapters are generated.
 */
export const MIDDLE_SENIOR_BANK: Bank = {
  // Class 6 science
  6201: [
    { t: 'o', q: 'Which nutrient mainly gives us energy?', o: ['carbohydrates', 'vitamins', 'minerals', 'roughage'], a: 0, e: 'Carbohydrates and fats are energy-giving foods; proteins build the body; vitamins and minerals protect it.' },
    { t: 'o', q: 'Iodine solution turns blue-black in the presence of:', o: ['starch', 'protein', 'fat', 'vitamin C'], a: 0, e: 'The iodine test: a blue-black colour shows starch.' },
    { t: 'o', q: 'A lack of vitamin C causes:', o: ['scurvy', 'rickets', 'night blindness', 'goitre'], a: 0, e: 'Scurvy (bleeding gums) is caused by a lack of vitamin C; rickets by vitamin D; goitre by iodine.' },
  ],
  6202: [
    { t: 'o', q: 'Materials through which we can see clearly are:', o: ['transparent', 'opaque', 'translucent', 'lustrous'], a: 0, e: 'Glass and clear water are transparent; wood is opaque; butter paper is translucent.' },
    { t: 'o', q: 'Which of these is soluble in water?', o: ['sugar', 'sand', 'chalk powder', 'sawdust'], a: 0, e: 'Sugar and salt dissolve in water; sand, chalk and sawdust do not.' },
    { t: 'o', q: 'Metals like iron and copper have a shine. This property is called:', o: ['lustre', 'solubility', 'transparency', 'softness'], a: 0, e: 'Materials with a shine on a freshly cut surface are lustrous.' },
  ],
  6203: [
    { t: 'o', q: 'The SI unit of length is the:', o: ['metre', 'kilogram', 'second', 'litre'], a: 0, e: 'The metre (m) is the standard (SI) unit of length.' },
    { t: 'o', q: 'The motion of a vehicle on a straight road is:', o: ['rectilinear motion', 'circular motion', 'periodic motion', 'no motion'], a: 0, e: 'Motion along a straight line is rectilinear.' },
    { t: 'o', q: 'The motion of the hands of a clock is an example of:', o: ['circular motion', 'rectilinear motion', 'random motion', 'no motion'], a: 0, e: 'The tip of a clock hand moves along a circle.' },
  ],
  // Class 6 social science
  6601: [
    { t: 'o', q: 'Which is the largest planet of the solar system?', o: ['Jupiter', 'Earth', 'Mars', 'Venus'], a: 0, e: 'Jupiter is the largest planet; Mercury is the smallest and closest to the Sun.' },
    { t: 'o', q: 'The Moon takes about how long to go once around the Earth?', o: ['27 days', '24 hours', '365 days', '7 days'], a: 0, e: 'The Moon completes one revolution around the Earth in about 27 days.' },
    { t: 'o', q: 'Which planet is known as the "blue planet"?', o: ['Earth', 'Neptune', 'Jupiter', 'Mercury'], a: 0, e: 'Earth looks blue from space because two-thirds of it is covered by water.' },
  ],
  6602: [
    { t: 'o', q: 'The Equator is the:', o: ['0° latitude', '0° longitude', '90° N latitude', '180° longitude'], a: 0, e: 'The Equator (0° latitude) divides the Earth into the northern and southern hemispheres.' },
    { t: 'o', q: 'The Prime Meridian passes through:', o: ['Greenwich, near London', 'New Delhi', 'the North Pole only', 'Tokyo'], a: 0, e: 'The 0° longitude line, the Prime Meridian, passes through Greenwich.' },
    { t: 'o', q: 'Every 15° of longitude east or west makes a time difference of:', o: ['1 hour', '4 minutes', '15 minutes', '1 day'], a: 0, e: 'The Earth turns 360° in 24 hours: 15° an hour (1° every 4 minutes).' },
  ],
  6603: [
    { t: 'o', q: 'Old writings on hard surfaces such as stone or metal are called:', o: ['inscriptions', 'manuscripts', 'newspapers', 'maps'], a: 0, e: 'Inscriptions are carved on stone or metal; manuscripts are handwritten books.' },
    { t: 'o', q: 'Scholars who study the remains of buildings, tools and coins are:', o: ['archaeologists', 'astronomers', 'geologists', 'botanists'], a: 0, e: 'Archaeologists dig up and study objects made and used in the past.' },
    { t: 'o', q: 'Old books written by hand on palm leaves or birch bark are:', o: ['manuscripts', 'inscriptions', 'coins', 'fossils'], a: 0, e: 'Manuscripts were written by hand, often on palm leaves or the bark of the birch tree.' },
  ],
  // Class 6 Hindi
  6501: [
    { t: 'o', q: '"वह चिड़िया जो" कविता के कवि कौन हैं?', o: ['केदारनाथ अग्रवाल', 'प्रेमचंद', 'कृष्णा सोबती', 'सूरदास'], a: 0, e: 'यह कविता केदारनाथ अग्रवाल ने लिखी है।' },
    { t: 'o', q: 'चिड़िया किसके दाने रुचि से खाती है?', o: ['जुंडी के', 'गेहूँ के', 'मक्के के', 'चावल के'], a: 0, e: 'कविता में चिड़िया जुंडी के दाने रुचि से खाती है।' },
    { t: 'o', q: 'कविता में चिड़िया कैसी है?', o: ['संतोषी, मस्त और स्वाभिमानी', 'दुखी और डरी हुई', 'गुस्सैल', 'आलसी'], a: 0, e: 'चिड़िया छोटी-छोटी चीज़ों में खुश रहती है: संतोषी, मस्त और स्वाभिमानी।' },
  ],
  6502: [
    { t: 'o', q: 'लेखिका बचपन में किस रंग के जूते पहनती थीं?', o: ['चॉकलेट-रंग के', 'लाल', 'सफ़ेद', 'नीले'], a: 0, e: 'लेखिका रंग-बिरंगे फ्रॉक और चॉकलेट-रंग के जूते पहनती थीं।' },
    { t: 'o', q: 'लेखिका किस शहर के माल रोड को याद करती हैं?', o: ['शिमला', 'मुंबई', 'चेन्नई', 'पटना'], a: 0, e: 'वे शिमला के माल रोड, कुल्फ़ी और रसभरी को याद करती हैं।' },
    { t: 'o', q: 'पाठ से क्या पता चलता है?', o: ['समय के साथ पहनावा, खाना और खेल बदल गए हैं', 'कुछ भी नहीं बदला', 'बचपन में स्कूल नहीं थे', 'शिमला में समुद्र है'], a: 0, e: 'बचपन पाठ समय के साथ आए बदलावों को दिखाता है।' },
  ],
  6503: [
    { t: 'o', q: 'केशव की बहन का नाम क्या है?', o: ['श्यामा', 'सीता', 'गीता', 'राधा'], a: 0, e: 'केशव और उसकी बहन श्यामा ने कार्निस पर अंडे देखे।' },
    { t: 'o', q: 'बच्चों ने अंडे कहाँ देखे?', o: ['कार्निस पर', 'पेड़ पर', 'ज़मीन पर', 'नदी के पास'], a: 0, e: 'चिड़िया के अंडे कार्निस पर थे।' },
    { t: 'o', q: 'अंडों का क्या हुआ?', o: ['वे ज़मीन पर गिरकर टूट गए', 'उनसे बच्चे निकल आए', 'चिड़िया उन्हें ले गई', 'बच्चों ने उन्हें बेच दिया'], a: 0, e: 'अंडे गिरकर टूट गए और दोनों बच्चे बहुत दुखी हुए।' },
  ],
  // Class 7 science
  7201: [
    { t: 'o', q: 'The green pigment in leaves that traps sunlight is:', o: ['chlorophyll', 'haemoglobin', 'melanin', 'starch'], a: 0, e: 'Chlorophyll captures the energy of sunlight for photosynthesis.' },
    { t: 'o', q: 'Tiny pores on leaves through which gases are exchanged are:', o: ['stomata', 'roots', 'veins', 'petals'], a: 0, e: 'Carbon dioxide enters and oxygen leaves through the stomata.' },
    { t: 'o', q: 'Cuscuta (amarbel) is an example of a:', o: ['parasite', 'insectivorous plant', 'saprotroph', 'autotroph'], a: 0, e: 'Cuscuta has no chlorophyll and takes food from its host plant: it is a parasite.' },
  ],
  7202: [
    { t: 'o', q: 'The normal temperature of the human body is about:', o: ['37 °C', '98 °C', '20 °C', '100 °C'], a: 0, e: 'Normal body temperature is about 37 °C (98.6 °F).' },
    { t: 'o', q: 'Heat travels from the hot end to the cold end of a metal spoon by:', o: ['conduction', 'convection', 'radiation', 'evaporation'], a: 0, e: 'In solids heat moves by conduction; in liquids and gases by convection; from the Sun by radiation.' },
    { t: 'o', q: 'We prefer light-coloured clothes in summer because they:', o: ['reflect most of the heat', 'absorb more heat', 'are heavier', 'are waterproof'], a: 0, e: 'Dark surfaces absorb more heat; light colours reflect it.' },
  ],
  7203: [
    { t: 'o', q: 'Acids turn blue litmus:', o: ['red', 'blue', 'green', 'colourless'], a: 0, e: 'Acids turn blue litmus red; bases turn red litmus blue.' },
    { t: 'o', q: 'The reaction between an acid and a base is called:', o: ['neutralisation', 'oxidation', 'rusting', 'evaporation'], a: 0, e: 'Acid + base → salt + water, with heat given out: neutralisation.' },
    { t: 'o', q: 'For an ant bite (formic acid) we rub on:', o: ['baking soda or calamine (mild bases)', 'lemon juice', 'vinegar', 'more acid'], a: 0, e: 'A mild base neutralises the acid of the sting.' },
  ],
  // Class 7 social science
  7601: [
    { t: 'o', q: 'Which of these is part of the natural environment?', o: ['mountains and rivers', 'roads', 'buildings', 'bridges'], a: 0, e: 'Land, water, air, plants and animals are natural; roads, buildings and bridges are human-made.' },
    { t: 'o', q: 'The thin layer of air around the Earth is the:', o: ['atmosphere', 'lithosphere', 'hydrosphere', 'biosphere'], a: 0, e: 'Lithosphere = solid crust, hydrosphere = water, atmosphere = air, biosphere = where life exists.' },
    { t: 'o', q: 'World Environment Day is celebrated on:', o: ['5 June', '15 August', '2 October', '14 November'], a: 0, e: 'World Environment Day is 5 June every year.' },
  ],
  7602: [
    { t: 'o', q: 'The uppermost layer of the Earth is the:', o: ['crust', 'mantle', 'core', 'magma'], a: 0, e: 'The Earth has three layers: the crust, the mantle and the core.' },
    { t: 'o', q: 'Rocks formed when molten magma cools are:', o: ['igneous rocks', 'sedimentary rocks', 'metamorphic rocks', 'fossils'], a: 0, e: 'Igneous rocks such as granite and basalt form from cooled magma.' },
    { t: 'o', q: 'Under heat and pressure, igneous and sedimentary rocks change into:', o: ['metamorphic rocks', 'igneous rocks', 'magma only', 'soil only'], a: 0, e: 'Clay becomes slate and limestone becomes marble: metamorphic rocks.' },
  ],
  7603: [
    { t: 'o', q: 'Universal adult franchise means:', o: ['every adult citizen can vote', 'only rich people can vote', 'only men can vote', 'nobody votes'], a: 0, e: 'All adults (18 years and above) have the right to vote, whatever their wealth, religion or caste.' },
    { t: 'o', q: 'Which scheme provides cooked meals in government schools?', o: ['the Midday Meal Scheme', 'a bank loan', 'a railway pass', 'a tax'], a: 0, e: 'The Midday Meal Scheme helped more poor children to enrol and stay in school.' },
    { t: 'o', q: 'The Constitution recognises every person as:', o: ['equal', 'unequal', 'a servant', 'a ruler'], a: 0, e: 'Equality before the law is a key feature of Indian democracy.' },
  ],
  // Class 8 science
  8201: [
    { t: 'o', q: 'Crops sown in the rainy season (June-July) are called:', o: ['kharif crops', 'rabi crops', 'zaid crops', 'weeds'], a: 0, e: 'Kharif crops like paddy and maize are sown in the rains; rabi crops like wheat in winter.' },
    { t: 'o', q: 'Loosening and turning the soil is called:', o: ['tilling or ploughing', 'harvesting', 'threshing', 'winnowing'], a: 0, e: 'Ploughing loosens the soil so roots can breathe and go deep.' },
    { t: 'o', q: 'Unwanted plants that grow with a crop are:', o: ['weeds', 'manure', 'seeds', 'fertilisers'], a: 0, e: 'Weeds compete with crops for water, nutrients and light; removing them is weeding.' },
  ],
  8202: [
    { t: 'o', q: 'Pressure is:', o: ['force per unit area', 'force times area', 'mass per unit volume', 'distance per unit time'], a: 0, e: 'Pressure = force ÷ area, so the same force on a smaller area gives more pressure.' },
    { t: 'o', q: 'A sharp knife cuts better than a blunt one because:', o: ['its small edge area gives more pressure', 'it is heavier', 'it is longer', 'it is colder'], a: 0, e: 'A sharp edge has a tiny area, so the same push gives a much larger pressure.' },
    { t: 'o', q: 'The force exerted by a magnet on iron is a:', o: ['non-contact force', 'contact force', 'frictional force', 'muscular force'], a: 0, e: 'Magnetic, electrostatic and gravitational forces act without contact.' },
  ],
  8203: [
    { t: 'o', q: 'Friction acts:', o: ['opposite to the direction of motion', 'in the direction of motion', 'upwards only', 'never'], a: 0, e: 'Friction always opposes the relative motion between surfaces.' },
    { t: 'o', q: 'Ball bearings reduce friction because:', o: ['rolling friction is smaller than sliding friction', 'they add weight', 'they are hot', 'they are rough'], a: 0, e: 'Rolling friction is less than sliding friction, so wheels and bearings make motion easier.' },
    { t: 'o', q: 'Treaded (grooved) tyres and shoe soles:', o: ['increase friction for a better grip', 'reduce friction', 'make no difference', 'make vehicles faster by slipping'], a: 0, e: 'Treads increase friction so tyres and shoes grip the ground.' },
  ],
  // Class 8 social science
  8601: [
    { t: 'o', q: 'Which of these is a human-made resource?', o: ['a building', 'sunlight', 'water', 'soil'], a: 0, e: 'Natural resources come from nature; buildings, machines and roads are human-made.' },
    { t: 'o', q: 'Resources that can be used up and are limited, like coal and petroleum, are:', o: ['non-renewable resources', 'renewable resources', 'human resources', 'ubiquitous resources'], a: 0, e: 'Fossil fuels are non-renewable: they take millions of years to form.' },
    { t: 'o', q: 'Using resources carefully so they last for future generations is:', o: ['sustainable development', 'exploitation', 'pollution', 'deforestation'], a: 0, e: 'Sustainable development meets today\'s needs while keeping resources for the future.' },
  ],
  8602: [
    { t: 'o', q: 'Cutting steps on hill slopes to grow crops and save soil is:', o: ['terrace farming', 'shifting cultivation', 'mulching', 'deforestation'], a: 0, e: 'Terraces slow the flow of water and stop soil from being washed away.' },
    { t: 'o', q: 'Collecting and storing rainwater for later use is:', o: ['rainwater harvesting', 'irrigation', 'evaporation', 'deforestation'], a: 0, e: 'Rainwater harvesting saves water and recharges groundwater.' },
    { t: 'o', q: 'Covering bare soil with organic matter like straw to hold moisture is:', o: ['mulching', 'terracing', 'ploughing', 'grazing'], a: 0, e: 'Mulch protects the soil and keeps it moist.' },
  ],
  8603: [
    { t: 'o', q: 'The Indian Constitution came into effect on:', o: ['26 January 1950', '15 August 1947', '2 October 1869', '26 November 1949'], a: 0, e: 'It was adopted on 26 November 1949 and came into effect on 26 January 1950 (Republic Day).' },
    { t: 'o', q: 'Who chaired the Drafting Committee of the Constitution?', o: ['Dr B. R. Ambedkar', 'Jawaharlal Nehru', 'Mahatma Gandhi', 'Rajendra Prasad'], a: 0, e: 'Dr B. R. Ambedkar chaired the Drafting Committee.' },
    { t: 'm', q: 'Which of these are key features of the Indian Constitution? Choose all that apply.', o: ['federalism', 'fundamental rights', 'separation of powers', 'rule by one king'], a: [0, 1, 2], e: 'Federalism, parliamentary government, separation of powers, fundamental rights and secularism are key features.' },
  ],
  // Class 9 science
  9201: [
    { t: 'o', q: 'The change of a solid directly into vapour without becoming a liquid is:', o: ['sublimation', 'evaporation', 'condensation', 'melting'], a: 0, e: 'Camphor, naphthalene and ammonium chloride sublime.' },
    { t: 'o', q: 'The boiling point of water at normal atmospheric pressure is:', o: ['100 °C (373 K)', '0 °C (273 K)', '37 °C', '50 °C'], a: 0, e: 'Water boils at 100 °C = 373 K at 1 atmosphere.' },
    { t: 'o', q: 'Evaporation causes:', o: ['cooling', 'heating', 'melting', 'no change'], a: 0, e: 'Evaporating particles take heat from the surroundings, which cools them (sweat cools the body).' },
  ],
  9202: [
    { t: 'o', q: 'A car goes from 0 to 20 m/s in 5 s. Its acceleration is:', o: ['4 m/s²', '100 m/s²', '25 m/s²', '0.25 m/s²'], a: 0, e: 'a = (v - u)/t = (20 - 0)/5 = 4 m/s².' },
    { t: 'o', q: 'The slope of a distance-time graph gives the:', o: ['speed', 'acceleration', 'mass', 'force'], a: 0, e: 'Distance ÷ time = speed; the slope of a velocity-time graph gives acceleration.' },
    { t: 's', q: 'A cyclist covers 36 km in 2 hours. What is the average speed in km/h?', a: '18', e: 'Average speed = total distance ÷ total time = 36 ÷ 2 = 18 km/h.' },
  ],
  9203: [
    { t: 'o', q: 'The "powerhouse of the cell" is the:', o: ['mitochondrion', 'nucleus', 'ribosome', 'vacuole'], a: 0, e: 'Mitochondria release energy from food as ATP.' },
    { t: 'o', q: 'Which of these is found in plant cells but not in animal cells?', o: ['cell wall', 'cell membrane', 'nucleus', 'mitochondria'], a: 0, e: 'Plant cells have a cellulose cell wall (and chloroplasts); animal cells do not.' },
    { t: 'o', q: 'The cell was first observed in cork by:', o: ['Robert Hooke', 'Robert Brown', 'Charles Darwin', 'Isaac Newton'], a: 0, e: 'Robert Hooke saw cells in a thin slice of cork in 1665.' },
  ],
  // Class 9 social science
  9601: [
    { t: 'o', q: 'The Tropic of Cancer (23°30\' N) divides India into:', o: ['almost two equal parts', 'east and west', 'three parts', 'no parts'], a: 0, e: 'The Tropic of Cancer passes through the middle of India.' },
    { t: 'o', q: 'The Standard Meridian of India is:', o: ['82°30\' E', '0°', '23°30\' N', '90° E'], a: 0, e: '82°30\' E, passing near Mirzapur, sets Indian Standard Time.' },
    { t: 'o', q: 'Among the countries of the world, India is the ___ largest by area.', o: ['seventh', 'first', 'third', 'tenth'], a: 0, e: 'With about 3.28 million sq km, India is the seventh largest country.' },
  ],
  9602: [
    { t: 'o', q: 'The northernmost range of the Himalayas is the:', o: ['Himadri (Great Himalayas)', 'Shiwaliks', 'Himachal', 'Aravalis'], a: 0, e: 'The Himalayas have three parallel ranges: Himadri (north), Himachal (middle) and Shiwaliks (south).' },
    { t: 'o', q: 'The Deccan Plateau is bordered on the west by the:', o: ['Western Ghats', 'Eastern Ghats', 'Himalayas', 'Thar Desert'], a: 0, e: 'The Western Ghats run along the west coast; the Eastern Ghats on the east.' },
    { t: 'o', q: 'Lakshadweep islands are of:', o: ['coral origin', 'volcanic origin', 'glacial origin', 'desert origin'], a: 0, e: 'Lakshadweep is made of coral; the Andaman and Nicobar Islands are partly volcanic.' },
  ],
  9603: [
    { t: 'o', q: 'In a democracy, the final decision-making power rests with:', o: ['those elected by the people', 'the army', 'one family', 'foreign rulers'], a: 0, e: 'A democracy is a form of government in which rulers are elected by the people.' },
    { t: 'o', q: 'A democratic election must offer:', o: ['a free and fair choice', 'only one party', 'no choice', 'votes only for the rich'], a: 0, e: 'Elections must be free and fair, with a real choice and one person one vote.' },
    { t: 'o', q: 'The principle "one person, one vote, one value" means:', o: ['every adult citizen has one vote of equal value', 'rich people get more votes', 'only teachers vote', 'votes are not counted'], a: 0, e: 'Political equality: each vote counts the same.' },
  ],
  // Class 11 science
  11201: [
    { t: 'o', q: 'The SI unit of mass is the:', o: ['kilogram', 'gram', 'newton', 'pound'], a: 0, e: 'The seven SI base units include the metre, kilogram, second, ampere, kelvin, mole and candela.' },
    { t: 'o', q: 'How many significant figures does 0.00520 have?', o: ['3', '5', '2', '6'], a: 0, e: 'Leading zeros do not count; the trailing zero after the decimal does: 5, 2, 0.' },
    { t: 'o', q: 'The dimensional formula of velocity is:', o: ['[M⁰ L T⁻¹]', '[M L T⁻²]', '[M L² T⁻²]', '[M⁰ L T]'], a: 0, e: 'Velocity = length ÷ time: [L T⁻¹].' },
  ],
  11202: [
    { t: 'o', q: 'One mole of a substance contains how many particles?', o: ['6.022 x 10²³', '6.022 x 10²⁰', '1000', '3 x 10⁸'], a: 0, e: 'Avogadro\'s number: 6.022 x 10²³ particles per mole.' },
    { t: 's', q: 'The molar mass of water (H2O) in g/mol, using H = 1 and O = 16, is:', a: '18', e: '2 x 1 + 16 = 18 g/mol.' },
    { t: 'o', q: 'How many moles are there in 44 g of CO2 (C = 12, O = 16)?', o: ['1', '2', '0.5', '44'], a: 0, e: 'Molar mass of CO2 = 12 + 32 = 44 g/mol, so 44 g is 1 mol.' },
  ],
  11203: [
    { t: 'o', q: 'Which of these is a prokaryote?', o: ['a bacterium', 'an amoeba', 'a plant cell', 'a human cell'], a: 0, e: 'Prokaryotes (bacteria, blue-green algae) have no membrane-bound nucleus.' },
    { t: 'o', q: 'Ribosomes are the site of:', o: ['protein synthesis', 'photosynthesis', 'respiration', 'cell division'], a: 0, e: 'Ribosomes make proteins; they are found in both prokaryotes and eukaryotes.' },
    { t: 'o', q: 'The cell theory was proposed by:', o: ['Schleiden and Schwann', 'Watson and Crick', 'Mendel', 'Darwin'], a: 0, e: 'Schleiden and Schwann proposed it; Virchow added that all cells arise from pre-existing cells.' },
  ],
  // Class 12 science
  12201: [
    { t: 'o', q: 'If the distance between two point charges is doubled, the force between them becomes:', o: ['one quarter', 'half', 'double', 'four times'], a: 0, e: "Coulomb's law: F ∝ 1/r², so doubling r makes F one quarter." },
    { t: 'o', q: 'The SI unit of electric charge is the:', o: ['coulomb', 'volt', 'ampere', 'farad'], a: 0, e: 'Charge is measured in coulombs (C); 1 C = 1 A x 1 s.' },
    { t: 'o', q: "Gauss's law relates the electric flux through a closed surface to:", o: ['the charge enclosed by it', 'the area only', 'the magnetic field', 'the temperature'], a: 0, e: 'Flux = q(enclosed)/ε₀.' },
  ],
  12202: [
    { t: 'o', q: 'Molarity is defined as:', o: ['moles of solute per litre of solution', 'moles of solute per kg of solvent', 'grams of solute per litre', 'litres of solvent per mole'], a: 0, e: 'Molarity (M) = moles of solute ÷ volume of solution in litres; molality uses kg of solvent.' },
    { t: 'o', q: 'Adding salt to water makes its boiling point:', o: ['higher', 'lower', 'unchanged', 'zero'], a: 0, e: 'Elevation of boiling point is a colligative property: it depends on the number of solute particles.' },
    { t: 's', q: '2 moles of NaCl are dissolved to make 4 litres of solution. What is the molarity (in M)?', a: '0.5', e: 'M = 2 mol ÷ 4 L = 0.5 M.' },
  ],
  12203: [
    { t: 'o', q: 'In a monohybrid cross (Tt x Tt), the phenotypic ratio of tall to dwarf is:', o: ['3 : 1', '1 : 2 : 1', '9 : 3 : 3 : 1', '1 : 1'], a: 0, e: 'TT, Tt, Tt are tall and tt is dwarf: 3 tall : 1 dwarf (genotypes 1 : 2 : 1).' },
    { t: 'o', q: 'Mendel did his experiments on:', o: ['garden pea', 'fruit fly', 'maize', 'mango'], a: 0, e: 'Gregor Mendel worked with the garden pea, Pisum sativum.' },
    { t: 'o', q: 'The dihybrid phenotypic ratio in the F2 generation is:', o: ['9 : 3 : 3 : 1', '3 : 1', '1 : 2 : 1', '1 : 1 : 1 : 1'], a: 0, e: 'Two independently assorting traits give 9 : 3 : 3 : 1.' },
  ],
};

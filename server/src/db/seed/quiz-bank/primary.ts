import type { Bank } from './types.js';

/**
 * Classes 1-5: three hand-written questions per chapter (the chapter's own two Q&A pairs
 * complete each quiz), written from the chapter's notes.
 */
export const PRIMARY_BANK: Bank = {
  // Class 1
  1101: [
    { t: 'o', q: 'Which of these is round?', o: ['a ball', 'a book', 'a brick', 'a box'], a: 0, e: 'A ball is round all over; a book, a brick and a box have straight edges.' },
    { t: 'o', q: 'The apple is ___ the basket. Which word tells us where it is?', o: ['inside', 'bigger', 'longer', 'taller'], a: 0, e: 'Words like inside, under and on tell us where things are; bigger, longer and taller compare things.' },
    { t: 'o', q: 'Which animal is bigger?', o: ['an elephant', 'a dog', 'a cat', 'a rabbit'], a: 0, e: 'An elephant is much bigger than a dog, a cat or a rabbit.' },
  ],
  1301: [
    { t: 'o', q: 'In the poem "A Happy Child", what colour is the tree?', o: ['green', 'red', 'blue', 'yellow'], a: 0, e: 'The child\'s house is red, the tree is green and the sky is blue.' },
    { t: 'o', q: 'What colour is the sky in the poem?', o: ['blue', 'green', 'red', 'black'], a: 0, e: 'The poem says the sky is blue.' },
    { t: 'o', q: 'Rhyming words end with the same sound. Which word rhymes with "tree"?', o: ['see', 'house', 'sky', 'red'], a: 0, e: '"Tree" and "see" end with the same "ee" sound.' },
  ],
  1302: [
    { t: 'o', q: 'What did the first little pig build his house with?', o: ['straw', 'bricks', 'stone', 'sticks'], a: 0, e: 'The first pig used straw, the second sticks and the third bricks.' },
    { t: 'o', q: 'Who wanted to blow the houses down?', o: ['a hungry wolf', 'a big bear', 'a lion', 'a farmer'], a: 0, e: 'A hungry wolf huffed and puffed at each house.' },
    { t: 'o', q: 'Where were all three pigs safe at the end?', o: ['in the brick house', 'in the straw house', 'in the stick house', 'in the forest'], a: 0, e: 'The wolf could not blow down the strong brick house, so the pigs were safe inside it.' },
  ],
  1303: [
    { t: 'o', q: 'What does the child use to dry off after a bath?', o: ['a towel', 'a fan', 'a brush', 'a comb'], a: 0, e: 'In the poem the child dries the face, hands, feet, ears and toes with a towel.' },
    { t: 'o', q: 'Why does the child want to be like a little dog?', o: ['it is quicker to shake dry', 'dogs do not need baths', 'dogs can swim', 'dogs like towels'], a: 0, e: 'The child thinks shaking dry like a puppy would be much quicker than using a towel.' },
    { t: 'o', q: 'Which good habit does the poem teach?', o: ['keeping clean', 'sleeping late', 'eating sweets', 'watching TV'], a: 0, e: 'The poem is about bathing and drying well: keeping clean.' },
  ],
  1701: [
    { t: 'o', q: 'A family is:', o: ['a group of people who live together and care for each other', 'only a mother', 'a group of strangers', 'a class at school'], a: 0, e: 'Families can be small or big, but they live together and care for each other.' },
    { t: 'o', q: 'A big family may also have:', o: ['grandparents, uncles, aunts and cousins', 'only one person', 'no children', 'only pets'], a: 0, e: 'In a big (joint) family, grandparents, uncles, aunts and cousins live in the same house.' },
    { t: 'o', q: 'How can children help at home?', o: ['by keeping their things tidy and watering the plants', 'by making a mess', 'by wasting food', 'by shouting'], a: 0, e: 'Everyone in a family helps; children can keep their things tidy and water the plants.' },
  ],
  1702: [
    { t: 'o', q: 'We see with our:', o: ['eyes', 'ears', 'nose', 'tongue'], a: 0, e: 'Eyes see, ears hear, the nose smells, the tongue tastes and the skin feels.' },
    { t: 'o', q: 'How many sense organs do we have?', o: ['five', 'two', 'three', 'ten'], a: 0, e: 'Eyes, ears, nose, tongue and skin are our five sense organs.' },
    { t: 'o', q: 'Which body parts do we use to walk and run?', o: ['legs', 'hands', 'ears', 'neck'], a: 0, e: 'We use our legs to walk and run and our hands to hold and write.' },
  ],
  1703: [
    { t: 'o', q: 'Which of these is a big tree?', o: ['mango', 'grass', 'mint', 'rose'], a: 0, e: 'Mango and neem are big trees; rose is a bush; grass and mint are small soft plants.' },
    { t: 'o', q: 'What do plants need to grow?', o: ['water, air and sunlight', 'only darkness', 'only sand', 'plastic'], a: 0, e: 'Plants need water, air and sunlight to grow.' },
    { t: 'm', q: 'What do plants give us? Choose all that apply.', o: ['food and fruits', 'wood', 'shade', 'plastic bags'], a: [0, 1, 2], e: 'Plants give us food, fruits, flowers, wood and shade.' },
  ],
  // Class 2
  2101: [
    { t: 'o', q: 'Why does a ball roll?', o: ['it is round all over', 'it has flat faces', 'it is heavy', 'it is square'], a: 0, e: 'A ball is round all over, so it rolls; a box slides on its flat faces.' },
    { t: 'o', q: 'A tin can roll and also:', o: ['slide', 'fly', 'swim', 'bounce like a ball'], a: 0, e: 'A tin rolls on its curved side and slides on its flat ends.' },
    { t: 'o', q: 'To see which of two pencils is longer, we place them side by side:', o: ['with one end at the same starting point', 'far apart', 'one on top of the other, crossed', 'in a box'], a: 0, e: 'Line up one end of both pencils; the one that goes further is longer.' },
  ],
  2103: [
    { t: 'o', q: 'Which is light?', o: ['a feather', 'a school bag full of books', 'a brick', 'a bucket of water'], a: 0, e: 'A feather is very light; a full school bag is heavy.' },
    { t: 'o', q: 'On a balance, the side that goes down holds the:', o: ['heavier object', 'lighter object', 'bigger object always', 'smaller object always'], a: 0, e: 'The heavier side of a balance goes down.' },
    { t: 'o', q: 'Is a big thing always heavy?', o: ['No, a large balloon is light', 'Yes, always', 'Only on Sundays', 'Only if it is red'], a: 0, e: 'A big balloon is light while a small stone can be heavy: size does not tell weight.' },
  ],
  2301: [
    { t: 'o', q: 'What is the child in "First Day at School" doing before the first day?', o: ['asking many questions', 'sleeping', 'playing cricket', 'cooking'], a: 0, e: 'The child wonders: Who will be my teacher? Will the other children be friendly?' },
    { t: 'o', q: 'Feeling a little afraid of new places is:', o: ['normal', 'wrong', 'a punishment', 'impossible'], a: 0, e: 'The poem shows that a little fear of a new place is normal, and it soon goes away.' },
    { t: 'o', q: 'What does the child find at school in the end?', o: ['new friends and new things to learn', 'nobody at all', 'a locked door', 'only homework'], a: 0, e: 'School turns out to be a happy place with new friends and new things to learn.' },
  ],
  2302: [
    { t: 'o', q: 'What kind of animal is Haldi?', o: ['a small yellow bird', 'a cat', 'a fish', 'a dog'], a: 0, e: 'Haldi is a small yellow bird.' },
    { t: 'o', q: 'What does Haldi want to see?', o: ['what lies beyond her tree', 'the bottom of the sea', 'the moon', 'a film'], a: 0, e: 'Haldi is curious and wants to see what lies beyond her tree.' },
    { t: 'o', q: 'What does the story teach about exploring?', o: ['be curious, but be careful and come home safely', 'never leave home', 'always fly at night', 'do not make friends'], a: 0, e: 'It is good to explore, but also to be careful and come back home safely.' },
  ],
  2303: [
    { t: 'o', q: 'In "I am Lucky!", why is the butterfly lucky?', o: ['it has colourful wings', 'it can swim', 'it can bark', 'it is big'], a: 0, e: 'The butterfly is lucky because of its colourful wings.' },
    { t: 'o', q: 'Why is the bird lucky?', o: ['it can fly', 'it can swim all day', 'it has fur', 'it lives in water'], a: 0, e: 'The bird is lucky because it can fly.' },
    { t: 'o', q: 'What does the poem teach us?', o: ['to be happy with who we are', 'to want to be someone else', 'to stay indoors', 'to sleep all day'], a: 0, e: 'Each of us has something special; be happy with who you are.' },
  ],
  2701: [
    { t: 'o', q: 'What do we wear in winter?', o: ['woollen clothes', 'light cotton clothes only', 'raincoats only', 'swimsuits'], a: 0, e: 'Winter is cold, so we wear woollen clothes.' },
    { t: 'o', q: 'What do we use in the monsoon?', o: ['umbrellas and raincoats', 'sweaters and caps only', 'sunglasses only', 'kites'], a: 0, e: 'It rains in the monsoon, so we use umbrellas and raincoats.' },
    { t: 'o', q: 'How many main seasons does India have?', o: ['three', 'one', 'two', 'six'], a: 0, e: 'Summer, monsoon (rainy season) and winter are the three main seasons.' },
  ],
  2702: [
    { t: 'o', q: 'Which of these comes from animals?', o: ['milk', 'rice', 'wheat', 'dal'], a: 0, e: 'Milk, eggs and honey come from animals; rice, wheat and dal come from plants.' },
    { t: 'o', q: 'What should we do before eating?', o: ['wash our hands', 'run outside', 'sleep', 'watch TV'], a: 0, e: 'Washing hands before eating keeps germs away.' },
    { t: 'o', q: 'Food gives us:', o: ['energy to play, study and grow', 'nothing', 'only sleep', 'a cold'], a: 0, e: 'Food gives us energy to play, study and grow.' },
  ],
  2703: [
    { t: 'o', q: 'Which of these is a wild animal?', o: ['tiger', 'cow', 'dog', 'hen'], a: 0, e: 'Tigers, elephants and deer live in forests: they are wild animals.' },
    { t: 'o', q: 'How does a snake move?', o: ['it crawls', 'it flies', 'it swims only', 'it hops'], a: 0, e: 'Birds fly, fish swim, snakes crawl and horses run.' },
    { t: 'o', q: 'Which animal eats only plants?', o: ['cow', 'tiger', 'lion', 'crow'], a: 0, e: 'Cows and goats eat plants; tigers and lions eat other animals; crows and bears eat both.' },
  ],
  // Class 3
  3101: [
    { t: 'o', q: 'A glass seen from the top looks like a:', o: ['circle', 'triangle', 'square', 'star'], a: 0, e: 'From the side a glass looks like a rectangle; from the top it looks like a circle.' },
    { t: 'o', q: 'A map is a drawing of a place as seen from the:', o: ['top', 'side', 'inside', 'back'], a: 0, e: 'A map shows a place as a bird flying above would see it.' },
    { t: 'o', q: 'On a map of your classroom, the desks look like small:', o: ['rectangles', 'circles', 'triangles', 'stars'], a: 0, e: 'Seen from the top, a desk is a rectangle.' },
  ],
  3301: [
    { t: 'o', q: 'Which greeting do we use in the morning?', o: ['Good morning', 'Good night', 'Good evening', 'Goodbye'], a: 0, e: 'Good morning when the day begins; good night at bedtime.' },
    { t: 'o', q: 'Why does the poet greet the sun?', o: ['it gives us light', 'it is cold', 'it sings', 'it is asleep'], a: 0, e: 'The poet says good morning to the sun that gives us light.' },
    { t: 'm', q: 'Which of these are greetings? Choose all that apply.', o: ['Good afternoon', 'Good evening', 'Good night', 'Table'], a: [0, 1, 2], e: 'Greetings are polite words we use when we meet people; "table" is a naming word.' },
  ],
  3302: [
    { t: 'o', q: 'Who looks after the Magic Garden?', o: ['the children of a school', 'a king', 'a wolf', 'nobody'], a: 0, e: 'The children of a school water the plants and care for the garden.' },
    { t: 'o', q: 'What do the flowers thank the children for?', o: ['the water and care', 'the toys', 'the sweets', 'the music'], a: 0, e: 'The flowers thank the children for watering and caring for them.' },
    { t: 'o', q: 'Which of these is a noun (naming word)?', o: ['flower', 'bloom', 'run', 'happy'], a: 0, e: 'A noun names a person, place or thing: garden, flower and children are nouns.' },
  ],
  3303: [
    { t: 'o', q: 'In "Bird Talk", where do people live instead of nests?', o: ['in houses', 'in trees', 'in water', 'in caves'], a: 0, e: 'The birds find it strange that people live in houses instead of nests.' },
    { t: 'o', q: 'What can people not do, according to the birds?', o: ['fly', 'walk', 'talk', 'eat'], a: 0, e: 'The birds think people are strange because they cannot fly.' },
    { t: 'o', q: 'Why is the poem funny?', o: ['it shows the world from a bird\'s point of view', 'it has no words', 'it is about a clown', 'it is very long'], a: 0, e: 'We see ourselves through the eyes of two birds who think birds are the best.' },
  ],
  3701: [
    { t: 'o', q: 'Which animal has ears that we can see?', o: ['cat', 'lizard', 'sparrow', 'snake'], a: 0, e: 'Cats and buffaloes have ears we can see; lizards and birds do not.' },
    { t: 'o', q: 'Where does an earthworm live?', o: ['in the soil', 'on a tree', 'in the sky', 'in the sea'], a: 0, e: 'Poonam sees an earthworm crawling in the soil.' },
    { t: 'o', q: 'Animals can be grouped by:', o: ['what they eat, how they move and where they live', 'their names only', 'their favourite colour', 'the day they were born'], a: 0, e: 'We group animals by their food, their way of moving and their homes.' },
  ],
  3702: [
    { t: 'o', q: 'Which plant climbs?', o: ['money plant', 'mango', 'grass', 'neem'], a: 0, e: 'The money plant climbs, the pumpkin creeps on the ground and the mango stands tall.' },
    { t: 'o', q: 'Which plant creeps on the ground?', o: ['pumpkin', 'mango', 'coconut', 'money plant'], a: 0, e: 'Pumpkin plants spread along the ground: they are creepers.' },
    { t: 'm', q: 'How do plants help us? Choose all that apply.', o: ['they make the air fresh', 'they give us food', 'they are homes for birds and insects', 'they make noise'], a: [0, 1, 2], e: 'Plants freshen the air, give us food and shelter birds and insects.' },
  ],
  3703: [
    { t: 'm', q: 'Where do we get water from? Choose all that apply.', o: ['rain', 'rivers and lakes', 'wells', 'stones'], a: [0, 1, 2], e: 'Rain, rivers, lakes, ponds, wells and taps give us water.' },
    { t: 'o', q: 'How can we save water while brushing?', o: ['close the tap', 'leave the tap running', 'use two taps', 'brush in the rain'], a: 0, e: 'Closing the tap while brushing saves a lot of water.' },
    { t: 'o', q: 'Dirty water can:', o: ['make us ill', 'make us stronger', 'clean our teeth', 'help us grow'], a: 0, e: 'We should drink only clean or boiled water; dirty water can make us ill.' },
  ],
  // Class 4
  4101: [
    { t: 'o', q: 'How many faces does a brick (a cuboid) have?', o: ['6', '4', '8', '12'], a: 0, e: 'A cuboid has 6 flat faces, 12 edges and 8 corners.' },
    { t: 'o', q: 'How many corners does a brick have?', o: ['8', '6', '12', '4'], a: 0, e: 'A brick is a cuboid: 8 corners (vertices).' },
    { t: 's', q: 'A wall has 9 rows with 12 bricks in each row. How many bricks are in the wall?', a: '108', e: 'Bricks in a row times the number of rows: 12 x 9 = 108.' },
  ],
  4301: [
    { t: 'o', q: 'In "Wake Up!", what are the bees doing?', o: ['buzzing', 'mooing', 'barking', 'sleeping'], a: 0, e: 'The sun shines, the birds sing, the cows moo and the bees buzz.' },
    { t: 'o', q: 'Which sound does a cow make?', o: ['moo', 'chirp', 'buzz', 'quack'], a: 0, e: 'Cows moo, birds chirp and bees buzz.' },
    { t: 'o', q: 'Words like "buzz" and "chirp" are fun because they:', o: ['sound like what they describe', 'are very long', 'are names of people', 'have no meaning'], a: 0, e: 'Sound words imitate the sound they describe.' },
  ],
  4302: [
    { t: 'o', q: 'Why did Neha not like her alarm clock?', o: ['it woke her up too early', 'it was too big', 'it was broken from the start', 'it played music'], a: 0, e: 'Neha disliked the clock because it woke her up too early.' },
    { t: 'o', q: 'What did Neha learn?', o: ['nature has its own alarm clock', 'she can sleep all day', 'clocks are useless', 'birds are noisy'], a: 0, e: 'Even without the clock, the birds and the sunlight woke her up.' },
    { t: 'o', q: 'Which of these is a verb (action word)?', o: ['chirp', 'clock', 'window', 'Neha'], a: 0, e: 'Wake, ring, chirp and sleep are action words; clock and window are naming words.' },
  ],
  4303: [
    { t: 'o', q: 'Where does the poet look to think about the nose?', o: ['in the mirror', 'in a book', 'out of the window', 'at the sky'], a: 0, e: 'The poet looks in the mirror and thinks how funny a nose is.' },
    { t: 'o', q: 'How many holes does the nose have, in the poem?', o: ['two', 'one', 'three', 'four'], a: 0, e: 'The nose sits in the middle of the face with two holes and a bump.' },
    { t: 'o', q: 'Where does the nose sit?', o: ['in the middle of the face', 'on top of the head', 'behind the ears', 'under the chin'], a: 0, e: 'The poem says the nose sits in the middle of the face.' },
  ],
  4701: [
    { t: 'o', q: 'How do some children in Kerala cross the backwaters to reach school?', o: ['by boat', 'by camel cart', 'on snow', 'by aeroplane'], a: 0, e: 'In Kerala some children cross the backwaters by boat.' },
    { t: 'o', q: 'In Assam, children cross rivers on:', o: ['bamboo bridges', 'camels', 'sledges', 'trains'], a: 0, e: 'Bamboo bridges help children in Assam cross rivers.' },
    { t: 'o', q: 'What decides how children travel to school?', o: ['the land around them: rivers, hills, deserts or snow', 'their favourite colour', 'their height', 'their class number'], a: 0, e: 'The way children travel depends on the land around them.' },
  ],
  4702: [
    { t: 'o', q: 'Which animal has ears we can see?', o: ['elephant', 'lizard', 'snake', 'sparrow'], a: 0, e: 'Elephants, cats and rabbits have visible ears; birds, lizards and snakes have only small holes.' },
    { t: 'o', q: 'Animals without visible ears usually:', o: ['lay eggs', 'give birth to young ones', 'have fur', 'have big ears inside'], a: 0, e: 'Animals without visible ears, like birds and lizards, usually lay eggs.' },
    { t: 'o', q: 'How do an elephant\'s big ears help it?', o: ['they help it keep cool', 'they help it fly', 'they help it swim', 'they help it dig'], a: 0, e: 'Flapping its big ears helps an elephant keep cool.' },
  ],
  4703: [
    { t: 'o', q: 'How old is Nandu the elephant?', o: ['three months', 'three years', 'fifteen years', 'one day'], a: 0, e: 'Nandu is a three-month-old elephant.' },
    { t: 'o', q: 'Who leads an elephant herd?', o: ['the oldest female', 'the youngest male', 'Nandu', 'a tiger'], a: 0, e: 'A herd of females and young ones is led by the oldest female.' },
    { t: 'o', q: 'At about what age do male elephants leave the herd?', o: ['14 or 15 years', '3 months', '1 year', '50 years'], a: 0, e: 'Male elephants leave the herd at about 14 or 15 years old.' },
  ],
  // Class 5
  5102: [
    { t: 'o', q: 'The corner of a book is:', o: ['a right angle', 'an acute angle', 'an obtuse angle', 'a straight angle'], a: 0, e: 'The corner of a book makes a right angle (90°).' },
    { t: 'o', q: 'An angle smaller than a right angle is:', o: ['acute', 'obtuse', 'straight', 'reflex'], a: 0, e: 'Smaller than 90° is acute; between 90° and a straight line is obtuse.' },
    { t: 'o', q: 'At 3 o\'clock, the hands of a clock make:', o: ['a right angle', 'a straight line', 'an obtuse angle', 'no angle'], a: 0, e: 'At 3 o\'clock the hands are a quarter turn apart: 90°.' },
  ],
  5301: [
    { t: 'o', q: 'What does the ice-cream man\'s cart hold?', o: ['cold treats in many flavours', 'vegetables', 'books', 'toys'], a: 0, e: 'His cart is full of cold treats: chocolate, strawberry and more.' },
    { t: 'o', q: 'Which of these is an adjective?', o: ['sweet', 'cart', 'run', 'children'], a: 0, e: 'Adjectives describe nouns: cold, sweet and hot are adjectives.' },
    { t: 'o', q: 'What happens to the street when the ice-cream man comes?', o: ['it becomes happy', 'it becomes empty', 'it floods', 'it becomes dark'], a: 0, e: 'Children run out to buy ice cream and the street becomes happy.' },
  ],
  5302: [
    { t: 'o', q: 'Where does the story "Wonderful Waste!" come from?', o: ['a folk tale from Kerala', 'a story from Russia', 'a fairy tale from England', 'a poem from Assam'], a: 0, e: 'It is a folk tale from Kerala, set at a feast of the king of Travancore.' },
    { t: 'o', q: 'What did the cook do with the leftover vegetables?', o: ['cut them into long pieces and cooked them with coconut and curd', 'threw them away', 'fed them to cows', 'sold them'], a: 0, e: 'Instead of wasting them, he created a new dish.' },
    { t: 'o', q: 'Who held the feast?', o: ['the king of Travancore', 'a farmer', 'a teacher', 'the cook\'s son'], a: 0, e: 'The story begins at a feast held by the king of Travancore.' },
  ],
  5303: [
    { t: 'o', q: 'According to "Teamwork", we achieve more when we:', o: ['work together', 'work alone', 'do nothing', 'argue'], a: 0, e: 'The poem says we achieve more together than alone.' },
    { t: 'o', q: 'What does a team need from everyone?', o: ['to play their part', 'to stay away', 'to be the captain', 'to win alone'], a: 0, e: 'Like players in a football team, everyone must play their part.' },
    { t: 'o', q: 'Which job is easier done together?', o: ['carrying a big box', 'blinking', 'sleeping', 'sneezing'], a: 0, e: 'Cleaning the classroom, making a rangoli or carrying a big box are easier as a team.' },
  ],
  5701: [
    { t: 'o', q: 'How do ants find their way?', o: ['they follow a smell trail left by other ants', 'they use a map', 'they follow the moon', 'they listen to music'], a: 0, e: 'Ants leave and follow smell trails.' },
    { t: 'o', q: 'Which bird can see small animals on the ground from high in the sky?', o: ['eagle', 'hen', 'parrot', 'sparrow'], a: 0, e: 'Eagles have very sharp eyesight.' },
    { t: 'o', q: 'About how many hours a day does a sloth sleep?', o: ['17', '2', '8', '24'], a: 0, e: 'A sloth sleeps about 17 hours a day.' },
  ],
  5702: [
    { t: 'o', q: 'Do snakes hear the been (the snake charmer\'s pipe)?', o: ['No, they follow its movement', 'Yes, they love its music', 'Only at night', 'Only cobras do'], a: 0, e: 'Snakes have no outer ears; they follow the movement of the been.' },
    { t: 'o', q: 'How do snakes help farmers?', o: ['they eat rats that destroy crops', 'they plough fields', 'they water crops', 'they eat weeds'], a: 0, e: 'Snakes eat rats, which would otherwise destroy crops.' },
    { t: 'o', q: 'Are most snakes poisonous?', o: ['No, most snakes are not poisonous', 'Yes, all of them', 'Only the small ones', 'Only in winter'], a: 0, e: 'Most snakes are not poisonous.' },
  ],
  5703: [
    { t: 'm', q: 'Which tastes can our tongue sense? Choose all that apply.', o: ['sweet', 'salty', 'sour', 'blue'], a: [0, 1, 2], e: 'The tongue tastes sweet, salty, sour and bitter.' },
    { t: 'o', q: 'Why does a piece of roti start tasting sweet if we chew it for a while?', o: ['saliva starts to digest it', 'it has sugar inside', 'the tongue gets tired', 'it becomes cold'], a: 0, e: 'Saliva mixes with food and starts digesting it, turning starch into sugar.' },
    { t: 'o', q: 'What gives the body quick energy?', o: ['glucose', 'water', 'salt', 'fibre'], a: 0, e: 'Glucose is absorbed quickly and gives quick energy.' },
  ],
};

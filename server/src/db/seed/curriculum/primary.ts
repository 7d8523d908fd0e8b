import type { ClassData } from './types.js';

/** Classes 1-5: Maths (Math-Magic), English (Marigold) and EVS (Looking Around). */
export const PRIMARY: readonly ClassData[] = [
  {
    classNumber: 1,
    idClassStandard: 11,
    subjects: [
      {
        idSubject: 1,
        chapters: [
          {
            name: 'Shapes and Space',
            topic: 'Big and small, inside and outside',
            description: 'Learn words like top and bottom, near and far, inside and outside by looking at things around you.',
            clip: 'what-is-a-fraction',
            notes: [
              'Everything around us has a shape and takes up space. A ball is round, a book has straight edges and a tin is round at the top and bottom. When we look at things, we can also say where they are: the cat is under the table, the bird is on the tree, the apple is inside the basket.',
              'We can compare things too. An elephant is bigger than a dog. A pencil is longer than an eraser. A bottle is taller than a cup. Look around your room and find one thing that is big, one that is small, one that is near you and one that is far away.',
            ],
            qa: [
              { question: 'Which is bigger, an elephant or a cat?', answer: 'An elephant is bigger than a cat.' },
              { question: 'Name one thing that is round.', answer: 'A ball (or a coin, a plate or a wheel) is round.' },
            ],
          },
          {
            name: 'Numbers from One to Nine',
            topic: 'Counting from 1 to 9',
            description: 'Count objects one by one and match each group with its number.',
            clip: 'what-is-a-fraction',
            notes: [
              'We count to find out how many things there are. Touch each thing once and say the next number: one, two, three. The last number you say tells how many there are. If you count the fingers on one hand you say one, two, three, four, five, so there are 5 fingers.',
              'Each number has a name and a way of writing it: 1 one, 2 two, 3 three, 4 four, 5 five, 6 six, 7 seven, 8 eight, 9 nine. When we count on, every number is one more than the number before it. So 7 is one more than 6, and 9 is one more than 8.',
            ],
            qa: [
              { question: 'What number comes after 6?', answer: '7 comes after 6.' },
              { question: 'How many fingers are there on one hand?', answer: 'There are 5 fingers on one hand.' },
            ],
          },
          {
            name: 'Addition',
            topic: 'Putting together: adding small numbers',
            description: 'Add two small groups by putting them together and counting all.',
            clip: 'what-is-a-fraction',
            notes: [
              'Adding means putting things together. If you have 2 mangoes and your friend gives you 3 more, you put them together and count all of them: 1, 2, 3, 4, 5. So 2 and 3 make 5. We write this as 2 + 3 = 5 and read it as "two plus three equals five".',
              'You can also add by counting on. Start from the bigger number and count the smaller number forward. For 6 + 2, start at 6 and count two more: 7, 8. So 6 + 2 = 8. Adding 0 does not change a number: 4 + 0 = 4.',
            ],
            qa: [
              { question: 'What is 3 + 4?', answer: '3 + 4 = 7.' },
              { question: 'What do we get when we add 0 to 5?', answer: '5 + 0 = 5. Adding zero does not change the number.' },
            ],
          },
        ],
      },
      {
        idSubject: 3,
        chapters: [
          {
            name: 'A Happy Child',
            topic: 'Poem: A Happy Child',
            description: 'Read and recite the poem about a child who is happy with home, trees and the sky.',
            clip: 'parts-of-speech',
            notes: [
              'A Happy Child is a short poem. The child in the poem has a house that is red, a tree that is green and a sky that is blue. The child says, "I am so happy", because the world around is bright and beautiful.',
              'Poems often have rhyming words, words that end with the same sound. In this poem, "tree" and "me" rhyme. Read the poem aloud and clap for each line. Then think of the colours you see around your own home: your house, a tree, the sky.',
            ],
            qa: [
              { question: 'What colour is the house in the poem?', answer: 'The house is red.' },
              { question: 'Find a word that rhymes with "tree".', answer: '"Me" rhymes with "tree" (so do "see" and "bee").' },
            ],
          },
          {
            name: 'Three Little Pigs',
            topic: 'Story: The Three Little Pigs',
            description: 'Three pigs build houses of straw, sticks and bricks. Which house keeps the wolf out?',
            clip: 'parts-of-speech',
            notes: [
              'Three little pigs leave home to build their own houses. The first pig builds a house of straw, the second a house of sticks and the third a house of bricks. A hungry wolf comes and huffs and puffs. He blows down the straw house and the stick house, but he cannot blow down the brick house.',
              'The third pig worked hard and built a strong house, so all three pigs were safe inside it. The lesson of the story is that hard work and doing a job properly keeps us safe. New words: straw, sticks, bricks, huff, puff.',
            ],
            qa: [
              { question: 'Which house did the wolf fail to blow down?', answer: 'The house made of bricks.' },
              { question: 'What does the story teach us?', answer: 'That hard work and doing things properly pays off.' },
            ],
          },
          {
            name: 'After a Bath',
            topic: 'Poem: After a Bath',
            description: 'A child dries every part of the body after a bath and wishes to shake dry like a puppy.',
            clip: 'parts-of-speech',
            notes: [
              'In the poem After a Bath, a child dries off with a towel: the face, the hands, the feet, the ears and the toes. Then the child says it would be much quicker to shake dry like a little dog.',
              'The poem teaches us the names of the parts of the body and a good habit: keeping clean. Name the body parts in the poem and point to each one. Why is it important to dry yourself well after a bath?',
            ],
            qa: [
              { question: 'Which animal does the child want to be like after a bath?', answer: 'A puppy (a little dog) that shakes itself dry.' },
              { question: 'Name two body parts the child dries.', answer: 'For example the face and the toes (also hands, feet and ears).' },
            ],
          },
        ],
      },
      {
        idSubject: 7,
        chapters: [
          {
            name: 'My Family',
            topic: 'Who is in my family?',
            description: 'Meet the members of a family and the ways they help each other.',
            clip: 'the-water-cycle',
            notes: [
              'A family is a group of people who live together and care for each other. Some families are small, with a mother, a father and one child. Some families are big, with grandparents, uncles, aunts and cousins living in the same house.',
              'Everyone in a family helps. Grandmother may tell stories, father may cook, mother may go to work, and children can help by keeping their things tidy and watering the plants. Draw your family and write the name of each person.',
            ],
            qa: [
              { question: 'What is a family?', answer: 'A group of people who live together and take care of each other.' },
              { question: 'How can a child help at home?', answer: 'By keeping things tidy, laying the plates or watering plants.' },
            ],
          },
          {
            name: 'Our Body',
            topic: 'Parts of our body',
            description: 'Name the parts of the body and our five senses.',
            clip: 'the-water-cycle',
            notes: [
              'Our body has many parts: the head, neck, arms, hands, legs and feet. Each part has a job. We use our legs to walk and run, our hands to hold and write, and our neck to turn our head.',
              'We have five sense organs. We see with our eyes, hear with our ears, smell with our nose, taste with our tongue and feel with our skin. We must keep our body clean: bathe every day, brush our teeth and wash our hands before eating.',
            ],
            qa: [
              { question: 'With which organ do we smell?', answer: 'With our nose.' },
              { question: 'How many sense organs do we have?', answer: 'Five: eyes, ears, nose, tongue and skin.' },
            ],
          },
          {
            name: 'Plants Around Us',
            topic: 'Trees, shrubs and herbs',
            description: 'Look at the plants near your home and their leaves, flowers and fruits.',
            clip: 'photosynthesis',
            notes: [
              'Plants grow all around us. Some are big and strong like the mango and neem trees. Some are small bushes like the rose. Some are very small and soft like grass and mint. Plants have roots, a stem, leaves, and many have flowers and fruits.',
              'Plants give us food, fruits, flowers, wood and shade. They need water, air and sunlight to grow. We should water plants and never pluck leaves and flowers without a reason.',
            ],
            qa: [
              { question: 'What do plants need to grow?', answer: 'Water, air and sunlight (and soil).' },
              { question: 'Name one big tree.', answer: 'A mango tree (or neem, banyan or peepal).' },
            ],
          },
        ],
      },
    ],
  },
  {
    classNumber: 2,
    idClassStandard: 10,
    subjects: [
      {
        idSubject: 1,
        chapters: [
          {
            name: 'What is Long, What is Round?',
            topic: 'Rolling and sliding shapes',
            description: 'Find out which objects roll, which slide and why.',
            clip: 'what-is-a-fraction',
            notes: [
              'Some things roll and some things slide. A ball rolls because it is round all over. A box slides because its faces are flat. A tin can both roll and slide: it rolls on its curved side and slides on its flat ends.',
              'We also compare lengths. A snake is long, a worm is short. To check which of two pencils is longer, we place them side by side with one end at the same starting point and see which one goes further.',
            ],
            qa: [
              { question: 'Does a ball roll or slide?', answer: 'A ball rolls because it is round.' },
              { question: 'How do we compare the length of two pencils?', answer: 'Place them side by side from the same starting point and see which goes further.' },
            ],
          },
          {
            name: 'Counting in Groups',
            topic: 'Counting in twos, fives and tens',
            description: 'Count faster by making groups of two, five and ten.',
            clip: 'what-is-a-fraction',
            notes: [
              'When there are many things, counting one by one is slow. We can make groups. Shoes come in pairs, so we count them in twos: 2, 4, 6, 8, 10. Fingers come in fives: 5, 10, 15, 20.',
              'Tens are the most useful groups. Ten bundles of ten sticks make one hundred. The number 34 means 3 tens and 4 ones. Counting in groups is the start of multiplication.',
            ],
            qa: [
              { question: 'Count in twos from 2 to 10.', answer: '2, 4, 6, 8, 10.' },
              { question: 'How many tens and ones are in 34?', answer: '3 tens and 4 ones.' },
            ],
          },
          {
            name: 'How Much Can You Carry?',
            topic: 'Heavy and light',
            description: 'Compare weights with your hands and with a simple balance.',
            clip: 'force-and-motion',
            notes: [
              'Some things are heavy and some are light. A school bag full of books is heavy; a feather is light. A big thing is not always heavy: a large balloon is light, while a small stone can be heavy.',
              'To compare weights we can use a balance. The side that goes down holds the heavier object. If both sides stay level, the two objects weigh the same.',
            ],
            qa: [
              { question: 'On a balance, which side goes down?', answer: 'The side with the heavier object.' },
              { question: 'Is a big balloon heavy?', answer: 'No. It is big but light, because it is filled with air.' },
            ],
          },
        ],
      },
      {
        idSubject: 3,
        chapters: [
          {
            name: 'First Day at School',
            topic: 'Poem: First Day at School',
            description: 'A child wonders about the new school, teachers and friends on the very first day.',
            clip: 'parts-of-speech',
            notes: [
              'In this poem a child asks many questions before the first day at school: Who will be my teacher? Will the other children be friendly? Will I find my classroom? Feeling a little afraid of new places is normal.',
              'Soon the child finds that school is a happy place with new friends and new things to learn. Talk about your own first day at school. How did you feel? Who was your first friend?',
            ],
            qa: [
              { question: 'How does the child feel before the first day?', answer: 'A little worried and curious about the new school.' },
              { question: 'Name one thing you do at school.', answer: 'Read, write, play, sing or learn with friends.' },
            ],
          },
          {
            name: "Haldi's Adventure",
            topic: "Story: Haldi's Adventure",
            description: 'A curious little bird named Haldi explores the world beyond her nest.',
            clip: 'parts-of-speech',
            notes: [
              'Haldi is a small yellow bird, as yellow as turmeric (haldi). She is curious and wants to see what lies beyond her tree. She flies to new places, meets new friends and sees things she has never seen before.',
              'The story shows us that it is good to be curious and to explore, but also to be careful and to come back home safely. New words: adventure, curious, explore.',
            ],
            qa: [
              { question: 'Why is the bird called Haldi?', answer: 'Because she is yellow like haldi (turmeric).' },
              { question: 'What does "curious" mean?', answer: 'Wanting to know or learn about something.' },
            ],
          },
          {
            name: 'I am Lucky!',
            topic: 'Poem: I am Lucky!',
            description: 'Animals and birds say why they are lucky to be what they are.',
            clip: 'parts-of-speech',
            notes: [
              'In this poem each creature tells us what is special about it. A butterfly is lucky because it has colourful wings. A bird is lucky because it can fly. A fish is lucky because it can swim all day.',
              'The poem teaches us to be happy with who we are. Each of us has something special. Finish this sentence about yourself: "I am lucky because..."',
            ],
            qa: [
              { question: 'Why is a fish lucky in the poem?', answer: 'Because it can swim in the water.' },
              { question: 'What is the message of the poem?', answer: 'Everyone is special; be happy with who you are.' },
            ],
          },
        ],
      },
      {
        idSubject: 7,
        chapters: [
          {
            name: 'Seasons',
            topic: 'Summer, monsoon and winter',
            description: 'How the weather, our clothes and our food change with the seasons.',
            clip: 'the-water-cycle',
            notes: [
              'In India we have three main seasons. Summer is hot; we wear light cotton clothes and drink lots of water. In the monsoon (rainy season) it rains, and we use umbrellas and raincoats. Winter is cold; we wear woollen clothes.',
              'The seasons change our food and festivals too. We eat mangoes and drink buttermilk in summer, enjoy hot pakoras in the rains and eat groundnuts and jaggery in winter.',
            ],
            qa: [
              { question: 'What do we wear in winter?', answer: 'Warm woollen clothes such as sweaters.' },
              { question: 'In which season does it rain the most?', answer: 'In the monsoon (rainy season).' },
            ],
          },
          {
            name: 'Food We Eat',
            topic: 'Where does our food come from?',
            description: 'Food from plants and food from animals, and why we need a balanced meal.',
            clip: 'photosynthesis',
            notes: [
              'We get food from plants and from animals. Rice, wheat, dal, fruits and vegetables come from plants. Milk, eggs and honey come from animals. Food gives us energy to play, study and grow.',
              'We should eat different kinds of food every day: grains, dal, vegetables, fruit and milk. Wash your hands before eating, chew your food well and never waste it.',
            ],
            qa: [
              { question: 'Name two foods we get from animals.', answer: 'Milk and eggs (also honey).' },
              { question: 'Why do we need food?', answer: 'To get energy, to grow and to stay healthy.' },
            ],
          },
          {
            name: 'Animals Around Us',
            topic: 'Pet, farm and wild animals',
            description: 'Where animals live, what they eat and how they move.',
            clip: 'photosynthesis',
            notes: [
              'Some animals live with us as pets, like dogs and cats. Some live on farms, like cows, goats and hens. Some live in forests, like tigers, elephants and deer. These are wild animals.',
              'Animals move in different ways: birds fly, fish swim, snakes crawl and horses run. Some eat plants (cow, goat), some eat other animals (tiger, lion) and some eat both (crow, bear). We must be kind to all animals.',
            ],
            qa: [
              { question: 'Name one wild animal.', answer: 'A tiger (or lion, elephant, deer).' },
              { question: 'How does a snake move?', answer: 'It crawls (slithers) on the ground.' },
            ],
          },
        ],
      },
    ],
  },
  {
    classNumber: 3,
    idClassStandard: 9,
    subjects: [
      {
        idSubject: 1,
        chapters: [
          {
            name: 'Where to Look From',
            topic: 'Top view, side view and front view',
            description: 'The same object looks different from the top, the front and the side.',
            clip: 'reading-a-map',
            notes: [
              'When we look at a thing from different places, it looks different. A glass seen from the side looks like a rectangle, but seen from the top it looks like a circle. A bird flying above your school sees only the roofs.',
              'A map is a drawing of a place as seen from the top. On a map of your classroom, the desks become small rectangles. Try drawing your table as seen from the top, then from the front.',
            ],
            qa: [
              { question: 'What does a glass look like from the top?', answer: 'A circle.' },
              { question: 'From where is a map drawn?', answer: 'From the top (as a bird would see it).' },
            ],
          },
          {
            name: 'Fun with Numbers',
            topic: 'Numbers up to 999',
            description: 'Hundreds, tens and ones, and how to read and compare three-digit numbers.',
            clip: 'what-is-a-fraction',
            notes: [
              'Numbers with three digits are made of hundreds, tens and ones. In 472 there are 4 hundreds, 7 tens and 2 ones: 400 + 70 + 2. We read it as four hundred seventy-two. The place of a digit decides its value.',
              'To compare two numbers, first compare the hundreds. The number with more hundreds is bigger. If the hundreds are the same, compare the tens, then the ones. So 472 is greater than 468 because 7 tens is more than 6 tens.',
            ],
            qa: [
              { question: 'What is the place value of 7 in 472?', answer: '70 (7 tens).' },
              { question: 'Which is bigger, 351 or 315?', answer: '351, because 5 tens is more than 1 ten.' },
            ],
          },
          {
            name: 'Give and Take',
            topic: 'Adding and subtracting with carrying',
            description: 'Add and subtract two- and three-digit numbers, carrying and borrowing.',
            clip: 'what-is-a-fraction',
            notes: [
              'To add 47 + 38, add the ones first: 7 + 8 = 15. Write 5 in the ones place and carry the 1 ten to the tens place. Then add the tens: 4 + 3 + 1 = 8. So 47 + 38 = 85.',
              'To subtract 52 - 27, start with the ones. We cannot take 7 from 2, so we borrow 1 ten from the 5 tens: 12 - 7 = 5, and 4 - 2 = 2 tens. So 52 - 27 = 25. Check by adding: 25 + 27 = 52.',
            ],
            qa: [
              { question: 'What is 47 + 38?', answer: '85.' },
              { question: 'How can you check a subtraction?', answer: 'Add the answer to the number you took away; you should get the first number.' },
            ],
          },
        ],
      },
      {
        idSubject: 3,
        chapters: [
          {
            name: 'Good Morning',
            topic: 'Poem: Good Morning',
            description: 'The poet says good morning to the sun, the birds and the flowers.',
            clip: 'parts-of-speech',
            notes: [
              'In the poem Good Morning, the poet greets the world as the day begins: good morning to the sun that gives us light, to the birds that sing, to the flowers and the trees.',
              'Greetings are polite words we use when we meet people: good morning, good afternoon, good evening, good night. Which greeting do you use when you go to bed? (Good night.)',
            ],
            qa: [
              { question: 'Whom does the poet greet first?', answer: 'The sun.' },
              { question: 'Which greeting do we use at bedtime?', answer: 'Good night.' },
            ],
          },
          {
            name: 'The Magic Garden',
            topic: 'Story: The Magic Garden',
            description: 'Children look after a garden, and the flowers talk to them.',
            clip: 'parts-of-speech',
            notes: [
              'In The Magic Garden, children of a school look after a garden full of flowers. The sunflower, the marigold, the lily and the rose all talk to each other and thank the children for the water and care.',
              'The story teaches us that plants are living things and need care. Words to learn: sunflower, marigold, lily, garden, bloom. A noun is a naming word: garden, flower and children are nouns.',
            ],
            qa: [
              { question: 'Name two flowers in the garden.', answer: 'Sunflower and marigold (also lily and rose).' },
              { question: 'Is "garden" a naming word (noun)?', answer: 'Yes, garden is a noun.' },
            ],
          },
          {
            name: 'Bird Talk',
            topic: 'Poem: Bird Talk',
            description: 'Two birds talk about what people do and think it is strange.',
            clip: 'parts-of-speech',
            notes: [
              'In Bird Talk, two birds watch people and talk about them. They think people are strange because they cannot fly and live in houses instead of nests. The birds think birds are the best.',
              'The poem is funny because it shows the world from a bird\'s point of view. Try writing two lines about how a cat or a dog might talk about people.',
            ],
            qa: [
              { question: 'Who is talking in the poem?', answer: 'Two birds.' },
              { question: 'What do the birds think of people?', answer: 'They think people are strange.' },
            ],
          },
        ],
      },
      {
        idSubject: 7,
        chapters: [
          {
            name: "Poonam's Day Out",
            topic: 'Animals and how they live',
            description: 'Poonam meets animals that fly, crawl, eat grass and eat insects.',
            clip: 'photosynthesis',
            notes: [
              'Poonam goes out and sees many animals: a squirrel on a tree, a lizard on the wall, a buffalo eating grass, birds flying and an earthworm crawling in the soil. Each animal moves and eats in its own way.',
              'Animals can be grouped by what they eat, how they move and where they live. Some have ears we can see (cat, buffalo) and some do not (lizard, birds). Make a table of five animals and how each one moves.',
            ],
            qa: [
              { question: 'How does an earthworm move?', answer: 'It crawls through the soil.' },
              { question: 'Name an animal that eats grass.', answer: 'A buffalo (or cow, goat).' },
            ],
          },
          {
            name: 'The Plant Fairy',
            topic: 'Leaves, flowers and plants',
            description: 'Observe plants closely: their leaves, bark, flowers and smell.',
            clip: 'photosynthesis',
            notes: [
              'Plants have many different leaves: big and small, smooth and rough, with straight or wavy edges. Some plants climb (money plant), some creep on the ground (pumpkin) and some stand tall (mango).',
              'Touch the bark of a tree, smell a tulsi leaf, look at the colour of flowers. Plants make the air fresh, give us food and are homes for birds and insects.',
            ],
            qa: [
              { question: 'Name a plant that climbs.', answer: 'Money plant (or grapevine).' },
              { question: 'Why are plants important for birds?', answer: 'Birds build nests in them and eat their fruits and seeds.' },
            ],
          },
          {
            name: 'Water O\' Water!',
            topic: 'Uses and sources of water',
            description: 'Where we get water from, how we use it and how to save it.',
            clip: 'the-water-cycle',
            notes: [
              'We need water to drink, cook, wash, bathe, grow crops and keep animals. We get water from rain, rivers, lakes, ponds, wells and taps. Rainwater fills ponds and wells and goes deep into the ground.',
              'Water is precious, so we must not waste it. Close the tap while brushing, fix leaking taps and collect rainwater. Water that is dirty can make us ill, so we should drink only clean or boiled water.',
            ],
            qa: [
              { question: 'Name two sources of water.', answer: 'Rivers and wells (also rain, lakes, ponds).' },
              { question: 'Give one way to save water.', answer: 'Close the tap while brushing your teeth.' },
            ],
          },
        ],
      },
    ],
  },
  {
    classNumber: 4,
    idClassStandard: 8,
    subjects: [
      {
        idSubject: 1,
        chapters: [
          {
            name: 'Building with Bricks',
            topic: 'Patterns in brick walls',
            description: 'Look at how bricks are arranged, their faces and the patterns they make.',
            clip: 'reading-a-map',
            notes: [
              'A brick is a cuboid: it has 6 flat faces, 12 edges and 8 corners. Its faces are rectangles of three different sizes. When bricks are laid in a wall, they are placed so that the joins do not line up, which makes the wall strong.',
              'Brick walls, jaalis and floors show patterns that repeat. Find a pattern in a wall or floor near you and draw it. Count how many bricks are in one row and how many rows there are; multiplying the two gives the total.',
            ],
            qa: [
              { question: 'How many faces does a brick have?', answer: '6 faces.' },
              { question: 'A wall has 8 rows of 12 bricks. How many bricks?', answer: '8 x 12 = 96 bricks.' },
            ],
          },
          {
            name: 'Long and Short',
            topic: 'Metres and centimetres',
            description: 'Measure lengths with a ruler and a metre scale and change metres into centimetres.',
            clip: 'what-is-a-fraction',
            notes: [
              'We measure length in centimetres (cm) and metres (m). 1 metre = 100 centimetres. A pencil is about 15 cm long; a door is about 2 m tall. Long distances are measured in kilometres: 1 km = 1000 m.',
              'When measuring with a ruler, always start from the 0 mark. To change metres into centimetres, multiply by 100: 3 m = 300 cm. Guess the length of your desk first, then measure it and see how close you were.',
            ],
            qa: [
              { question: 'How many centimetres are in 1 metre?', answer: '100 centimetres.' },
              { question: 'Convert 3 m 20 cm into centimetres.', answer: '320 cm.' },
            ],
          },
          {
            name: 'A Trip to Bhopal',
            topic: 'Word problems with money and time',
            description: 'Plan a school trip: count the cost of travel and food and read a timetable.',
            clip: 'what-is-a-fraction',
            notes: [
              'Class 4 plans a trip to Bhopal. They must work out how many buses they need, how much the tickets cost and how long the journey will take. These are word problems: read carefully, find what is given and what is asked, then choose the operation.',
              'If one bus carries 40 children and 120 children are going, we divide: 120 ÷ 40 = 3 buses. If each ticket costs ₹35, then 10 tickets cost 35 x 10 = ₹350. Always write the unit (buses, ₹, hours) in the answer.',
            ],
            qa: [
              { question: 'How many buses of 40 seats are needed for 120 children?', answer: '3 buses.' },
              { question: 'What do 10 tickets cost at ₹35 each?', answer: '₹350.' },
            ],
          },
        ],
      },
      {
        idSubject: 3,
        chapters: [
          {
            name: 'Wake Up!',
            topic: 'Poem: Wake Up!',
            description: 'The poet wakes a sleepy child: the sun is up and the birds are singing.',
            clip: 'parts-of-speech',
            notes: [
              'The poem Wake Up! tells a sleepy child that morning has come. The sun is shining, the birds are singing, the cows are mooing and the bees are buzzing. Everyone is busy; it is time to get up.',
              'The poem uses words for sounds: buzz, moo, chirp. Words that sound like what they describe are fun to say. Make a list of animals and the sounds they make.',
            ],
            qa: [
              { question: 'What sound does a bee make?', answer: 'It buzzes.' },
              { question: 'Why should the child wake up?', answer: 'Because morning has come and everyone else is awake.' },
            ],
          },
          {
            name: "Neha's Alarm Clock",
            topic: "Story: Neha's Alarm Clock",
            description: 'Neha wants to sleep more and blames her alarm clock, until nature wakes her up.',
            clip: 'parts-of-speech',
            notes: [
              'Neha does not like her alarm clock because it wakes her up too early. One day the clock breaks. She thinks she can sleep late now, but the birds chirping and the sunlight coming in through the window wake her up anyway.',
              'Neha learns that nature has its own alarm clock. Verbs are action words: wake, ring, chirp and sleep are verbs in this story. Find three more verbs in the lesson.',
            ],
            qa: [
              { question: 'What woke Neha when the clock was broken?', answer: 'The birds chirping and the morning light.' },
              { question: 'Is "ring" a naming word or an action word?', answer: 'An action word (a verb).' },
            ],
          },
          {
            name: 'Noses',
            topic: 'Poem: Noses',
            description: 'A funny poem about the shape of our noses.',
            clip: 'parts-of-speech',
            notes: [
              'In the poem Noses, the poet looks in the mirror and thinks about how funny a nose is: it sits in the middle of the face with two holes and has a bump. The poet wonders why it is shaped the way it is.',
              'Our nose helps us breathe and smell. The poem uses rhyming pairs like "nose" and "grows". Look at your face in a mirror and write two lines about your eyes or ears.',
            ],
            qa: [
              { question: 'What does the nose help us do?', answer: 'Breathe and smell.' },
              { question: 'Give a word that rhymes with "nose".', answer: '"Grows" (or rose, toes).' },
            ],
          },
        ],
      },
      {
        idSubject: 7,
        chapters: [
          {
            name: 'Going to School',
            topic: 'How children reach school',
            description: 'Bridges, boats, bullock carts and snow: how children across India go to school.',
            clip: 'reading-a-map',
            notes: [
              'Children in India reach school in many ways. In Kerala some cross backwaters by boat. In Assam children cross rivers on bamboo bridges. In the mountains they walk on snow, and in the desert they may ride camel carts. In cities there are buses and cycles.',
              'The way children travel depends on the land around them: rivers, hills, deserts or snow. Find out how you and your friends reach school, and how long it takes.',
            ],
            qa: [
              { question: 'How do some children in Kerala reach school?', answer: 'By boat across the backwaters.' },
              { question: 'What decides how children travel to school?', answer: 'The land around them: rivers, hills, desert or snow, and how far the school is.' },
            ],
          },
          {
            name: 'Ear to Ear',
            topic: 'Animals with and without visible ears',
            description: 'Which animals have ears we can see, and which lay eggs or give birth to young ones.',
            clip: 'photosynthesis',
            notes: [
              'Some animals have ears that we can see, like elephants, cats and rabbits. Others have ears that we cannot see from outside, like birds, lizards and snakes; they have only small holes.',
              'Animals with visible ears and hair or fur on their body usually give birth to young ones (mammals). Animals without visible ears usually lay eggs. An elephant\'s big ears also help it keep cool.',
            ],
            qa: [
              { question: 'Name an animal whose ears we cannot see.', answer: 'A lizard (or bird, snake).' },
              { question: 'Do animals with visible ears lay eggs?', answer: 'Usually not; they give birth to young ones.' },
            ],
          },
          {
            name: 'A Day with Nandu',
            topic: 'Life in an elephant herd',
            description: 'Spend a day with Nandu the baby elephant and his herd.',
            clip: 'photosynthesis',
            notes: [
              'Nandu is a three-month-old elephant. He lives in a herd of females and young ones led by the oldest female. Male elephants leave the herd when they are about 14 or 15 years old.',
              'An elephant eats about 100 kg of leaves, grass and fruit a day and loves to bathe in mud and water, which keeps its skin cool. Elephants are intelligent and take care of each other.',
            ],
            qa: [
              { question: 'Who leads an elephant herd?', answer: 'The oldest female elephant.' },
              { question: 'Why do elephants bathe in mud?', answer: 'To keep their skin cool and protected.' },
            ],
          },
        ],
      },
    ],
  },
  {
    classNumber: 5,
    idClassStandard: 7,
    subjects: [
      {
        idSubject: 1,
        chapters: [
          {
            name: 'The Fish Tale',
            topic: 'Large numbers and measures in fishing',
            description: 'Boats, weights and money: working with big numbers in a fishing village.',
            clip: 'what-is-a-fraction',
            notes: [
              'In a fishing village in Kerala, fishermen use different boats: small kattumarams, boats with motors and big trawlers. A big boat can catch thousands of kilograms of fish. To work with such amounts we use large numbers and units like kilograms and tonnes (1 tonne = 1000 kg).',
              'If fish sells at ₹80 per kg and a boat brings 250 kg, the catch is worth 80 x 250 = ₹20,000. Reading large numbers with commas helps: 1,00,000 is one lakh in the Indian system.',
            ],
            qa: [
              { question: 'How many kilograms make one tonne?', answer: '1000 kg.' },
              { question: 'What is 250 kg of fish worth at ₹80 per kg?', answer: '₹20,000.' },
            ],
          },
          {
            name: 'Shapes and Angles',
            topic: 'Right, acute and obtuse angles',
            description: 'Angles in shapes around us and how to compare them with a right angle.',
            clip: 'reading-a-map',
            notes: [
              'An angle is formed where two lines meet. The corner of a book is a right angle (90°). An angle smaller than a right angle is acute; an angle bigger than a right angle but less than a straight line is obtuse.',
              'You can make a right-angle tester by folding a paper twice. Hold it against corners around you to check. The hands of a clock make different angles: at 3 o\'clock they make a right angle.',
            ],
            qa: [
              { question: 'What is an acute angle?', answer: 'An angle smaller than a right angle (less than 90°).' },
              { question: 'What angle do the hands of a clock make at 3 o\'clock?', answer: 'A right angle (90°).' },
            ],
          },
          {
            name: 'Parts and Wholes',
            topic: 'What is a fraction?',
            description: 'Halves, thirds and quarters: equal parts of a whole.',
            clip: 'what-is-a-fraction',
            notes: [
              'A fraction names equal parts of a whole. If a roti is cut into 4 equal pieces and you eat 1, you have eaten one quarter, written 1/4. The bottom number (denominator) tells how many equal parts the whole has; the top number (numerator) tells how many parts we take.',
              'Different fractions can name the same amount: 1/2 = 2/4 = 4/8. These are equivalent fractions. To compare fractions with the same denominator, compare the numerators: 3/5 is more than 2/5.',
            ],
            qa: [
              { question: 'In 3/4, what is the denominator?', answer: '4. It tells how many equal parts the whole is divided into.' },
              { question: 'Which fraction is equal to 1/2: 2/4 or 2/3?', answer: '2/4.' },
            ],
          },
        ],
      },
      {
        idSubject: 3,
        chapters: [
          {
            name: 'Ice-cream Man',
            topic: 'Poem: Ice-cream Man',
            description: 'On a hot summer day the ice-cream man comes down the street with his cart.',
            clip: 'parts-of-speech',
            notes: [
              'The poem describes the ice-cream man on a hot summer day. His cart is full of cold treats in many flavours and colours: chocolate, strawberry and more. Children run out to buy ice cream and the street becomes happy.',
              'The poet uses describing words (adjectives) like cold, sweet and hot. Adjectives tell us more about nouns. Find four adjectives in the poem.',
            ],
            qa: [
              { question: 'In which season does the ice-cream man come?', answer: 'In summer.' },
              { question: 'What is an adjective?', answer: 'A describing word that tells more about a noun, like cold or sweet.' },
            ],
          },
          {
            name: 'Wonderful Waste!',
            topic: 'Story: Wonderful Waste!',
            description: 'How a cook in Kerala made the famous dish avial from leftover vegetables.',
            clip: 'parts-of-speech',
            notes: [
              'A king of Travancore held a feast. The cook had bits of many vegetables left over. Instead of throwing them away, he cut them into long pieces, cooked them with coconut and curd, and created a new dish: avial. Everyone loved it.',
              'The story teaches us not to waste food and to be creative. It is a folk tale from Kerala. New words: feast, leftover, delicious.',
            ],
            qa: [
              { question: 'Which dish did the cook make?', answer: 'Avial.' },
              { question: 'What does the story teach?', answer: 'Not to waste food and to be creative.' },
            ],
          },
          {
            name: 'Teamwork',
            topic: 'Poem: Teamwork',
            description: 'Working together makes hard jobs easy, like playing in a team.',
            clip: 'parts-of-speech',
            notes: [
              'The poem Teamwork says that we achieve more when we work together than when we work alone. A team needs everyone to play their part, like players in a football team.',
              'Think of jobs at home or school that are easier together: cleaning the classroom, making a rangoli, carrying a big box. Write about a time you worked in a team.',
            ],
            qa: [
              { question: 'What is the main idea of the poem?', answer: 'Working together helps us achieve more.' },
              { question: 'Give an example of teamwork at school.', answer: 'Cleaning the classroom together or playing in a team.' },
            ],
          },
        ],
      },
      {
        idSubject: 7,
        chapters: [
          {
            name: 'Super Senses',
            topic: 'Animal senses',
            description: 'How animals use smell, sight and hearing better than we do.',
            clip: 'photosynthesis',
            notes: [
              'Animals have very sharp senses. Ants follow a smell trail left by other ants. Dogs can smell and hear far better than us. Eagles can see small animals on the ground from high in the sky.',
              'Some animals are active at night (owls, bats) and use their sharp hearing and big eyes. Animals sleep too: a sloth sleeps about 17 hours a day. We should protect animals that are in danger, like tigers.',
            ],
            qa: [
              { question: 'How do ants find their way?', answer: 'They follow a smell trail left by other ants.' },
              { question: 'Name a bird that can see from great heights.', answer: 'An eagle.' },
            ],
          },
          {
            name: "A Snake Charmer's Story",
            topic: 'Snakes and the people who know them',
            description: 'The life of a snake charmer community and facts about snakes.',
            clip: 'photosynthesis',
            notes: [
              'Snake charmers belong to communities that have known snakes for generations. Snakes have no ears outside; they do not hear the been (pipe), they follow its movement. Most snakes are not poisonous.',
              'Snakes help farmers by eating rats that destroy crops. Today catching snakes for shows is not allowed, so many snake charmers have found new work, like helping rescue snakes and making medicines.',
            ],
            qa: [
              { question: 'Does a snake dance to the sound of the been?', answer: 'No. It follows the movement of the been; it cannot hear it.' },
              { question: 'How do snakes help farmers?', answer: 'They eat rats that damage crops.' },
            ],
          },
          {
            name: 'From Tasting to Digesting',
            topic: 'Taste and digestion',
            description: 'How we taste food and what happens to it inside our body.',
            clip: 'photosynthesis',
            notes: [
              'Our tongue tastes sweet, salty, sour and bitter. When we chew, saliva in the mouth mixes with food and starts to digest it: chew a piece of roti for a while and it starts tasting sweet.',
              'Food then goes down the food pipe to the stomach and intestines, where it is broken down further and absorbed into the blood. Glucose gives quick energy. We need a balanced diet with grains, pulses, vegetables, fruit and milk.',
            ],
            qa: [
              { question: 'Why does roti taste sweet if we chew it long?', answer: 'Saliva changes the starch in it into sugar.' },
              { question: 'Name the four basic tastes.', answer: 'Sweet, salty, sour and bitter.' },
            ],
          },
        ],
      },
    ],
  },
];

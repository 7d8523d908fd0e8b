import type { SubjectChapters } from './types.js';

/** Extra-curricular subjects 11-15 (PIANO, DANCE, DRAWING, GUITAR, PAINTING). */
export const EXTRA_CURRICULAR: readonly SubjectChapters[] = [
  {
    idSubject: 11,
    chapters: [
      {
        name: 'Finding Middle C',
        topic: 'The keyboard and middle C',
        description: 'Learn the pattern of black and white keys and find middle C.',
        clip: 'rhythm-and-beat',
        notes: [
          'A piano keyboard repeats a pattern of 12 keys: 7 white and 5 black. The black keys come in groups of two and three. The white key just to the left of any group of two black keys is C. The C nearest the middle of the keyboard is middle C, our home base.',
          'The white keys are named with the letters A to G and then repeat: C D E F G A B C. Sit at the centre of the bench, keep your back straight, your feet flat and your fingers curved, as if holding a small ball. Number your fingers 1 (thumb) to 5 (little finger) on each hand.',
        ],
        qa: [
          { question: 'Where is C on the keyboard?', answer: 'The white key just to the left of a group of two black keys.' },
          { question: 'Which finger is number 1?', answer: 'The thumb.' },
        ],
      },
      {
        name: 'Playing the C Major Scale',
        topic: 'The C major scale with the right hand',
        description: 'Play eight notes from C to C using the thumb-under technique.',
        clip: 'rhythm-and-beat',
        notes: [
          'A scale is a set of notes played in order. The C major scale uses only white keys: C D E F G A B C. Its pattern of steps is whole, whole, half, whole, whole, whole, half.',
          'Right-hand fingering: play C D E with fingers 1 2 3, pass the thumb under to play F with 1, then G A B C with 2 3 4 5. Coming down, cross finger 3 over the thumb after F. Practise slowly and evenly, counting one beat for each note, before trying to play faster.',
        ],
        qa: [
          { question: 'Which keys does the C major scale use?', answer: 'Only the white keys from C to C.' },
          { question: 'Which finger plays F when going up the scale with the right hand?', answer: 'The thumb (1), after passing it under.' },
        ],
      },
      {
        name: 'Reading Notes on the Treble Clef',
        topic: 'Notes on the treble staff',
        description: 'Read the lines and spaces of the treble staff and note values.',
        clip: 'rhythm-and-beat',
        notes: [
          'Music is written on a staff of five lines and four spaces. The treble clef (G clef) curls around the second line, which is G. The lines from bottom to top are E G B D F (Every Good Boy Does Fine) and the spaces spell F A C E. Middle C sits on a short ledger line below the staff.',
          'The shape of a note shows how long it lasts: a whole note is 4 beats, a half note 2 beats and a quarter note 1 beat. In 4/4 time each bar has four quarter-note beats.',
        ],
        qa: [
          { question: 'What do the spaces of the treble staff spell?', answer: 'F A C E.' },
          { question: 'How many beats does a half note last?', answer: '2 beats.' },
        ],
      },
    ],
  },
  {
    idSubject: 12,
    chapters: [
      {
        name: 'Warm-up and Posture',
        topic: 'Warming up safely for dance',
        description: 'Stretch, loosen your joints and learn a strong, balanced posture.',
        clip: 'rhythm-and-beat',
        notes: [
          'Always warm up for 5 to 10 minutes before dancing: march on the spot, roll your shoulders, rotate your wrists, ankles and neck gently, and stretch your arms and legs. A warm body is flexible and less likely to get hurt.',
          'Good posture means a long spine, relaxed shoulders, a lifted chest and the weight balanced on both feet. Engage your stomach muscles and keep your knees soft. Finish every practice with a cool-down stretch and drink water.',
        ],
        qa: [
          { question: 'Why should we warm up before dancing?', answer: 'To make the body flexible and prevent injuries.' },
          { question: 'Describe good dance posture.', answer: 'Long spine, relaxed shoulders, lifted chest, weight balanced on both feet.' },
        ],
      },
      {
        name: 'Basic Bharatanatyam Adavus',
        topic: 'Araimandi and Tatta Adavu',
        description: 'The half-sitting position of Bharatanatyam and the first stamping steps.',
        clip: 'rhythm-and-beat',
        notes: [
          'Bharatanatyam is a classical dance form from Tamil Nadu. Its basic position is araimandi: heels together, toes turned out, knees bent outwards in a half-sitting position, with a straight back. Adavus are its basic units of movement.',
          'Tatta Adavu is the first adavu: the feet strike the floor alternately in araimandi while the hands rest on the waist. It is practised to the syllables "thai ya thai" at three speeds. Hastas (hand gestures) such as pataka (flat palm) and tripataka are learnt alongside.',
        ],
        qa: [
          { question: 'From which state does Bharatanatyam come?', answer: 'Tamil Nadu.' },
          { question: 'What is araimandi?', answer: 'The half-sitting basic position with knees bent outwards and heels together.' },
        ],
      },
      {
        name: 'Rhythm and Counting Beats',
        topic: 'Dancing on the beat',
        description: 'Find the beat in music, count in eights, and clap rhythm patterns.',
        clip: 'rhythm-and-beat',
        notes: [
          'The beat is the steady pulse of music, like a heartbeat. Dancers usually count in eights: 1 2 3 4 5 6 7 8. Clap along to a song and step on every beat before adding arm movements.',
          'Indian music counts rhythm in taals. Adi taal has 8 beats, counted with a clap and finger counts (laghu), followed by a clap and a wave, twice (dhrutam). Practise clapping the taal while saying the beats aloud.',
        ],
        qa: [
          { question: 'How many beats does Adi taal have?', answer: '8 beats.' },
          { question: 'What is the beat of a song?', answer: 'Its steady pulse, like a heartbeat.' },
        ],
      },
    ],
  },
  {
    idSubject: 13,
    chapters: [
      {
        name: 'Lines and Shapes',
        topic: 'Drawing with basic lines and shapes',
        description: 'Straight, curved and zigzag lines, and how every drawing begins with simple shapes.',
        clip: 'reading-a-map',
        notes: [
          'Every drawing is made of lines: straight, curved, zigzag, wavy and dotted. Practise each kind with a light, relaxed hand, moving from the shoulder rather than the fingers for long lines.',
          'Complex objects are built from simple shapes. A cat can begin as a circle for the head, an oval for the body and triangles for the ears. Sketch the basic shapes lightly first, then refine the outline and erase the guide lines.',
        ],
        qa: [
          { question: 'How should you start drawing a complex object?', answer: 'With light basic shapes (circles, ovals, triangles), then refine.' },
          { question: 'Name three kinds of lines.', answer: 'Straight, curved and zigzag (also wavy, dotted).' },
        ],
      },
      {
        name: 'Shading with Pencil',
        topic: 'Light, shadow and pencil grades',
        description: 'HB to 6B pencils, a value scale, and shading a sphere.',
        clip: 'reading-a-map',
        notes: [
          'Pencils are graded from hard (H) to soft (B). H pencils give light, thin lines; B pencils give dark, rich lines; HB is in the middle. Make a value scale of five boxes from white to very dark to learn control.',
          'Light falling on a sphere creates a highlight, a mid-tone, a core shadow, reflected light and a cast shadow on the ground. Shade with hatching (parallel lines), cross-hatching or smooth blending, always following the form.',
        ],
        qa: [
          { question: 'Which pencil gives darker lines, 2H or 4B?', answer: '4B.' },
          { question: 'What is a cast shadow?', answer: 'The shadow an object throws on the surface beside it.' },
        ],
      },
      {
        name: 'Drawing in Perspective',
        topic: 'One-point perspective',
        description: 'Horizon line and vanishing point: draw a road and buildings that look deep.',
        clip: 'reading-a-map',
        notes: [
          'Perspective makes a flat drawing look three-dimensional. Draw a horizon line at eye level and mark a vanishing point on it. Lines going away from you, like the edges of a road or rail tracks, all meet at this point.',
          'Objects further away look smaller and sit closer to the horizon. To draw a box in one-point perspective, draw its front face as a square, then join its corners to the vanishing point and cut the back edges parallel to the front.',
        ],
        qa: [
          { question: 'Where do parallel lines going away from the viewer meet?', answer: 'At the vanishing point on the horizon line.' },
          { question: 'Why do distant objects look smaller?', answer: 'Because of perspective: the further away, the smaller they appear.' },
        ],
      },
    ],
  },
  {
    idSubject: 14,
    chapters: [
      {
        name: 'Holding the Guitar and Tuning',
        topic: 'Parts of the guitar and standard tuning',
        description: 'Hold the guitar comfortably and tune the six strings to E A D G B E.',
        clip: 'rhythm-and-beat',
        notes: [
          'A guitar has a body, a neck with frets, a headstock with tuning pegs, and six strings. Sit upright, rest the guitar on your right leg (for right-handed players) and keep the neck slightly raised. Press strings with the fingertips just behind the fret.',
          'In standard tuning the strings from the thickest to the thinnest are E A D G B E ("Eddie Ate Dynamite, Good Bye Eddie"). Use a tuner app or tune by ear: the 5th fret of one string gives the note of the next open string, except on the G string, where you use the 4th fret.',
        ],
        qa: [
          { question: 'Name the strings in standard tuning.', answer: 'E A D G B E, from thickest to thinnest.' },
          { question: 'Which fret on the G string gives the open B note?', answer: 'The 4th fret.' },
        ],
      },
      {
        name: 'Your First Chords: E minor and A minor',
        topic: 'E minor and A minor chords',
        description: 'Two easy chords and how to change between them smoothly.',
        clip: 'rhythm-and-beat',
        notes: [
          'A chord is three or more notes played together. E minor (Em) needs only two fingers: middle finger on the 2nd fret of the A string and ring finger on the 2nd fret of the D string; strum all six strings.',
          'A minor (Am): index finger on the 1st fret of the B string, middle finger on the 2nd fret of the D string, ring finger on the 2nd fret of the G string; strum from the A string. Switch between Em and Am slowly, four strums each, keeping fingers close to the strings.',
        ],
        qa: [
          { question: 'How many fingers does the E minor chord need?', answer: 'Two.' },
          { question: 'From which string do you strum A minor?', answer: 'From the A (5th) string.' },
        ],
      },
      {
        name: 'Strumming Patterns',
        topic: 'Down and up strums',
        description: 'Keep time with down-strums, then learn the common D D U U D U pattern.',
        clip: 'rhythm-and-beat',
        notes: [
          'Strum from the wrist, not the elbow, with a relaxed grip on the pick. Start with four down-strums per bar, counting 1 2 3 4, and keep your hand moving steadily like a pendulum.',
          'A popular pattern is Down, Down-Up, Up-Down-Up, counted "1, 2 and, and 4 and". Practise it on one chord with a metronome at a slow tempo, then add chord changes.',
        ],
        qa: [
          { question: 'Where should the strumming motion come from?', answer: 'The wrist.' },
          { question: 'Write a common strumming pattern.', answer: 'D D U U D U (Down, Down-Up, Up-Down-Up).' },
        ],
      },
    ],
  },
  {
    idSubject: 15,
    chapters: [
      {
        name: 'The Colour Wheel',
        topic: 'Primary, secondary and tertiary colours',
        description: 'Mix colours and arrange them on a colour wheel; warm and cool colours.',
        clip: 'reading-a-map',
        notes: [
          'Red, yellow and blue are the primary colours: they cannot be mixed from other colours. Mixing two primaries gives a secondary colour: red + yellow = orange, yellow + blue = green, blue + red = violet. Mixing a primary with a neighbouring secondary gives a tertiary colour, such as yellow-green.',
          'Colours opposite each other on the wheel are complementary (red and green, blue and orange) and make each other look brighter. Reds, oranges and yellows are warm colours; blues, greens and violets are cool colours.',
        ],
        qa: [
          { question: 'What do you get by mixing yellow and blue?', answer: 'Green.' },
          { question: 'What is the complementary colour of blue?', answer: 'Orange.' },
        ],
      },
      {
        name: 'Watercolour Washes',
        topic: 'Flat and graded washes',
        description: 'Control water and pigment to paint smooth skies and backgrounds.',
        clip: 'the-water-cycle',
        notes: [
          'A wash is a smooth layer of watercolour. For a flat wash, tilt the paper slightly, load a big brush and paint overlapping horizontal strokes from top to bottom, picking up the bead of paint at the bottom of each stroke.',
          'For a graded wash, add more water to the paint with each stroke so the colour fades gently, perfect for skies. Wet-on-wet (paint on damp paper) gives soft edges; wet-on-dry gives sharp edges. Let each layer dry before adding details.',
        ],
        qa: [
          { question: 'How do you make a graded wash?', answer: 'Add more water with each stroke so the colour gradually fades.' },
          { question: 'Which technique gives soft edges?', answer: 'Wet-on-wet.' },
        ],
      },
      {
        name: 'Painting a Landscape',
        topic: 'Sky, hills and foreground',
        description: 'Paint a simple landscape from background to foreground.',
        clip: 'the-water-cycle',
        notes: [
          'Plan the landscape in three parts: background (sky and distant hills), middle ground (fields, trees) and foreground (grass, a path, flowers). Paint from back to front and from light to dark.',
          'Distant hills look paler and bluer (atmospheric perspective), so mix a little blue and water into them. Use stronger, warmer colours and more detail in the foreground to create depth.',
        ],
        qa: [
          { question: 'In what order should you paint a landscape?', answer: 'From the background to the foreground, light to dark.' },
          { question: 'Why are distant hills painted pale and bluish?', answer: 'Atmospheric perspective: distance makes colours look lighter and bluer.' },
        ],
      },
    ],
  },
];

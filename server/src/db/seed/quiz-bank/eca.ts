import type { Bank } from './types.js';

/** Extra-curricular chapters: three hand-written questions each, from the chapter notes. */
export const ECA_BANK: Bank = {
  41101: [
    { t: 'o', q: 'How many keys are in the repeating pattern of a piano keyboard?', o: ['12: 7 white and 5 black', '10: 5 white and 5 black', '8: all white', '7: 4 white and 3 black'], a: 0, e: 'The keyboard repeats a pattern of 12 keys: 7 white and 5 black.' },
    { t: 'o', q: 'The white key just to the left of a group of two black keys is:', o: ['C', 'F', 'A', 'E'], a: 0, e: 'C sits just left of every group of two black keys; the C nearest the middle is middle C.' },
    { t: 'o', q: 'When playing the piano, fingers should be:', o: ['curved, as if holding a small ball', 'flat and stiff', 'crossed', 'pointing upwards'], a: 0, e: 'Curved fingers give control; number them 1 (thumb) to 5 (little finger).' },
  ],
  41102: [
    { t: 'o', q: 'Which keys does the C major scale use?', o: ['only white keys', 'only black keys', 'all 12 keys', 'every other key'], a: 0, e: 'C D E F G A B C: the C major scale uses only white keys.' },
    { t: 'o', q: 'The step pattern of a major scale is:', o: ['whole, whole, half, whole, whole, whole, half', 'half, half, whole, whole, half, whole, whole', 'all whole steps', 'all half steps'], a: 0, e: 'W W H W W W H is the major-scale pattern.' },
    { t: 'o', q: 'Going up the C major scale with the right hand, which finger plays F after the thumb passes under?', o: ['1 (the thumb)', '4', '5', '3'], a: 0, e: 'Play C D E with 1 2 3, pass the thumb under to play F with 1, then G A B C with 2 3 4 5.' },
  ],
  41103: [
    { t: 'o', q: 'The notes on the lines of the treble staff, from bottom to top, are:', o: ['E G B D F', 'F A C E', 'A B C D E', 'G B D F A'], a: 0, e: 'Every Good Boy Does Fine: E G B D F; the spaces spell F A C E.' },
    { t: 'o', q: 'How many beats does a half note last?', o: ['2', '1', '4', '3'], a: 0, e: 'A whole note is 4 beats, a half note 2 and a quarter note 1.' },
    { t: 'o', q: 'The treble clef is also called the G clef because it curls around the line of:', o: ['G', 'C', 'F', 'E'], a: 0, e: 'The treble clef curls around the second line, which is G.' },
  ],
  41201: [
    { t: 'o', q: 'How long should you warm up before dancing?', o: ['5 to 10 minutes', '10 seconds', '1 hour', 'no warm-up is needed'], a: 0, e: 'A 5-10 minute warm-up makes the body flexible and less likely to get hurt.' },
    { t: 'm', q: 'Which of these are part of good posture? Choose all that apply.', o: ['a long spine', 'relaxed shoulders', 'weight balanced on both feet', 'locked knees'], a: [0, 1, 2], e: 'Good posture: long spine, relaxed shoulders, lifted chest, balanced weight and soft knees.' },
    { t: 'o', q: 'What should you do at the end of every practice?', o: ['a cool-down stretch and drink water', 'sprint immediately', 'sleep on the floor', 'skip water'], a: 0, e: 'Finish with a cool-down stretch and drink water.' },
  ],
  41202: [
    { t: 'o', q: 'Bharatanatyam is a classical dance form from:', o: ['Tamil Nadu', 'Punjab', 'Manipur', 'Gujarat'], a: 0, e: 'Bharatanatyam comes from Tamil Nadu.' },
    { t: 'o', q: 'The half-sitting basic position of Bharatanatyam is called:', o: ['araimandi', 'pataka', 'tatta', 'tripataka'], a: 0, e: 'Araimandi: heels together, toes out, knees bent outwards, back straight.' },
    { t: 'o', q: 'Pataka is a hand gesture with:', o: ['a flat palm', 'a closed fist', 'crossed fingers', 'one finger raised'], a: 0, e: 'Hastas such as pataka (flat palm) and tripataka are learnt alongside adavus.' },
  ],
  41203: [
    { t: 'o', q: 'Dancers usually count music in groups of:', o: ['eight', 'three', 'eleven', 'twenty'], a: 0, e: 'Dancers count 1 2 3 4 5 6 7 8.' },
    { t: 'o', q: 'How many beats does Adi taal have?', o: ['8', '7', '16', '4'], a: 0, e: 'Adi taal has 8 beats: a laghu of 4 and two dhrutams of 2.' },
    { t: 'o', q: 'The beat of music is:', o: ['its steady pulse, like a heartbeat', 'the loudest note', 'the name of the song', 'the singer'], a: 0, e: 'The beat is the steady pulse you clap or step to.' },
  ],
  41301: [
    { t: 'o', q: 'For long, smooth lines, move your hand from the:', o: ['shoulder', 'fingertips only', 'knee', 'wrist only'], a: 0, e: 'Long lines come from moving the whole arm at the shoulder, not just the fingers.' },
    { t: 'o', q: 'A cat can be started as:', o: ['a circle for the head, an oval for the body and triangles for ears', 'a single straight line', 'a square only', 'random dots'], a: 0, e: 'Complex objects are built from simple shapes sketched lightly first.' },
    { t: 'o', q: 'Guide lines should be drawn:', o: ['lightly, so they can be erased', 'very dark', 'in ink', 'last'], a: 0, e: 'Sketch lightly, refine the outline, then erase the guides.' },
  ],
  41302: [
    { t: 'o', q: 'Which pencil gives the darkest line?', o: ['6B', 'HB', '2H', '4H'], a: 0, e: 'B pencils are soft and dark (6B darker than 2B); H pencils are hard and light.' },
    { t: 'o', q: 'Shading with parallel lines is called:', o: ['hatching', 'blending', 'stippling', 'erasing'], a: 0, e: 'Hatching uses parallel lines; cross-hatching crosses them.' },
    { t: 'o', q: 'The shadow an object throws on the ground is the:', o: ['cast shadow', 'highlight', 'mid-tone', 'reflected light'], a: 0, e: 'A lit sphere shows a highlight, mid-tone, core shadow, reflected light and a cast shadow.' },
  ],
  41303: [
    { t: 'o', q: 'In one-point perspective, lines going away from you meet at the:', o: ['vanishing point', 'edge of the paper', 'bottom corner', 'centre of the object'], a: 0, e: 'Receding lines, like rail tracks, meet at the vanishing point on the horizon.' },
    { t: 'o', q: 'The horizon line is drawn at:', o: ['eye level', 'the top of the page always', 'the bottom always', 'any angle'], a: 0, e: 'The horizon line is at the viewer\'s eye level.' },
    { t: 'o', q: 'Objects further away look:', o: ['smaller and closer to the horizon', 'bigger', 'brighter', 'lower on the page'], a: 0, e: 'Distance makes objects smaller and brings them near the horizon.' },
  ],
  41401: [
    { t: 'o', q: 'In standard tuning, the strings from thickest to thinnest are:', o: ['E A D G B E', 'A D G B E A', 'E B G D A E', 'C D E F G A'], a: 0, e: '"Eddie Ate Dynamite, Good Bye Eddie": E A D G B E.' },
    { t: 'o', q: 'How many strings does a standard guitar have?', o: ['6', '4', '7', '12'], a: 0, e: 'A standard guitar has six strings.' },
    { t: 'o', q: 'When tuning by ear, which string uses the 4th fret instead of the 5th?', o: ['the G string', 'the low E string', 'the A string', 'the D string'], a: 0, e: 'The 5th fret gives the next open string, except on the G string, where you use the 4th fret.' },
  ],
  41402: [
    { t: 'o', q: 'How many fingers does the E minor chord need?', o: ['two', 'one', 'three', 'four'], a: 0, e: 'Em: middle finger on the 2nd fret of the A string, ring finger on the 2nd fret of the D string.' },
    { t: 'o', q: 'A chord is:', o: ['three or more notes played together', 'one note played loudly', 'a kind of string', 'a tuning peg'], a: 0, e: 'A chord is three or more notes sounded together.' },
    { t: 'o', q: 'For A minor, strum from the:', o: ['A string', 'low E string', 'B string', 'G string'], a: 0, e: 'Am is strummed from the A string; Em uses all six strings.' },
  ],
  41403: [
    { t: 'o', q: 'Strumming should come from the:', o: ['wrist', 'elbow', 'shoulder', 'fingers only'], a: 0, e: 'Strum from the wrist with a relaxed grip, like a pendulum.' },
    { t: 'o', q: 'A popular strumming pattern is:', o: ['Down, Down-Up, Up-Down-Up', 'Up, Up, Up, Up', 'Down only once', 'Tap the body'], a: 0, e: 'Down, Down-Up, Up-Down-Up, counted "1, 2 and, and 4 and".' },
    { t: 'o', q: 'To practise a new pattern, use:', o: ['a metronome at a slow tempo', 'the fastest tempo first', 'no rhythm at all', 'a different pattern each bar'], a: 0, e: 'Practise slowly with a metronome, then add chord changes.' },
  ],
  41501: [
    { t: 'o', q: 'Which are the primary colours?', o: ['red, yellow and blue', 'green, orange and violet', 'black and white', 'pink, brown and grey'], a: 0, e: 'Red, yellow and blue cannot be mixed from other colours.' },
    { t: 'o', q: 'Yellow + blue makes:', o: ['green', 'orange', 'violet', 'brown'], a: 0, e: 'Red + yellow = orange, yellow + blue = green, blue + red = violet.' },
    { t: 'o', q: 'Colours opposite each other on the colour wheel are:', o: ['complementary', 'primary', 'warm', 'tertiary'], a: 0, e: 'Red and green or blue and orange are complementary: they make each other look brighter.' },
  ],
  41502: [
    { t: 'o', q: 'A graded wash is made by:', o: ['adding more water with each stroke so the colour fades', 'using the same colour strength throughout', 'painting on dry ink', 'scratching the paper'], a: 0, e: 'A graded wash fades gently: perfect for skies.' },
    { t: 'o', q: 'Painting on damp paper (wet-on-wet) gives:', o: ['soft edges', 'sharp edges', 'no colour', 'thick texture'], a: 0, e: 'Wet-on-wet gives soft edges; wet-on-dry gives sharp ones.' },
    { t: 'o', q: 'For a flat wash, the paper should be:', o: ['tilted slightly', 'upside down', 'soaked in a bucket', 'vertical'], a: 0, e: 'Tilt the paper slightly and pick up the bead of paint at the bottom of each stroke.' },
  ],
  41503: [
    { t: 'o', q: 'In which order should you paint a landscape?', o: ['from back to front and light to dark', 'from front to back', 'dark to light', 'details first'], a: 0, e: 'Paint the sky and distant hills first, then the middle ground, then the foreground.' },
    { t: 'o', q: 'Distant hills look:', o: ['paler and bluer', 'darker and redder', 'bigger', 'sharper'], a: 0, e: 'Atmospheric perspective makes far objects paler and bluer.' },
    { t: 'o', q: 'More detail and warmer colours belong in the:', o: ['foreground', 'sky', 'distant hills', 'horizon'], a: 0, e: 'Strong, warm colours and detail in the foreground create depth.' },
  ],
};

#!/usr/bin/env node
/**
 * Regenerates the short educational clips in `server/media/clips/` (a development tool; the MP4s
 * and posters are committed, so nobody needs to run this to use the product).
 *
 * Needs ffmpeg (with drawtext) and espeak-ng: `apt-get install -y ffmpeg espeak-ng`.
 * Each clip: a few text slides at 854x480, each as long as its spoken narration, H.264 at a low
 * bitrate with mono AAC audio, plus a poster JPG (the title slide).
 *
 *   node server/scripts/make-clips.mjs            # all clips
 *   node server/scripts/make-clips.mjs photosynthesis
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', 'media', 'clips');
const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
const FONT_BOLD = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';

/** key → { title, color, slides: [{ heading, lines[], say }] } (the first slide is the title). */
const CLIPS = {
  'what-is-a-fraction': {
    title: 'What is a fraction?',
    color: '0x3F51B5',
    slides: [
      { heading: 'What is a fraction?', lines: ['Maths'], say: 'What is a fraction?' },
      { heading: 'Equal parts of a whole', lines: ['Cut a roti into 4 equal pieces.', 'Take 1 piece: that is 1/4.'], say: 'A fraction names equal parts of a whole. Cut a roti into four equal pieces and take one. You have one quarter, written one over four.' },
      { heading: 'Numerator and denominator', lines: ['3/4  ->  3 = parts we take', '          4 = equal parts in all'], say: 'The bottom number, the denominator, tells how many equal parts there are. The top number, the numerator, tells how many parts we take.' },
      { heading: 'Equivalent fractions', lines: ['1/2 = 2/4 = 4/8'], say: 'Different fractions can name the same amount. One half equals two quarters equals four eighths.' },
    ],
  },
  photosynthesis: {
    title: 'Photosynthesis',
    color: '0x2E7D32',
    slides: [
      { heading: 'Photosynthesis', lines: ['Science'], say: 'Photosynthesis. How green plants make their food.' },
      { heading: 'What a leaf needs', lines: ['Sunlight + chlorophyll', 'Carbon dioxide (through stomata)', 'Water (from the roots)'], say: 'Green leaves trap sunlight with chlorophyll. They take in carbon dioxide through tiny pores called stomata, and water comes up from the roots.' },
      { heading: 'What the leaf makes', lines: ['carbon dioxide + water', '--> glucose + oxygen'], say: 'Using the energy of sunlight, the leaf turns carbon dioxide and water into glucose, and gives out oxygen.' },
      { heading: 'Why it matters', lines: ['Food for the plant (stored as starch)', 'Oxygen for us to breathe'], say: 'The glucose is stored as starch. And the oxygen is what we breathe.' },
    ],
  },
  'parts-of-speech': {
    title: 'Parts of speech',
    color: '0xAD1457',
    slides: [
      { heading: 'Parts of speech', lines: ['English'], say: 'Parts of speech.' },
      { heading: 'Nouns and pronouns', lines: ['Noun: a naming word (Lencho, garden)', 'Pronoun: used instead of a noun (he, it)'], say: 'A noun is a naming word, like Lencho or garden. A pronoun takes the place of a noun, like he or it.' },
      { heading: 'Verbs and adjectives', lines: ['Verb: an action word (write, ring)', 'Adjective: describes a noun (cold, sweet)'], say: 'A verb is an action word, like write or ring. An adjective describes a noun, like cold or sweet.' },
      { heading: 'Try it', lines: ['The happy child ran home.', 'adjective - noun - verb - noun'], say: 'In the sentence, the happy child ran home, happy is an adjective, child is a noun and ran is a verb.' },
    ],
  },
  'the-water-cycle': {
    title: 'The water cycle',
    color: '0x0277BD',
    slides: [
      { heading: 'The water cycle', lines: ['EVS and Science'], say: 'The water cycle.' },
      { heading: 'Evaporation', lines: ['The Sun heats seas, rivers and lakes.', 'Water turns into water vapour.'], say: 'The Sun heats the water in seas, rivers and lakes. The water evaporates and rises as water vapour.' },
      { heading: 'Condensation', lines: ['High up the vapour cools', 'into tiny drops: clouds.'], say: 'High in the sky the vapour cools and condenses into tiny droplets, which form clouds.' },
      { heading: 'Precipitation', lines: ['Drops join and fall as rain or snow,', 'back to rivers, seas and the ground.'], say: 'The droplets join and fall as rain or snow, back into rivers, seas and the ground. And the cycle begins again.' },
    ],
  },
  'force-and-motion': {
    title: 'Force and motion',
    color: '0xE65100',
    slides: [
      { heading: 'Force and motion', lines: ['Science'], say: 'Force and motion.' },
      { heading: 'A force is a push or a pull', lines: ['It can start or stop motion,', 'change speed, direction or shape.'], say: 'A force is a push or a pull. It can make a still object move, stop a moving one, change its speed or direction, or change its shape.' },
      { heading: 'Speed and acceleration', lines: ['speed = distance / time', 'acceleration = change in velocity / time'], say: 'Speed is distance divided by time. Acceleration is how fast the velocity changes.' },
      { heading: 'Friction', lines: ['Opposes motion between surfaces.', 'Oil and ball bearings reduce it.'], say: 'Friction opposes motion between two surfaces. Oil and ball bearings reduce it.' },
    ],
  },
  'reading-a-map': {
    title: 'Reading a map',
    color: '0x5D4037',
    slides: [
      { heading: 'Reading a map', lines: ['Social Science and Maths'], say: 'Reading a map.' },
      { heading: 'A view from the top', lines: ['A map shows a place', 'as a bird would see it.'], say: 'A map is a drawing of a place as seen from the top, the way a bird would see it.' },
      { heading: 'Directions and scale', lines: ['North is usually at the top.', 'Scale: 1 cm on the map = 1 km.'], say: 'North is usually at the top of a map. The scale tells how a distance on the map compares with the real distance.' },
      { heading: 'Latitude and longitude', lines: ['Equator = 0 degrees latitude', 'Prime Meridian = 0 degrees longitude'], say: 'Lines of latitude and longitude form a grid. The equator is zero degrees latitude, and the prime meridian is zero degrees longitude.' },
    ],
  },
  'rhythm-and-beat': {
    title: 'Rhythm and beat',
    color: '0x6A1B9A',
    slides: [
      { heading: 'Rhythm and beat', lines: ['Music and Dance'], say: 'Rhythm and beat.' },
      { heading: 'The beat', lines: ['The steady pulse of music,', 'like a heartbeat.'], say: 'The beat is the steady pulse of music, like a heartbeat. Clap along: one, two, three, four.' },
      { heading: 'Counting', lines: ['Dancers count in eights:', '1 2 3 4 5 6 7 8'], say: 'Dancers count in eights. One, two, three, four, five, six, seven, eight.' },
      { heading: 'Practise slowly', lines: ['Slow and steady first,', 'then faster.'], say: 'Practise slowly and steadily first. Speed comes later.' },
    ],
  },
};

function run(cmd, args) {
  execFileSync(cmd, args, { stdio: ['ignore', 'ignore', 'pipe'] });
}

function duration(file) {
  const out = execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file]).toString();
  return Number(out.trim());
}

function makeClip(key, clip, work) {
  const parts = [];
  clip.slides.forEach((slide, i) => {
    const wav = join(work, `${key}-${i}.wav`);
    run('espeak-ng', ['-v', 'en-gb', '-s', '150', '-w', wav, slide.say]);
    const secs = Math.max(2.5, duration(wav) + 0.6);
    const headFile = join(work, `${key}-${i}-h.txt`);
    const bodyFile = join(work, `${key}-${i}-b.txt`);
    writeFileSync(headFile, slide.heading);
    writeFileSync(bodyFile, slide.lines.join('\n'));
    const first = i === 0;
    const vf = [
      `drawbox=x=0:y=0:w=iw:h=${first ? 'ih' : 96}:color=${clip.color}@1:t=fill`,
      `drawtext=fontfile=${FONT_BOLD}:textfile=${headFile}:fontcolor=white:fontsize=${first ? 52 : 36}:x=(w-text_w)/2:y=${first ? '(h-text_h)/2-30' : '(96-text_h)/2'}`,
      `drawtext=fontfile=${FONT}:textfile=${bodyFile}:fontcolor=${first ? 'white' : '0x212121'}:fontsize=${first ? 28 : 30}:line_spacing=18:x=(w-text_w)/2:y=${first ? '(h/2)+40' : '(h-text_h)/2+40'}`,
      `drawtext=fontfile=${FONT}:text='${i + 1} / ${clip.slides.length}':fontcolor=${first ? 'white' : '0x757575'}:fontsize=18:x=w-text_w-20:y=h-text_h-16`,
    ].join(',');
    const part = join(work, `${key}-${i}.mp4`);
    run('ffmpeg', [
      '-y', '-f', 'lavfi', '-i', `color=c=0xFAFAFA:s=854x480:r=15:d=${secs.toFixed(2)}`,
      '-i', wav,
      '-filter_complex', `[0:v]${vf}[v];[1:a]apad,aresample=22050,aformat=channel_layouts=mono[a]`,
      '-map', '[v]', '-map', '[a]', '-t', secs.toFixed(2),
      '-c:v', 'libx264', '-preset', 'veryslow', '-crf', '30', '-pix_fmt', 'yuv420p', '-g', '30',
      '-c:a', 'aac', '-b:a', '40k', '-ac', '1', '-ar', '22050',
      part,
    ]);
    if (first) {
      run('ffmpeg', ['-y', '-i', part, '-frames:v', '1', '-vf', 'scale=480:-2', '-q:v', '5', join(OUT, `${key}.jpg`)]);
    }
    parts.push(part);
  });
  const list = join(work, `${key}.txt`);
  writeFileSync(list, parts.map((p) => `file '${p}'`).join('\n'));
  const out = join(OUT, `${key}.mp4`);
  run('ffmpeg', ['-y', '-f', 'concat', '-safe', '0', '-i', list, '-c', 'copy', '-movflags', '+faststart', out]);
  return { out, secs: duration(out), bytes: statSync(out).size };
}

mkdirSync(OUT, { recursive: true });
const work = mkdtempSync(join(tmpdir(), 'clips-'));
try {
  const only = process.argv.slice(2);
  for (const [key, clip] of Object.entries(CLIPS)) {
    if (only.length && !only.includes(key)) continue;
    const r = makeClip(key, clip, work);
    console.log(`${key}.mp4  ${r.secs.toFixed(1)} s  ${(r.bytes / 1024).toFixed(0)} KB`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

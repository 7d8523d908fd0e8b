import { socialDb } from '../types-social.js';
import { insertMissing } from './util.js';
import type { SeedStep } from './types.js';

/**
 * Discover videos (3 categories, several languages) and V-Shorts with likes and comments.
 * The clips are short narrated videos in `server/media/discover` and `server/media/shorts`
 * (served at `/media/...` with range requests).
 */
const DAY_MS = 24 * 3600 * 1000;

const DISCOVER_CATEGORIES = [
  { idDiscoverVideoCategory: 1, category: 'SCIENCE EXPERIMENT', imageLink: '/media/discover/lemon-battery.jpg' },
  { idDiscoverVideoCategory: 2, category: 'MATHS CONCEPT', imageLink: '/media/discover/prime-numbers.jpg' },
  { idDiscoverVideoCategory: 3, category: 'STORIES', imageLink: '/media/discover/thirsty-crow.jpg' },
];

/** [id, category, clip, language, topic, description, duration s, days ago, featured, views] */
const DISCOVER_VIDEOS: [number, number, string, string, string, string, number, number, boolean, number][] = [
  [1, 1, 'lemon-battery', 'English', 'Lemon battery', 'Push a copper coin and a zinc nail into a lemon: the juice lets a small current flow between the metals. Join a few lemons to light an LED.', 12, 1, true, 1240],
  [2, 1, 'floating-egg', 'English', 'The floating egg', 'An egg sinks in fresh water but floats in very salty water, because salt water is denser. A kitchen experiment about density.', 8, 3, false, 860],
  [3, 1, 'soda-volcano', 'Hindi', 'Baking soda volcano', 'Baking soda and vinegar react to make carbon dioxide gas; the bubbles rush out like lava from a volcano. Narrated in Hindi.', 10, 5, true, 2150],
  [4, 1, 'glass-rainbow', 'Kannada', 'Rainbow in a glass', 'Sunlight passing through a glass of water splits into seven colours, just like a rainbow. Narrated in Kannada.', 10, 7, false, 430],
  [5, 2, 'prime-numbers', 'English', 'What is a prime number?', 'A prime number has exactly two factors, 1 and itself: 2, 3, 5, 7 and 11 are prime; 9 is not, because 3 x 3 = 9.', 12, 2, true, 1780],
  [6, 2, 'rectangle-area', 'Hindi', 'Area of a rectangle', 'Area = length x breadth. A rectangle 5 cm long and 3 cm wide has an area of 15 square centimetres. Narrated in Hindi.', 11, 4, false, 990],
  [7, 2, 'place-value', 'Kannada', 'Place value', 'In 325 the 3 is in the hundreds place, the 2 in the tens place and the 5 in the ones place. Narrated in Kannada.', 10, 6, false, 350],
  [8, 2, 'even-odd', 'Tamil', 'Even and odd numbers', 'Numbers that divide exactly by 2 are even; the others leave a remainder of 1 and are odd. Narrated in Tamil.', 6, 8, false, 270],
  [9, 3, 'thirsty-crow', 'English', 'The thirsty crow', 'A thirsty crow drops pebbles into a pot, one by one, until the water rises high enough to drink. Where there is a will, there is a way.', 13, 1, true, 3020],
  [10, 3, 'lion-mouse', 'Hindi', 'The lion and the mouse', 'A lion spares a little mouse, and later the mouse gnaws through the hunters\u2019 net to free him. Narrated in Hindi.', 11, 9, false, 1410],
  [11, 3, 'tortoise-hare', 'Kannada', 'The tortoise and the hare', 'The hare naps during the race; the tortoise keeps going, slowly but steadily, and wins. Narrated in Kannada.', 8, 10, false, 880],
  [12, 3, 'honest-woodcutter', 'Telugu', 'The honest woodcutter', 'A woodcutter asks only for his own iron axe back, and the goddess rewards his honesty with a golden one too. Narrated in Telugu.', 10, 12, false, 640],
];

const SOCIAL_CATEGORIES = [
  { idSocialVideoCategory: 1, category: 'Science in a minute' },
  { idSocialVideoCategory: 2, category: 'Maths tricks' },
];

/** [id, category, clip, title, description, duration s, days ago, likes, dislikes, views] */
const SHORTS: [number, number, string, string, string, number, number, number, number, number][] = [
  [1, 1, 'sky-blue', 'Why is the sky blue?', 'Air scatters blue sunlight the most, so the whole sky glows blue.', 10, 1, 128, 3, 2410],
  [2, 1, 'photosynthesis', 'How plants make food', 'Leaves use sunlight, water and carbon dioxide to make sugar and give out oxygen.', 10, 2, 96, 2, 1830],
  [3, 2, 'zero', 'Who gave us zero?', 'Indian mathematicians; Brahmagupta wrote rules for zero in 628 CE.', 11, 3, 210, 4, 3990],
  [4, 1, 'water-cycle', 'The water cycle', 'Evaporation, condensation, precipitation and collection, round and round.', 11, 4, 74, 1, 1220],
  [5, 2, 'half-of-half', 'Half of a half', 'Multiply the fractions: 1/2 x 1/2 = 1/4.', 8, 5, 55, 6, 990],
  [6, 1, 'magnets', 'Magnets: attract or repel?', 'Opposite poles attract; like poles push each other away.', 9, 6, 61, 2, 1010],
  [7, 1, 'moon-light', 'Why does the Moon shine?', 'The Moon reflects sunlight; that is why we see its phases. Narrated in Hindi.', 10, 7, 88, 1, 1500],
  [8, 2, 'triangle-angles', 'Angles of a triangle', 'Measure the three angles of any triangle: they always add up to 180 degrees.', 10, 8, 143, 5, 2760],
];

/** [id, video, author (index into the demo students), text, hours ago] */
const COMMENTS: [number, number, number, string, number][] = [
  [1, 1, 0, 'So that is why sunsets look orange: the light travels through more air!', 20],
  [2, 1, 1, 'Our teacher showed this with a torch and milky water. Same idea.', 12],
  [3, 2, 1, 'Plants are like tiny food factories.', 30],
  [4, 3, 0, 'Proud that zero came from India.', 40],
  [5, 3, 1, 'Brahmagupta also wrote about negative numbers, right?', 18],
  [6, 5, 0, 'Half of a half of a half would be 1/8.', 22],
  [7, 8, 1, 'Tried it with a paper triangle: tear the corners and they make a straight line.', 8],
];

export const socialSeed: SeedStep = {
  name: 'social',
  async run(rawDb, { clock, dialect }) {
    const db = socialDb(rawDb);
    const now = clock.now().getTime();
    const iso = (msAgo: number) => new Date(now - msAgo).toISOString();

    await insertMissing(rawDb, dialect, 'discover_video_category' as never, 'idDiscoverVideoCategory', DISCOVER_CATEGORIES);
    await insertMissing(
      rawDb,
      dialect,
      'discover_video' as never,
      'idDiscoverVideo',
      DISCOVER_VIDEOS.map(([id, cat, clip, language, topic, description, duration, daysAgo, featured, views]) => ({
        idDiscoverVideo: id,
        videoLink: `/media/discover/${clip}.mp4`,
        language,
        featuredFlag: featured ? 1 : 0,
        idDiscoverVideoCategory: cat,
        uploadedDate: iso(daysAgo * DAY_MS),
        topic,
        videoOtp: null,
        videoDuration: duration,
        postarLoc: `/media/discover/${clip}.jpg`,
        videoTheme: DISCOVER_CATEGORIES[cat - 1]!.category,
        videoDescription: description,
        totalViews: views,
        activeFlag: 1,
        createdAt: iso(daysAgo * DAY_MS),
        updatedAt: iso(daysAgo * DAY_MS),
        createdBy: null,
        updatedBy: null,
      })),
      { identity: true },
    );

    await insertMissing(rawDb, dialect, 'social_video_category' as never, 'idSocialVideoCategory', SOCIAL_CATEGORIES);
    await insertMissing(
      rawDb,
      dialect,
      'social_video' as never,
      'idSocialVideo',
      SHORTS.map(([id, cat, clip, title, description, duration, daysAgo, likes, dislikes, views]) => ({
        idSocialVideo: id,
        idSocialVideoCategory: cat,
        videoTitle: title,
        videoDescription: description,
        videoDuration: duration,
        thumbnailLink: `/media/shorts/${clip}.jpg`,
        totalLikes: likes,
        totalDisLikes: dislikes,
        totalViews: views,
        activeFlag: 1,
        uploadedAt: iso(daysAgo * DAY_MS),
        createdAt: iso(daysAgo * DAY_MS),
        updatedAt: iso(daysAgo * DAY_MS),
      })),
      { identity: true },
    );
    await insertMissing(
      rawDb,
      dialect,
      'social_video_link' as never,
      'idSocialVideoLink',
      SHORTS.map(([id, , clip]) => ({ idSocialVideoLink: id, idSocialVideo: id, videoLink: `/media/shorts/${clip}.mp4`, resolution: '360p' })),
      { identity: true },
    );

    const authors = await db
      .selectFrom('app_user')
      .select(['userSurId', 'mobileNumber'])
      .where('mobileNumber', 'in', ['9000000001', '9000000002'])
      .execute();
    const byMobile = new Map(authors.map((a) => [a.mobileNumber, a.userSurId]));
    const authorIds = [byMobile.get('9000000001'), byMobile.get('9000000002')];
    if (authorIds.every((a) => a !== undefined)) {
      await insertMissing(
        rawDb,
        dialect,
        'social_video_comment' as never,
        'idSocialVideoComment',
        COMMENTS.map(([id, video, author, text, hoursAgo]) => ({
          idSocialVideoComment: id,
          idSocialVideo: video,
          userSurId: authorIds[author]!,
          comment: text,
          hiddenFlag: 0,
          reportCount: 0,
          createdAt: iso(hoursAgo * 3600 * 1000),
        })),
        { identity: true },
      );
    }
  },
};

/**
 * Short video clips in `server/media/clips/` (served at `/media/clips/<key>.mp4`, poster
 * `/media/clips/<key>.jpg`). Several chapters share one clip.
 */
export type ClipKey =
  | 'what-is-a-fraction'
  | 'photosynthesis'
  | 'parts-of-speech'
  | 'the-water-cycle'
  | 'force-and-motion'
  | 'reading-a-map'
  | 'rhythm-and-beat';

export interface QA {
  question: string;
  answer: string;
}

export interface ChapterData {
  /** Chapter name as in the textbook. */
  name: string;
  /** Topic (title) of the chapter's video. */
  topic: string;
  /** One or two sentences shown under the video. */
  description: string;
  clip: ClipKey;
  /** Notes: a few paragraphs of explanation suited to the class. */
  notes: readonly string[];
  /** A short question-and-answer set (the first pair is the video's Q&A). */
  qa: readonly QA[];
}

export interface SubjectChapters {
  idSubject: number;
  chapters: readonly ChapterData[];
}

export interface ClassData {
  /** 1-12. */
  classNumber: number;
  /** The contract's ClassStandard id (class 10 = 1, class 1 = 11, class 11 = 14, class 12 = 15). */
  idClassStandard: number;
  subjects: readonly SubjectChapters[];
}

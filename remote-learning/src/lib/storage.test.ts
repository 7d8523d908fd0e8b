import { STORAGE_KEYS } from '@app/shared';
import { ACADEMIC_CACHE_MS, readAcademicCache, writeAcademicCache } from './storage';

afterEach(() => localStorage.clear());

const subjects = [{ idSubject: 1, subjectName: 'MATHS' }];

test('academic subjects are cached for one hour (3600000 ms) under academicSubject + lastUpdateTime', () => {
  expect(ACADEMIC_CACHE_MS).toBe(3_600_000);
  writeAcademicCache('1-1-1', subjects, 1_000);
  expect(localStorage.getItem(STORAGE_KEYS.lastUpdateTime)).toBe('1000');
  expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.academicSubject)!).subjects).toEqual(subjects);
  expect(readAcademicCache('1-1-1', 1_000 + ACADEMIC_CACHE_MS - 1)).toEqual(subjects);
  expect(readAcademicCache('1-1-1', 1_000 + ACADEMIC_CACHE_MS)).toBeNull();
});

test('a different class, syllabus or state does not use the cache', () => {
  writeAcademicCache('1-1-1', subjects, 1_000);
  expect(readAcademicCache('2-1-1', 2_000)).toBeNull();
});

test('corrupt cache entries are ignored', () => {
  localStorage.setItem(STORAGE_KEYS.lastUpdateTime, String(Date.now()));
  localStorage.setItem(STORAGE_KEYS.academicSubject, '{not json');
  expect(readAcademicCache('1-1-1')).toBeNull();
});

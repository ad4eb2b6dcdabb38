/**
 * Which exams the catalogue shows: the list (special, general, walk-in), the modality, the body
 * part and what the patient types (name or modality, any order of words, accents ignored).
 */
import type { Exam } from '../../src/api/schemas/booking.schema';

export type ExamListTab = 'general' | 'special' | 'walk-in';

export interface ExamFilter {
  modality: string | null;
  bodyPart: string | null;
  search: string;
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Every typed word must start a word of the exam's name or modality ("mri kn" finds "MRI knee"). */
export function matchesSearch(exam: Pick<Exam, 'name' | 'modalityName'>, search: string): boolean {
  const words = fold(search)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  if (words.length === 0) return true;
  const haystack = fold(`${exam.name} ${exam.modalityName}`)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  return words.every((word) => haystack.some((candidate) => candidate.startsWith(word)));
}

export function filterExams(exams: readonly Exam[], filter: ExamFilter): Exam[] {
  return exams.filter(
    (exam) =>
      (!filter.modality || exam.modalityId === filter.modality) &&
      (!filter.bodyPart || exam.bodyParts.includes(filter.bodyPart)) &&
      matchesSearch(exam, filter.search),
  );
}

/** Exams grouped by groupName, groups in first-seen order (the server orders by modality and priority). */
export function groupExams(exams: readonly Exam[]): Array<{ groupName: string; exams: Exam[] }> {
  const groups = new Map<string, Exam[]>();
  for (const exam of exams) groups.set(exam.groupName, [...(groups.get(exam.groupName) ?? []), exam]);
  return [...groups].map(([groupName, list]) => ({ groupName, exams: list }));
}

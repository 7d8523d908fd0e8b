import type { ReferenceRepository } from '../../domain/reference.js';
import { doc } from '../../http/envelope.js';
import { AppError } from '../../http/errors.js';

/** Lookup lists: states, classes, syllabuses, languages, mediums. */
export class ReferenceService {
  constructor(private readonly repo: ReferenceRepository) {}

  /** Always HTTP 200; an empty list says 404 in the body only (as the original). */
  async stateList() {
    const states = await this.repo.states();
    return states.length ? doc(states, 'State list fetched successfully') : doc(states, 'No State found', 404);
  }

  async classStandards() {
    const rows = await this.repo.classStandards();
    if (!rows.length) throw new AppError(500, 'No Class standard data found');
    return doc(rows, 'Request Sucessfull');
  }

  /** Without "NA". */
  async syllabuses() {
    const rows = (await this.repo.syllabuses()).filter((s) => s.syllabusName !== 'NA');
    return doc(rows, 'Syllabus Lists');
  }

  async languages() {
    return doc(await this.repo.languages(), 'Request Sucessfull');
  }

  async mediums() {
    return doc(await this.repo.mediums(), 'Request Sucessfull');
  }
}

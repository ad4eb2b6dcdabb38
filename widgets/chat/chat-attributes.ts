/**
 * The conversation attributes the agent receives (the booking request summary,
 * src/api/API.md#chat): the
 * booking reference and the summary's fields, flat strings as the messenger's custom attributes
 * want them. Nothing else of the patient or the request goes to the provider, and none of it ever
 * goes into a URL.
 */
import type { ChatBookingSummary } from '../../src/api/schemas/chat.schema';

export function attributesOf(bookingKey: string, summary: ChatBookingSummary | null): Record<string, string> {
  const attributes: Record<string, string> = { bookingKey };
  if (!summary) return attributes;
  const { patient } = summary;
  Object.assign(attributes, {
    exams: JSON.stringify(summary.exams.map(({ name, nameWithModality, slug }) => ({ name, nameWithModality, slug }))),
    examNames: summary.exams.map((exam) => exam.nameWithModality || exam.name).join(', '),
    clinicName: summary.clinicName,
    postalCode: patient.postalCode,
    title: patient.title,
    firstName: patient.firstName,
    lastName: patient.lastName,
    dateOfBirth: patient.dateOfBirth,
    email: patient.email,
    contactNumber: patient.contactNumber,
    bookingRequests: JSON.stringify(summary.bookingRequests.map(({ slug, patientNotes }) => ({ slug, patientNotes }))),
  });
  return attributes;
}

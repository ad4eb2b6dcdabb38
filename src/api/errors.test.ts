import { describe, expect, it } from 'vitest';
import { ApiError, messageKeyForStatus, parseErrorBody, problemKey } from './errors';
import { fieldProblems } from './field-problems';

describe('error bodies', () => {
  it('parses JSON delivered as a Blob into a normal body', async () => {
    const blob = new Blob([JSON.stringify({ message: 'Referral not found' })], { type: 'application/octet-stream' });
    expect(await parseErrorBody(blob)).toEqual({ message: 'Referral not found' });
  });

  it('keeps the original Blob when it is not JSON', async () => {
    const blob = new Blob(['<html>oops</html>'], { type: 'text/html' });
    expect(await parseErrorBody(blob)).toBe(blob);
  });

  it('parses JSON text sent under a non-JSON content type and keeps other text', async () => {
    expect(await parseErrorBody('{"message":"Nope"}')).toEqual({ message: 'Nope' });
    expect(await parseErrorBody('Bad gateway')).toBe('Bad gateway');
    expect(await parseErrorBody(undefined)).toBeUndefined();
  });

  it('exposes the server message when there is one', () => {
    expect(new ApiError('http', 'error.request_failed', 400, { message: 'Date of birth does not match' }).serverMessage).toBe(
      'Date of birth does not match',
    );
    expect(new ApiError('http', 'error.request_failed', 400, 'text').serverMessage).toBeUndefined();
  });

  it('maps statuses to the spec keys', () => {
    expect(messageKeyForStatus(500)).toBe('error.server_error_message.500');
    expect(messageKeyForStatus(501)).toBe('error.server_error_message.501');
    expect(messageKeyForStatus(502)).toBe('error.server_error_message.502');
    expect(messageKeyForStatus(503)).toBe('error.server_error_message.503');
    expect(messageKeyForStatus(504)).toBe('error.server_error_message.504');
    expect(messageKeyForStatus(505)).toBe('error.server_error_message.general_error');
    expect(messageKeyForStatus(404)).toBe('error.not_found');
    expect(messageKeyForStatus(400)).toBe('error.request_failed');
  });
});

describe('what a failed call shows', () => {
  const dictionary = new Set(['message.otp_used', 'sharing.email_invalid', 'message.date_of_birth_future']);
  const has = (key: string) => dictionary.has(key);
  const http = (status: number, body?: unknown) => new ApiError('http', messageKeyForStatus(status), status, body);

  it('shows a key the server sent when the dictionary has it, never the server’s own words', () => {
    expect(problemKey(http(409, { message: 'message.otp_used' }), has, 'fallback.key')).toBe('message.otp_used');
    expect(problemKey(http(500, { message: 'Internal server error' }), has, 'fallback.key')).toBe('error.server_error_message.500');
    expect(problemKey(http(400, { message: 'Call 1900 123 456 now' }), has, 'fallback.key')).toBe('fallback.key');
    expect(problemKey(http(400, { message: 'message.not_in_the_dictionary' }), has, 'fallback.key')).toBe('fallback.key');
    expect(problemKey(http(503, 'Service Unavailable'), has)).toBe('error.server_error_message.503');
    expect(problemKey(http(429, 'Too Many Requests'), has, 'fallback.key')).toBe('fallback.key');
    expect(problemKey(new ApiError('network', 'error.network'), has, 'fallback.key')).toBe('error.network');
    expect(problemKey(new ApiError('malformed', 'error.malformed_response'), has, 'fallback.key')).toBe('error.malformed_response');
    expect(problemKey(new Error('boom'), has, 'fallback.key')).toBe('fallback.key');
  });

  it('reads the agreed 400 body into each field’s message', () => {
    const refused = http(400, {
      message: 'sharing.email_invalid',
      code: 'invalid_request',
      issues: [
        { path: 'form.email', message: 'sharing.email_invalid' },
        { path: 'form.email', message: 'message.date_of_birth_future' },
        { path: 'form.dateOfBirth', message: 'message.date_of_birth_future' },
        { path: 'form.lastName', message: 'Last name is required' },
        { path: 'items.0.examSlug', message: 'sharing.email_invalid' },
        { path: 7, message: 'sharing.email_invalid' },
      ],
    });
    expect(fieldProblems(refused, has, 'form.')).toEqual({ email: 'sharing.email_invalid', dateOfBirth: 'message.date_of_birth_future' });
    expect(fieldProblems(http(409, { issues: [{ path: 'email', message: 'sharing.email_invalid' }] }), has)).toEqual({});
    expect(fieldProblems(http(400, { message: 'x' }), has)).toEqual({});
  });
});

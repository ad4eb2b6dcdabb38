import { describe, expect, it } from 'vitest';
import { ApiError, messageKeyForStatus, parseErrorBody } from './errors';

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

// A multipart/form-data body read with busboy: its text fields and at most one file, bounded (docs/decisions/022).

import busboy from 'busboy';
import { MESSAGES } from '../../../shared/messages.js';
import { AppError } from '../../domain/errors.js';
import type { ApiRequest } from './request.js';

export interface MultipartForm {
  fields: Record<string, string>;
  /** The file of each file field; a file over `maxFileBytes` is cut there and listed in `oversized`. */
  files: Record<string, Buffer>;
  oversized: string[];
}

const malformed = () => new AppError('validation', MESSAGES.invalidRequest, { body: 'Expected a multipart form' });

/** Parses the body; a body that is not a well-formed multipart form is a 400. */
export function multipartForm(request: ApiRequest, maxFileBytes: number): Promise<MultipartForm> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { 'content-type': request.headers['content-type'] ?? '' },
        limits: { fields: 20, fieldSize: 1024, files: 1, fileSize: maxFileBytes, parts: 21 },
      });
    } catch {
      reject(malformed());
      return;
    }
    const form: MultipartForm = { fields: {}, files: {}, oversized: [] };
    parser.on('field', (name, value) => {
      form.fields[name] = value;
    });
    parser.on('file', (name, stream) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => form.oversized.push(name));
      stream.on('close', () => {
        form.files[name] = Buffer.concat(chunks);
      });
    });
    parser.on('error', () => reject(malformed()));
    parser.on('close', () => resolve(form));
    parser.end(request.body);
  });
}

import multipart from '@fastify/multipart';
import { isAcceptableFileName, UPLOAD_FILE_FIELD, UPLOAD_LIMITS } from '@masthead/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';
import { routeRegistry } from './route.ts';

const isMultipartRequest = (request: FastifyRequest) =>
  (request.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/form-data');

/** A field name fit to echo back in an answer's field errors. */
const echoableName = (name: string) => (/^[\w.-]{1,64}$/.test(name) ? name : '_');

/**
 * Reads a multipart upload into a plain object for the route's zod schema: text fields as strings
 * (a repeated one as a list, which the schema refuses), the one file (`photo`, or the scope's own
 * field) buffered in memory, so nothing touches the disk before the whole request has arrived and
 * passed its checks.
 */
async function readMultipartBody(request: FastifyRequest, fileField: string) {
  const body: Record<string, unknown> = {};
  try {
    for await (const part of request.parts()) {
      const name = part.fieldname;
      if (part.type === 'file') {
        if (name !== fileField) {
          throw new AppError('validation.failed', {
            fields: { [echoableName(name)]: 'validation.unknown.field' },
          });
        }
        if (!isAcceptableFileName(part.filename)) {
          throw new AppError('validation.failed', { fields: { [fileField]: 'validation.invalid' } });
        }
        const bytes = await part.toBuffer();
        // A browser's empty file input sends a nameless, empty part: no file was chosen.
        body[name] = bytes.length === 0 && part.filename === '' ? null : { fileName: part.filename, bytes };
        continue;
      }
      const existing = body[name];
      body[name] = existing === undefined ? part.value : [existing, part.value].flat();
    }
  } catch (error) {
    const status = (error as { statusCode?: number }).statusCode;
    if (error instanceof AppError || (status !== undefined && status >= 400 && status < 500)) throw error;
    // The parser's own complaints (cut-off body, broken part headers) are the client's malformed request.
    throw new AppError('request.malformed');
  }
  request.body = body;
}

/**
 * Registers upload routes in their own scope: signed-in only, multipart only, the body read before the
 * handler. Every other route keeps refusing form bodies. The scope's routes join the app's route table
 * (TESTING §1) like any other.
 */
export function registerUploadScope(
  app: FastifyInstance,
  defineRoutes: (uploads: FastifyInstance) => void,
  { fileField = UPLOAD_FILE_FIELD }: { fileField?: string } = {},
) {
  return app.register(async (uploads) => {
    await uploads.register(multipart, {
      limits: {
        fileSize: UPLOAD_LIMITS.maxFileBytes,
        files: UPLOAD_LIMITS.maxFiles,
        parts: UPLOAD_LIMITS.maxParts,
        fields: UPLOAD_LIMITS.maxFields,
        fieldSize: UPLOAD_LIMITS.maxFieldBytes,
        fieldNameSize: 100,
        headerPairs: 20,
      },
      // The name as sent, so that '../' in it is seen and refused rather than quietly cut off.
      preservePath: true,
      throwFileSizeLimit: true,
    });
    // Refuse guests and non-multipart bodies before a single byte of the upload is read.
    uploads.addHook('onRequest', async (request) => {
      if (!request.viewer) throw new AppError('auth.fail.no.login');
      if (!isMultipartRequest(request)) throw new AppError('request.unsupported.type');
    });
    uploads.addHook('preValidation', (request) => readMultipartBody(request, fileField));
    defineRoutes(uploads);
    const rootRoutes = routeRegistry.get(app) ?? [];
    routeRegistry.set(app, rootRoutes);
    rootRoutes.push(...(routeRegistry.get(uploads) ?? []).map((route) => ({ ...route, upload: true })));
  });
}
